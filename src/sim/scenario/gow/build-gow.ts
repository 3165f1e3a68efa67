// The state a God of War scenario describes: a real setup (the seed's), then the file's moment laid
// over it: pawns, hands, decks, the upgrade deck, damage, the die's next faces, where the round stands.
import { contentSet, gowRules, layScenario, setupGow, type GowState, type PlayedCard } from '../../../engine/gow';
import { ScenarioError } from '../parse';
import type { GowDoStep, GowScenario } from './schema-gow';

export function buildGowState(sc: GowScenario): GowState {
  const spec = sc.state;
  const content = contentSet(spec.content ?? 'first-weave');
  if (!content) throw new ScenarioError('state.content', `no content set "${spec.content}"`);
  const known = new Set(content.cards.map((c) => c.id));
  const mission = spec.mission ?? content.missions.find((m) => m.number === 1)?.id ?? content.missions[0].id;
  const isBoss = content.bosses.some((b) => b.id === mission);
  let state: GowState;
  try {
    state = setupGow({ seed: spec.seed, heroes: spec.heroes, content: content.id, ...(isBoss ? {} : { firstMission: mission }) }).state;
  } catch (e) { throw new ScenarioError('state.heroes', (e as Error).message); }
  const roles = new Map([[content.status.stun, 'stun'], [content.status.poison, 'poison'], [content.status.crystal, 'crystal']] as const);
  const mint = (ids: string[], at: string) => ids.map((id, i) => {
    if (!known.has(id)) throw new ScenarioError(`${at}.${i}`, `no card "${id}" in ${content.name}`);
    const role = roles.get(id);
    if (role) state.supply[role]--; // a Stun, Poison or Crystal in play came out of its supply
    return state.cards.push(id) - 1;
  });
  if (spec.missions) state.missions = [...spec.missions];
  if (spec.bosses) state.bosses = [...spec.bosses];
  if (isBoss || spec.played) {
    state.played = [...(spec.played ?? []), mission];
    relay(state, mission);
  }
  state.obstacles = [...(spec.obstacles ?? state.obstacles)];
  for (const [seat, ids] of Object.entries(spec.hands ?? {})) seatOf(state, seat, 'hands').hand = mint(ids, `state.hands.${seat}`);
  for (const [seat, ids] of Object.entries(spec.decks ?? {})) seatOf(state, seat, 'decks').deck = mint(ids, `state.decks.${seat}`).reverse();
  for (const [seat, ids] of Object.entries(spec.discards ?? {})) seatOf(state, seat, 'discards').discard = mint(ids, `state.discards.${seat}`);
  if (spec.upgradeDeck) state.upgradeDeck = mint(spec.upgradeDeck, 'state.upgradeDeck').reverse();
  if (spec.revealed) state.revealed = mint(spec.revealed, 'state.revealed');
  if (spec.dice) state.dice = [...spec.dice];
  for (const [id, f] of Object.entries(spec.figures ?? {})) Object.assign(figureOf(state, id, 'figures'), f);
  for (const [seat, n] of Object.entries(spec.limitTokens ?? {})) seatOf(state, seat, 'limitTokens').limitTokens = n;
  Object.assign(state.supply, spec.supply ?? {});
  if (Object.values(state.supply).some((n) => n < 0)) throw new ScenarioError('state', 'more Stun, Poison or Crystal cards in play than their supplies hold');
  if (spec.scenarioRounds !== undefined && state.scenario) state.scenario.rounds = spec.scenarioRounds;
  for (const [at, s] of Object.entries(spec.slots ?? {})) {
    const slot = state.scenario?.slots.find((x) => x.at === at);
    if (!slot) throw new ScenarioError(`state.slots.${at}`, 'no Scenario card lies there');
    Object.assign(slot, s);
  }
  if (spec.tracks) state.tracks = { ...spec.tracks };
  state.first = spec.first;
  state.round = spec.round;
  if (spec.at !== 'placing') placePawns(state, sc);
  for (const [id, carrier] of Object.entries(spec.carriers ?? {})) { figureOf(state, id, 'carriers'); figureOf(state, carrier, 'carriers'); figureOf(state, id, 'carriers').carrier = carrier; }
  standAt(state, spec.at, spec.active ?? spec.first);
  return state;
}

/** The Scenario of a Mission or Boss laid instead of the first one (a later moment of the climb). */
function relay(state: GowState, mission: string): void {
  const content = contentSet(state.content)!;
  layScenario(state, [...content.missions, ...content.bosses].find((m) => m.id === mission)!.scenario);
}

function seatOf(state: GowState, seat: string, field: string) {
  const s = state.seats[Number(seat)];
  if (!s) throw new ScenarioError(`state.${field}.${seat}`, `there are only ${state.seats.length} seats`);
  return s;
}

function figureOf(state: GowState, id: string, field: string) {
  const f = state.figures.find((x) => x.id === id);
  if (!f) throw new ScenarioError(`state.${field}.${id}`, `no hero figure "${id}" in this game`);
  return f;
}

