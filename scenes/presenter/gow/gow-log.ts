// God of War's engine events → lines of the table's chronicle (log.gow.* in src/i18n/gow-*.ts). Every
// automatic step says why it happens: an enemy attacks because the revealed rune is its rune, a card
// turns because of its own condition (defeated, attacked, armor broken, a rune, every enemy defeated)
// or an Interaction Point, a Stun or a Poison drawn does what it does. Names are given by key and
// resolved when shown (log.ts renderLogLine), so switching the language rewrites the whole log.
import { contentSet, type GowContent, type GowEvent, type GowView } from '../../../src/engine';
import type { LogLine, LogName, LogParam } from '../log';

type Face = 'front' | 'back';
type Scenario = GowContent['scenarios'][number];

const msg = (key: string): LogName => ({ msg: key });
const other = (f: Face): Face => (f === 'front' ? 'back' : 'front');

/** The chronicle's lines for a batch of events (as redacted for `view.viewer`), `view` taken after it. */
export function gowLines(events: readonly GowEvent[], view: GowView): LogLine[] {
  const content = contentSet(view.content);
  const lines: LogLine[] = [];
  const missions = content ? [...content.missions, ...content.bosses] : [];
  const missionOf = (id: string) => missions.find((m) => m.id === id);

  // ---- who is who
  const seatOf = (figure: string) => view.figures.find((f) => f.id === figure)?.seat;
  const figureName = (id: string): LogName => msg(`gow.figure.${id}`);
  const heroOfSeat = (seat: number): LogName => msg(`gow.hero.${view.seats[seat]?.hero ?? ''}`);
  const withSeat = (line: LogLine, seat: number | undefined): LogLine => (seat === undefined ? line : { ...line, seat });
  const cardRef = (id: string): LogName => {
    const en = content?.cards.find((c) => c.id === id)?.name ?? id;
    return { gow: `card:${id}`, en };
  };
  /** Cards as a list, copies counted once ("Spartan Resolve ×3"). */
  const cards = (ids: readonly string[]): LogParam => {
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    return { names: [...counts].map(([id, n]) => (n === 1 ? cardRef(id) : { line: { key: 'log.gow.copies', params: { card: cardRef(id), n } } })) };
  };
  const missionRef = (id: string): LogName => ({ gow: `mission:${id}`, en: missionOf(id)?.name ?? id });

  // ---- the Scenario the batch speaks of, and each card's face as the batch goes
  const begun = events.find((e): e is Extract<GowEvent, { type: 'missionBegan' }> => e.type === 'missionBegan');
  const scenarioOfMission = (id: string | undefined) => (id === undefined ? undefined : missionOf(id)?.scenario);
  let scenarioId = begun
    ? scenarioOfMission(view.played[view.played.indexOf(begun.mission) - 1])
    : view.scenario?.id ?? scenarioOfMission(view.played[view.played.length - 1]);
  const faces = new Map<string, Face>();
  if (!begun && view.scenario && view.scenario.id === scenarioId) {
    const flips = new Map<string, number>();
    for (const e of events) if (e.type === 'flipped') flips.set(e.at, (flips.get(e.at) ?? 0) + 1);
    for (const s of view.scenario.slots) faces.set(s.at, (flips.get(s.at) ?? 0) % 2 === 1 ? other(s.face) : s.face);
  }
  const scenario = (): Scenario | undefined => content?.scenarios.find((s) => s.id === scenarioId);
  const cardAt = (at: string) => scenario()?.cards.find((c) => c.at === at);
  const faceOf = (at: string): Face => faces.get(at) ?? 'front';
  const titleRef = (at: string, face: Face = faceOf(at)): LogName =>
    ({ gow: `face:${scenarioId}:${at}:${face}`, en: cardAt(at)?.[face].title ?? at });
  const enemyRef = (name: string): LogName => ({ gow: `enemy:${name}`, en: name });
  /** The enemy on a card (its shown face's; a card whose face is unknown: the face that has one). */
  const enemyAt = (at: string): LogName => {
    const c = cardAt(at);
    const name = c?.[faceOf(at)].enemy?.name ?? c?.[other(faceOf(at))].enemy?.name;
    return name ? enemyRef(name) : titleRef(at);
  };

  // ---- why a card turns: its own condition, the condition of a card whose group it is in, or an interaction
  // A group turns card after card: the first card's condition is every card's reason (`group`).
  let group: { places: readonly string[]; when: string; rune?: string } | null = null;
  const flipReason = (at: string, from: Face, interacted: boolean): { key: string; rune?: string } => {
    const own = cardAt(at)?.[from].flip;
    if (own && own.group.length > 1) group = { places: own.group, when: own.when, ...(own.rune ? { rune: own.rune } : {}) };
    const source = own && (own.group.length === 0 || own.group.includes(at)) ? own
      : group?.places.includes(at) ? group
      : scenario()?.cards.map((c) => c[faces.get(c.at) ?? 'front'].flip).find((f) => f?.group.includes(at));
    if (interacted && !(source && source.when !== 'rune' && source.when !== 'attacked')) return { key: 'interaction' };
    if (source) return { key: source.when, ...(source.rune ? { rune: source.rune } : {}) };
    return { key: 'effect' };
  };

  let rune: string | null = null;
  let interacted = false;
  let drawRun: { seat: number; n: number; ids: string[] } | null = null;
  const flushDraws = () => {
    if (!drawRun) return;
    const { seat, n, ids } = drawRun;
    const own = view.viewer === seat && ids.every((c) => c !== '');
    lines.push(withSeat(own
      ? { key: 'log.gow.drewOwn', params: { hero: heroOfSeat(seat), n, cards: cards(ids) } }
      : { key: 'log.gow.drew', params: { hero: heroOfSeat(seat), n } }, seat));
    drawRun = null;
  };
  const runeParams = () => (rune ? { Rune: msg(`gow.runeTitle.${rune}`) } : { Rune: '' });

  events.forEach((e, i) => {
    if (e.type === 'drew') {
      if (drawRun && drawRun.seat !== e.seat) flushDraws();
      drawRun ??= { seat: e.seat, n: 0, ids: [] };
      drawRun.n += e.cards.length;
      drawRun.ids.push(...e.cards);
      return;
    }
    // A Stun or Poison drawn happens inside the draw: told at once, the run goes on after it.
    if (e.type !== 'statusDrawn' && e.type !== 'heroHurt') flushDraws();
    const line = (key: string, params: Record<string, LogParam>, seat?: number) => { lines.push(withSeat({ key, params }, seat)); };
    switch (e.type) {
      case 'missionBegan': {
        scenarioId = missionOf(e.mission)?.scenario ?? scenarioId;
        faces.clear();
        // The first Mission is the pyramid's bottom one; the next ones are chosen by the first player.
        const key = e.boss ? 'log.gow.bossBegan' : view.played.indexOf(e.mission) > 0 ? 'log.gow.missionChosen' : 'log.gow.missionBegan';
        line(key, { mission: missionRef(e.mission), number: missionOf(e.mission)?.number ?? view.played.length, hero: heroOfSeat(view.first) }, e.boss || key === 'log.gow.missionChosen' ? view.first : undefined);
        for (const o of e.obstacles) {
          line('log.gow.obstacle', { mission: missionRef(o), text: { gow: `obstacle:${o}`, en: missionOf(o)?.obstacle.text ?? o } });
        }
        break;
      }
      case 'placed': case 'moved': {
        const key = `log.gow.${e.type}${e.back ? 'Back' : ''}`;
        line(key, { hero: figureName(e.figure), column: e.column + 1 }, seatOf(e.figure));
        break;
      }
      case 'statusDrawn': line(`log.gow.statusDrawn.${e.status}`, { hero: heroOfSeat(e.seat) }, e.seat); break;
      case 'played':
        if (e.as === 'defense') break; // told with the defense it makes
        line('log.gow.played', { hero: figureName(e.figure), cards: cards(e.ids), as: msg(`gow.kind.${e.as}`) }, e.seat);
        break;
      case 'rolled': line('log.gow.rolled', { n: e.face }); break;
      case 'enemyHit':
        line(e.damage > 0 ? 'log.gow.enemyHit' : 'log.gow.enemyMended', { enemy: enemyAt(e.at), damage: e.damage, left: e.health });
        break;
      case 'armorBroken': line('log.gow.armorBroken', { enemy: enemyAt(e.at), value: e.value }); break;
      case 'enemyStunned': line('log.gow.enemyStunned', { enemy: enemyAt(e.at) }); break;
      case 'enemyDefeated': line('log.gow.enemyDefeated', { enemy: enemyRef(e.name) }); break;
      case 'rage': {
        const f = view.figures.find((x) => x.id === e.figure);
        if (f && e.rage >= f.track) line('log.gow.rageFull', { hero: figureName(e.figure), rage: e.rage, track: f.track }, f.seat);
        break;
      }
      case 'rageUsed':
        line('log.gow.rageUsed', { hero: figureName(e.figure), ability: { gow: `rage:${e.figure}`, en: e.ability } }, seatOf(e.figure));
        break;
      case 'revealed': {
        rune = e.rune;
        const solo = !e.extra && view.seats.length === 1 && i > 0;
        const key = e.extra ? 'log.gow.revealedExtra' : solo ? 'log.gow.revealedSolo' : 'log.gow.revealed';
        line(key, { hero: heroOfSeat(e.seat), card: cardRef(e.card), rune: msg(`gow.rune.${e.rune}`) }, e.seat);
        break;
      }
      case 'activated': {
        rune = e.rune;
        const next = events[i + 1];
        const told = next && (next.type === 'enemyAttacks' || next.type === 'stunShaken') && next.at === e.at;
        if (!told) line('log.gow.activated', { ...runeParams(), title: titleRef(e.at) });
        break;
      }
      case 'stunShaken': line('log.gow.stunShaken', { ...runeParams(), enemy: enemyAt(e.at) }); break;
      case 'enemyAttacks':
        if (e.targets.length === 0) {
          const chooser = view.pending?.kind === 'tie' ? view.pending.seat : view.first;
          line('log.gow.enemyAttacksTie', { ...runeParams(), enemy: enemyAt(e.at), power: e.power, hero: heroOfSeat(chooser) });
        } else {
          line(`log.gow.enemyAttacks.${e.kind}`, { ...runeParams(), enemy: enemyAt(e.at), power: e.power, targets: { names: e.targets.map(figureName) } });
        }
        break;
      case 'defended': {
        const played = events.slice(0, i).reverse().find((x): x is Extract<GowEvent, { type: 'played' }> => x.type === 'played' && x.as === 'defense');
        line('log.gow.defended', { hero: figureName(e.figure), defense: e.defense, cards: cards(played?.ids ?? []) }, seatOf(e.figure));
        break;
      }
      case 'heroHurt': {
        const f = view.figures.find((x) => x.id === e.figure);
        // Mimir is never aimed at: an attack's damage on him is a blow he took for his carrier.
        const before = events[i - 1];
        const carried = content?.heroes.find((h) => h.figures.some((x) => x.id === e.figure))?.carried === true;
        if (carried && (before === undefined || before.type === 'defended' || before.type === 'enemyAttacks')) {
          line('log.gow.absorbed', { hero: figureName(e.figure), carrier: f?.carrier ? figureName(f.carrier) : { msg: 'log.gow.hisCarrier' } }, f?.seat);
        }
        line('log.gow.heroHurt', { hero: figureName(e.figure), damage: e.damage, left: Math.max(0, (f?.health ?? e.total) - e.total) }, f?.seat);
        break;
      }
      case 'warded': line('log.gow.warded', { hero: figureName(e.figure) }, seatOf(e.figure)); break;
      case 'healed': line('log.gow.healed', { hero: figureName(e.figure), n: e.amount }, seatOf(e.figure)); break;
      case 'exhausted': line('log.gow.exhausted', { hero: figureName(e.figure) }, seatOf(e.figure)); break;
      case 'statusGained': line(`log.gow.statusGained.${e.status}`, { hero: heroOfSeat(e.seat) }, e.seat); break;
      case 'flipped': {
        const from = other(e.face);
        const why = flipReason(e.at, from, interacted);
        const was: LogName = titleRef(e.at, from);
        faces.set(e.at, e.face);
        const title: LogName = { gow: `face:${scenarioId}:${e.at}:${e.face}`, en: e.title };
        line(`log.gow.flipped.${why.key}`, { was, title, ...(why.rune ? { rune: msg(`gow.rune.${why.rune}`) } : {}) });
        break;
      }
      case 'interacted':
        interacted = true;
        line('log.gow.interacted', { hero: figureName(e.figure), title: titleRef(e.at) }, seatOf(e.figure));
        break;
      case 'handLimit': line('log.gow.handLimit', { hero: heroOfSeat(e.seat), n: e.limit }, e.seat); break;
      case 'upgraded': line('log.gow.upgraded', { hero: heroOfSeat(e.seat), card: cardRef(e.card) }, e.seat); break;
      case 'removedCard': line('log.gow.removedCard', { hero: heroOfSeat(e.seat), card: cardRef(e.card) }, e.seat); break;
      case 'upgradesBurned': line('log.gow.upgradesBurned', { n: e.cards.length, cards: cards(e.cards) }); break;
      case 'missionWon': {
        const goal = missionOf(e.mission)?.victory;
        const kind = goal?.kind ?? 'allDefeated';
        const enemies: LogParam = { names: goal?.kind === 'defeat' ? goal.enemies.map(enemyRef) : [] };
        line(`log.gow.missionWon.${kind}`, { mission: missionRef(e.mission), enemies });
        break;
      }
      case 'roundBegan': line('log.gow.roundBegan', { round: e.round, hero: heroOfSeat(e.first) }, e.first); break;
      case 'gameOver': line(`log.gow.gameOver.${e.result.by}`, { n: e.result.round }); break;
      default: {
        const unknown: never = e; // a new engine event must be told here
        void unknown;
      }
    }
  });
  flushDraws();
  return lines;
}
