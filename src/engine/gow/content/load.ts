// Reads a content set: the zod format, then what a schema cannot say (every id named exists, every
// upgrade card shows a rune the set declares…). A bad file is refused with the list of what is wrong.
import { content as contentSchema, type Content, type Effect, type FaceDef } from '../content-schema';

export class ContentError extends Error {
  constructor(readonly problems: string[]) { super(`the content set is not valid:\n- ${problems.join('\n- ')}`); }
}

const facesOf = (c: Content) => c.scenarios.flatMap((s) => s.cards.flatMap((card) => [
  { where: `scenario ${s.id} ${card.at} front`, face: card.front }, { where: `scenario ${s.id} ${card.at} back`, face: card.back },
]));

function faceEffects(face: FaceDef): Effect[] {
  return [...Object.values(face.boxes ?? {}).flat(), ...(face.reward ?? []), ...(face.interaction?.effects ?? []),
    ...Object.values(face.enemy?.attacks ?? {}).flatMap((a) => a.effects ?? [])];
}

/** What is wrong with a parsed set beyond its shape (empty: nothing). */
export function contentProblems(c: Content): string[] {
  const problems: string[] = [];
  const cards = new Set(c.cards.map((x) => x.id)), runes = new Set(c.runes.map((r) => r.id));
  const scenarios = new Set(c.scenarios.map((s) => s.id));
  const need = (ok: boolean, message: string) => { if (!ok) problems.push(message); };
  const dup = (ids: string[], what: string) => ids.forEach((id, i) => need(ids.indexOf(id) === i, `${what} "${id}" is defined twice`));
  dup(c.cards.map((x) => x.id), 'card'); dup(c.heroes.map((h) => h.id), 'hero'); dup(c.scenarios.map((s) => s.id), 'scenario');
  dup([...c.missions, ...c.bosses].map((m) => m.id), 'mission or boss');
  for (const h of c.heroes) for (const id of h.deck) need(cards.has(id), `hero ${h.id}'s deck names an unknown card "${id}"`);
  for (const u of c.upgrades) {
    const def = c.cards.find((x) => x.id === u.card);
    need(def !== undefined, `the upgrade deck names an unknown card "${u.card}"`);
    if (def) need(def.rune !== undefined && runes.has(def.rune), `upgrade card "${u.card}" must show one of the set's runes`);
  }
  for (const [role, id] of [['stun', c.status.stun], ['poison', c.status.poison], ['crystal', c.status.crystal]] as const) {
    const def = c.cards.find((x) => x.id === id);
    need(def?.role === role, `the ${role} card "${id}" must exist with role "${role}"`);
  }
  for (const x of c.cards) if (x.rune !== undefined) need(runes.has(x.rune), `card "${x.id}" shows an unknown rune "${x.rune}"`);
  for (const { where, face } of facesOf(c)) {
    for (const rune of [...Object.keys(face.enemy?.attacks ?? {}), ...Object.keys(face.boxes ?? {}), ...(face.flip?.rune ? [face.flip.rune] : [])]) need(runes.has(rune), `${where}: unknown rune "${rune}"`);
  }
  for (const s of c.scenarios) {
    const places = new Set(s.cards.map((x) => x.at));
    for (const x of s.cards) for (const face of [x.front, x.back]) {
      const groups = [face.flip?.group ?? [], ...faceEffects(face).map((e) => (e.do === 'flip' ? e.group : []))];
      for (const at of groups.flat()) need(places.has(at), `scenario ${s.id} ${x.at}: flips "${at}", where no card lies`);
      if (face.interaction?.whenEnemyHealthAtMost) need(places.has(face.interaction.whenEnemyHealthAtMost.at), `scenario ${s.id} ${x.at}: its interaction watches "${face.interaction.whenEnemyHealthAtMost.at}", where no card lies`);
    }
  }
  for (const m of [...c.missions, ...c.bosses]) need(scenarios.has(m.scenario), `mission "${m.id}" names an unknown scenario "${m.scenario}"`);
  if (c.solo) {
    need(c.heroes.some((h) => h.id === c.solo!.hero), `the solo hero "${c.solo.hero}" is not a hero of the set`);
    for (const comp of c.solo.companions) need(c.heroes.some((h) => h.id === comp.hero), `the solo companion "${comp.hero}" is not a hero of the set`);
  }
  return problems;
}

/** The set, checked; throws a ContentError naming every problem (the shape's first, then the rest). */
export function loadContent(input: unknown): Content {
  const parsed = contentSchema.safeParse(input);
  if (!parsed.success) throw new ContentError(parsed.error.issues.map((i) => `${i.path.join('.') || '(the set)'}: ${i.message}`));
  const problems = contentProblems(parsed.data);
  if (problems.length > 0) throw new ContentError(problems);
  return parsed.data;
}