/** Pawns where the file puts them; the others from the left, two to a column at most. */
function placePawns(state: GowState, sc: GowScenario): void {
  const content = contentSet(state.content)!;
  const carried = (id: string) => content.heroes.some((h) => h.carried && h.figures.some((f) => f.id === id));
  const given = sc.state.places ?? {};
  for (const [id, where] of Object.entries(given)) {
    const f = figureOf(state, id, 'places');
    const [column, back] = Array.isArray(where) ? [where[0], true] : [where, false];
    if (column >= state.scenario!.columns) throw new ScenarioError(`state.places.${id}`, `the Scenario has ${state.scenario!.columns} columns`);
    f.column = column;
    f.back = back;
  }
  let next = 0;
  for (const f of state.figures) {
    if (f.exhausted) { f.column = null; continue; }
    if (f.id in given || carried(f.id)) continue;
    while (state.figures.filter((g) => g.column === next).length >= 2) next++;
    f.column = next++ % state.scenario!.columns;
  }
  for (let c = 0; c < state.scenario!.columns; c++) {
    const there = state.figures.filter((f) => f.column === c);
    if (there.length > 2) throw new ScenarioError('state.places', `column ${c} holds more than 2 heroes`);
    if (there.length === 1) there[0].back = false;
  }
  state.toPlace = [];
}

function standAt(state: GowState, at: GowScenario['state']['at'], seat: number): void {
  state.activation = null;
  state.step = 'hero';
  if (at === 'placing') return;
  if (at === 'hero') {
    state.stage = 'activation';
    state.active = seat;
    for (const f of state.figures) f.moves = 1;
    state.pending = { kind: 'hero', seat };
  } else if (at === 'upgrade') {
    state.stage = 'upgrade';
    const n = state.seats.length;
    state.toUpgrade = Array.from({ length: n }, (_, i) => (state.first + i) % n);
    state.pending = { kind: 'upgrade', seat: state.first };
  } else {
    state.stage = 'next';
    state.scenario = null;
    state.pending = { kind: 'next', seat: state.first, options: state.played.length <= 1 ? state.missions.slice(1, 3) : state.bosses };
  }
}

/** A hand card named by "id" or "id/option", each copy once. */
export function resolveCards(state: GowState, seat: number, refs: readonly string[], where: string): PlayedCard[] {
  const hand = state.seats[seat]?.hand ?? [];
  const used = new Set<number>();
  return refs.map((ref) => {
    const [id, option] = ref.split('/');
    const uid = hand.find((u) => state.cards[u] === id && !used.has(u));
    if (uid === undefined) throw new ScenarioError(where, `no "${id}" in seat ${seat}'s hand`);
    used.add(uid);
    return { uid, option: option === undefined ? 0 : Number(option) };
  });
}

/** A scenario step as the engine's action. */
export function toGowAction(state: GowState, step: GowDoStep, fallback: number): unknown {
  const seat = step.seat ?? state.pending?.seat ?? fallback;
  const figure = step.figure ?? state.figures.find((f) => f.seat === seat && !f.exhausted)?.id ?? '';
  // A card not there is still named (by any copy of it, or a uid no card has), so that the engine
  // refuses the step and a file may expect it.
  const find = (zone: number[], id: string | undefined) => zone.find((u) => state.cards[u] === id) ?? (state.cards.indexOf(id ?? '') >= 0 ? state.cards.indexOf(id!) : state.cards.length + 1000);
  switch (step.do) {
    case 'place': case 'move': return { type: step.do, seat, figure, column: step.column, ...(step.back ? { back: true } : {}) };
    case 'carry': return { type: 'carry', seat, carrier: step.carrier };
    case 'attack': return { type: 'attack', seat, figure, cards: resolveCards(state, seat, step.cards ?? [], 'steps.cards'), target: step.target };
    case 'special': return { type: 'special', seat, figure, card: resolveCards(state, seat, [step.card ?? ''], 'steps.card')[0], ...(step.targets ? { targets: step.targets } : {}) };
    case 'rage': return { type: 'rage', seat, figure, ...(step.targets ? { targets: step.targets } : {}) };
    case 'interact': return { type: 'interact', seat, figure, at: step.at, cards: resolveCards(state, seat, step.cards ?? [], 'steps.cards') };
    case 'companion': return { type: 'companion', seat, ability: step.ability, option: step.option ?? 0, ...(step.targets ? { targets: step.targets } : {}) };
    case 'endTurn': return { type: 'endTurn', seat };
    case 'absorb': return { type: 'absorb', seat, yes: step.yes ?? true };
    case 'defend': return { type: 'defend', seat, cards: resolveCards(state, seat, step.cards ?? [], 'steps.cards') };
    case 'choose': return { type: 'choose', seat, pick: step.pick };
    case 'upgrade': return step.take !== undefined
      ? { type: 'upgrade', seat, take: find(state.revealed, step.take) }
      : { type: 'upgrade', seat, remove: find(state.seats[seat]?.discard ?? [], step.remove) };
  }
}

/** Whether the engine lists this action for its seat: same choice, whichever copy of a card. */
export function listed(state: GowState, action: unknown, seat: number): boolean {
  const key = (a: unknown) => JSON.stringify(a, (k, v) => (k === 'uid' ? state.cards[v as number] : v));
  const want = key(action);
  return gowRules.legalActions(state, seat).some((a) => key(a) === want);
}
