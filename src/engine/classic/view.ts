// What one seat (or the audience) may see: other hands, every deck and the reserve are counts only.
import { scoreSeat } from './scoring';
import { fieldCost, offered } from './values';
import { epicDuration } from './epics';
import { locate } from '../table/zones';
import { seesPlace } from '../table/visibility';
import type { Decision, GameResult, GameState, PlayedCard, Seat, Uid } from '../table/types';

export interface CardRef { uid: Uid; type: number }
/** A field card with what it costs the active seat now and what that seat brings against it. */
export interface FieldCardView extends CardRef {
  cost: { force: number | null; cosmos: number | null };
  offered: { force: number; cosmos: number };
}
export interface PlayerView {
  seat: Seat;
  hero: string;
  handCount: number;
  /** Only for the viewer's own seat. */
  hand: CardRef[] | null;
  deckCount: number;
  discard: CardRef[];
  destroyed: CardRef[];
  /** The marked area: wounded, frozen or token-carrying cards (see `markers` for which). */
  marked: CardRef[];
  armor: CardRef | null;
  setAsideCount: number;
  /** The score so far: only when the view was asked with `scores` (ViewOptions). */
  vp?: number;
  // Expansion facts: optional in the type (hand-made views stay valid), always filled by view().
  /** Relics in this player's area. */
  relics?: CardRef[];
  /** Pillars this player destroyed. */
  pillars?: CardRef[];
  /** Cards lying under this player's relics (Urne d'Athéna), with the relic each lies under. */
  under?: (CardRef & { relic: Uid })[];
  /** VP tokens collected (+1 / −1 each). */
  vpTokens?: number[];
  /** Libra weapons held. */
  libra?: number;
  /** Asgard energy (recorded only). */
  energy?: number;
  eliminated?: boolean;
  /** The card types in the viewer's own deck, sorted by type, never in the deck's order: only for the
   *  viewer's seat, and only when the view was asked with `ownDeck` (ViewOptions; the deck viewer). */
  deckTypes?: number[];
}
/** The markers on a public card. */
export interface MarkerView { uid: Uid; type: number; wound: boolean; freeze: 0 | 1 | 2; vp: number[] }
export interface EpicView extends CardRef { hourglasses: number; duration: number }
export interface GameView {
  /** The ruleset of the game (optional in the type: hand-made views stay valid; view() fills it). */
  mode?: GameState['mode'];
  viewer: Seat | 'audience';
  phase: GameState['phase'];
  active: Seat;
  firstSeat: Seat;
  turn: number;
  clock: number;
  finalRound: boolean;
  reserveCount: number;
  field: (FieldCardView | null)[];
  fieldDiscard: CardRef[];
  play: (PlayedCard & { type: number })[];
  players: PlayerView[];
  /** The full decision for the seat making it (with the cards it may see); who decides, for others. */
  pending: (Decision & { optionCards: CardRef[]; revealCards?: CardRef[] }) | { seat: Seat; prompt: string } | null;
  result: GameResult | null;
  // Expansion facts: optional in the type (hand-made views stay valid), always filled by view().
  /** The sets in this game (none: base only) and whether Epics are on. */
  sets?: string[];
  /** Markers on every public card: wounds, freezes (2, or 1 once flipped), VP tokens. */
  markers?: MarkerView[];
  /** The current Epic and its hourglasses; Epics left face down and those done. */
  epic?: EpicView | null;
  epicDeckCount?: number;
  epicsDone?: CardRef[];
  /** Revealed pillars, faceable, with their cost for the active seat. */
  pillars?: FieldCardView[];
  /** Cards offered to be faced outside the field (op offerTarget), with their cost for the active seat,
   *  where they go once acquired and who may face them (none: everyone). */
  targets?: (FieldCardView & { to: 'discard' | 'hand'; seats?: Seat[] })[];
  pillarsAsideCount?: number;
  /** Libra weapons left in the supply; Odin's sapphires. */
  libraLeft?: number;
  sapphires?: number;
}

function fieldCard(state: GameState, uid: Uid): FieldCardView {
  const seat = state.active;
  return {
    uid, type: state.cards[uid],
    cost: { force: fieldCost(state, uid, 'force', seat), cosmos: fieldCost(state, uid, 'cosmos', seat) },
    offered: { force: offered(state, seat, uid, 'force', false), cosmos: offered(state, seat, uid, 'cosmos', false) },
  };
}

/** A played card as views show it: built field by field (an object spread here was a tenth of a view). */
function playedView(c: PlayedCard, type: number): PlayedCard & { type: number } {
  const seen: PlayedCard & { type: number } = { uid: c.uid, seat: c.seat, facing: c.facing, type };
  if (c.lock) seen.lock = c.lock;
  return seen;
}

/** Whether `viewer` may not see this card (visibility.ts): face down, set aside, or in another hand. */
function isHidden(state: GameState, viewer: Seat | 'audience', uid: Uid): boolean {
  const at = locate(state, uid);
  return at !== null && !seesPlace(at, viewer);
}

/** One frozen CardRef per uid of a game, made once: a view lists every public card, and making a new
 *  object for each card on every view was most of its cost. */
const REFS = new WeakMap<readonly number[], readonly CardRef[]>();
function cardRefs(cards: readonly number[]): readonly CardRef[] {
  let refs = REFS.get(cards);
  if (!refs) REFS.set(cards, (refs = cards.map((type, uid) => Object.freeze({ uid, type }))));
  return refs;
}

/**
 * The CardRefs of a pile, as a frozen array reused from the last view while the pile holds the same
 * cards (most piles do not change from one move to the next; a view is read, never changed). `key`
 * names the pile within its game.
 */
const PILES = new WeakMap<readonly number[], Map<number, { uids: Uid[]; refs: readonly CardRef[] }>>();
function pileRefs(cards: readonly number[], key: number, uids: readonly Uid[]): readonly CardRef[] {
  let piles = PILES.get(cards);
  if (!piles) PILES.set(cards, (piles = new Map()));
  const last = piles.get(key);
  if (last && last.uids.length === uids.length && last.uids.every((u, i) => u === uids[i])) return last.refs;
  const refs = cardRefs(cards);
  const made = Object.freeze(uids.map((u) => refs[u]));
  piles.set(key, { uids: uids.slice(), refs: made });
  return made;
}
/** Pile keys: a table pile, or a player's (seat and pile). */
const PILE = { fieldDiscard: 0, epicsDone: 1, hand: 2, discard: 3, destroyed: 4, marked: 5, relics: 6, pillars: 7 } as const;
const pileKey = (pile: keyof typeof PILE, seat = -1) => (seat + 1) * 8 + PILE[pile];

/** The sets of a game as views list them, made once per setup. */
const SETS = new WeakMap<object, readonly string[]>();
function setsOf(state: GameState): string[] {
  let sets = SETS.get(state.setup);
  if (!sets) SETS.set(state.setup, (sets = Object.freeze([...(state.setup.sets ?? []), ...(state.setup.epics ? ['epics'] : [])])));
  return sets as string[];
}

export interface ViewOptions {
  /** Fill each player's `vp` (the score so far). Off by default: bots never read it and it is the
   *  costliest part of a view. */
  scores?: boolean;
  /** Fill the viewer's own `deckTypes` (what is in their deck, not its order: issue 25's deck viewer).
   *  Off by default, so the views saved games and bots read stay as they were. */
  ownDeck?: boolean;
}

export function view(state: GameState, viewer: Seat | 'audience', options: ViewOptions = {}): GameView {
  const epic = state.epic;
  return {
    mode: state.mode, viewer, phase: state.phase, active: state.active, firstSeat: state.firstSeat, turn: state.turn,
    clock: state.clock, finalRound: state.finalRound, reserveCount: state.reserve.length,
    field: fieldOf(state),
    fieldDiscard: tablePile(state, 'fieldDiscard', state.fieldDiscard),
    play: playOf(state),
    players: playersOf(state, viewer, options),
    pending: pendingOf(state, viewer),
    result: state.result,
    sets: setsOf(state),
    markers: markersOf(state, viewer),
    epic: epicOf(state),
    epicDeckCount: epic?.deck.length ?? 0,
    epicsDone: tablePile(state, 'epicsDone', epic?.done ?? []),
    pillars: pillarsOf(state),
    targets: targetsOf(state),
    pillarsAsideCount: state.expansion?.pillarsAside.length ?? 0,
    libraLeft: state.expansion?.libra ?? 0,
    sapphires: state.expansion?.sapphires ?? 0,
  };
}

// The parts of a view, each built alone: view() builds them all, lazyView() those that are read.
const tablePile = (state: GameState, name: keyof typeof PILE, uids: readonly Uid[], seat?: number) =>
  pileRefs(state.cards, pileKey(name, seat), uids) as CardRef[];

function markersOf(state: GameState, viewer: Seat | 'audience'): MarkerView[] {
  const markers: MarkerView[] = [];
  for (const k of Object.keys(state.markers)) { // faster than for…in on this sparse, integer-keyed record
    const uid = Number(k);
    if (isHidden(state, viewer, uid)) continue;
    const m = state.markers[uid];
    markers.push({ uid, type: state.cards[uid], wound: !!m.wound, freeze: m.freeze ?? 0, vp: [...(m.vp ?? [])] });
  }
  return markers;
}

function fieldOf(state: GameState, lazy = false): (FieldCardView | null)[] {
  const out: (FieldCardView | null)[] = [];
  for (const u of state.field) out.push(u === null ? null : lazy ? new LazyFieldCard(state, u) : fieldCard(state, u));
  return out;
}

/**
 * A field card of lazyView(): its cost and offer computed when first read. The greedy bot's choice of
 * an acquisition and its loop guard read only which cards are there; the costs and offers of the six
 * cards were a tenth of a bots' game. Serialised as fieldCard() is (same keys, same order).
 */
class LazyFieldCard implements FieldCardView {
  readonly type: number;
  #cost?: FieldCardView['cost'];
  #offered?: FieldCardView['offered'];
  constructor(private readonly state: GameState, readonly uid: Uid) { this.type = state.cards[uid]; }
  get cost() {
    const seat = this.state.active;
    return (this.#cost ??= { force: fieldCost(this.state, this.uid, 'force', seat), cosmos: fieldCost(this.state, this.uid, 'cosmos', seat) });
  }
  get offered() {
    const seat = this.state.active;
    return (this.#offered ??= { force: offered(this.state, seat, this.uid, 'force', false), cosmos: offered(this.state, seat, this.uid, 'cosmos', false) });
  }
  toJSON(): FieldCardView { return { uid: this.uid, type: this.type, cost: this.cost, offered: this.offered }; }
}

function playOf(state: GameState): (PlayedCard & { type: number })[] {
  const out: (PlayedCard & { type: number })[] = [];
  for (const c of state.play) out.push(playedView(c, state.cards[c.uid]));
  return out;
}

function playerView(state: GameState, p: GameState['players'][number], viewer: Seat | 'audience', options: ViewOptions): PlayerView {
  const refs = cardRefs(state.cards);
  const seen: PlayerView = {
    seat: p.seat, hero: p.hero, handCount: p.hand.length, hand: viewer === p.seat ? tablePile(state, 'hand', p.hand, p.seat) : null,
    deckCount: p.deck.length, discard: tablePile(state, 'discard', p.discard, p.seat), destroyed: tablePile(state, 'destroyed', p.destroyed, p.seat),
    marked: tablePile(state, 'marked', p.marked, p.seat),
    armor: p.armor === null ? null : refs[p.armor], setAsideCount: p.setAside.length,
    relics: tablePile(state, 'relics', p.relics, p.seat), pillars: tablePile(state, 'pillars', p.pillars, p.seat),
    under: underOf(state, p), vpTokens: [...p.vpTokens], libra: p.libra, energy: p.energy,
    eliminated: !!p.eliminated,
  };
  if (options.scores) seen.vp = scoreSeat(state, p.seat).vp;
  if (options.ownDeck && viewer === p.seat) seen.deckTypes = p.deck.map((u) => state.cards[u]).sort((a, b) => a - b);
  return seen;
}

function playersOf(state: GameState, viewer: Seat | 'audience', options: ViewOptions, lazy = false): PlayerView[] {
  const out: PlayerView[] = [];
  for (const p of state.players) out.push(lazy ? new LazyPlayerView(state, p, viewer) : playerView(state, p, viewer, options));
  return out;
}

/**
 * A player of lazyView(): counts and numbers read at once, each pile made when first read. The greedy
 * bot reads its own seat's hand, armor and marked cards; building every pile of every seat on each of
 * its moves was a twentieth of the allocations of a bots' game. Serialised as playerView() is (same
 * keys, same order; lazyView never fills `vp`).
 */
class LazyPlayerView implements PlayerView {
  readonly seat: Seat; readonly hero: string; readonly handCount: number; readonly deckCount: number;
  readonly armor: CardRef | null; readonly setAsideCount: number; readonly libra: number; readonly energy: number;
  readonly eliminated: boolean;
  #hand?: CardRef[] | null; #discard?: CardRef[]; #destroyed?: CardRef[]; #marked?: CardRef[];
  #relics?: CardRef[]; #pillars?: CardRef[]; #under?: (CardRef & { relic: Uid })[]; #vpTokens?: number[];
  constructor(private readonly state: GameState, private readonly p: GameState['players'][number], private readonly viewer: Seat | 'audience') {
    this.seat = p.seat; this.hero = p.hero; this.handCount = p.hand.length; this.deckCount = p.deck.length;
    this.armor = p.armor === null ? null : cardRefs(state.cards)[p.armor]; this.setAsideCount = p.setAside.length;
    this.libra = p.libra; this.energy = p.energy; this.eliminated = !!p.eliminated;
  }
  get hand() { return this.#hand !== undefined ? this.#hand : (this.#hand = this.viewer === this.p.seat ? tablePile(this.state, 'hand', this.p.hand, this.p.seat) : null); }
  get discard() { return (this.#discard ??= tablePile(this.state, 'discard', this.p.discard, this.p.seat)); }
  get destroyed() { return (this.#destroyed ??= tablePile(this.state, 'destroyed', this.p.destroyed, this.p.seat)); }
  get marked() { return (this.#marked ??= tablePile(this.state, 'marked', this.p.marked, this.p.seat)); }
  get relics() { return (this.#relics ??= tablePile(this.state, 'relics', this.p.relics, this.p.seat)); }
  get pillars() { return (this.#pillars ??= tablePile(this.state, 'pillars', this.p.pillars, this.p.seat)); }
  get under() { return (this.#under ??= underOf(this.state, this.p)); }
  get vpTokens() { return (this.#vpTokens ??= [...this.p.vpTokens]); }
  toJSON(): PlayerView {
    return {
      seat: this.seat, hero: this.hero, handCount: this.handCount, hand: this.hand, deckCount: this.deckCount, discard: this.discard,
      destroyed: this.destroyed, marked: this.marked, armor: this.armor, setAsideCount: this.setAsideCount, relics: this.relics,
      pillars: this.pillars, under: this.under, vpTokens: this.vpTokens, libra: this.libra, energy: this.energy, eliminated: this.eliminated,
    };
  }
}

/** The cards under a player's relics (Urne d'Athéna), each with its relic. */
function underOf(state: GameState, p: GameState['players'][number]): (CardRef & { relic: Uid })[] {
  const refs = cardRefs(state.cards);
  return !state.under ? [] : p.relics.flatMap((r) => (state.under?.[r] ?? []).map((u) => ({ ...refs[u], relic: r })));
}

function pendingOf(state: GameState, viewer: Seat | 'audience'): GameView['pending'] {
  const d = state.pending;
  if (d === null) return null;
  if (d.seat !== viewer) return { seat: d.seat, prompt: d.prompt };
  const refs = cardRefs(state.cards);
  return { ...d, optionCards: d.kind === 'cards' ? d.options.map((u) => refs[u]) : [], ...(d.reveal ? { revealCards: d.reveal.map((u) => refs[u]) } : {}) };
}

function epicOf(state: GameState): EpicView | null {
  const epic = state.epic;
  if (!epic || epic.current === null) return null;
  return { ...cardRefs(state.cards)[epic.current], hourglasses: epic.hourglasses, duration: epicDuration(state, epic.current) };
}

function pillarsOf(state: GameState): FieldCardView[] {
  const out: FieldCardView[] = [];
  for (const u of state.expansion?.pillarsInPlay ?? []) out.push(fieldCard(state, u));
  return out;
}

function targetsOf(state: GameState): NonNullable<GameView['targets']> {
  const out: NonNullable<GameView['targets']> = [];
  for (const t of state.targets ?? []) out.push({ ...fieldCard(state, t.uid), to: t.to, ...(t.seats ? { seats: [...t.seats] } : {}) });
  return out;
}

/**
 * The view of view(), each costly part built the first time it is read and kept: a bot reads a few
 * parts (the greedy one its own seat, the field and what is played), and for most moves none (an answer
 * to a decision is picked from the legal list alone), while a full view was a fifth of a bots' game.
 * It reads the state when a part is first asked: use it before the state changes (the bots' loop asks
 * it, decides, then applies).
 */
export function lazyView(state: GameState, viewer: Seat | 'audience'): GameView {
  return new LazyView(state, viewer);
}

class LazyView implements GameView {
  readonly mode: GameView['mode'];
  readonly phase: GameState['phase'];
  readonly active: Seat;
  readonly firstSeat: Seat;
  readonly turn: number;
  readonly clock: number;
  readonly finalRound: boolean;
  readonly reserveCount: number;
  readonly result: GameResult | null;
  readonly epicDeckCount: number;
  readonly pillarsAsideCount: number;
  readonly libraLeft: number;
  readonly sapphires: number;
  #field?: GameView['field'];
  #fieldDiscard?: CardRef[];
  #play?: GameView['play'];
  #players?: PlayerView[];
  #pending?: GameView['pending'];
  #markers?: MarkerView[];
  #epic?: EpicView | null;
  #epicsDone?: CardRef[];
  #pillars?: FieldCardView[];
  #targets?: GameView['targets'];
  constructor(private readonly state: GameState, readonly viewer: Seat | 'audience') {
    this.mode = state.mode; this.phase = state.phase; this.active = state.active; this.firstSeat = state.firstSeat;
    this.turn = state.turn; this.clock = state.clock; this.finalRound = state.finalRound; this.reserveCount = state.reserve.length;
    this.result = state.result; this.epicDeckCount = state.epic?.deck.length ?? 0;
    this.pillarsAsideCount = state.expansion?.pillarsAside.length ?? 0; this.libraLeft = state.expansion?.libra ?? 0;
    this.sapphires = state.expansion?.sapphires ?? 0;
  }
  get field() { return (this.#field ??= fieldOf(this.state, true)); }
  get fieldDiscard() { return (this.#fieldDiscard ??= tablePile(this.state, 'fieldDiscard', this.state.fieldDiscard)); }
  get play() { return (this.#play ??= playOf(this.state)); }
  get players() { return (this.#players ??= playersOf(this.state, this.viewer, {}, true)); }
  get pending() { return this.#pending === undefined ? (this.#pending = pendingOf(this.state, this.viewer)) : this.#pending; }
  get sets() { return setsOf(this.state); }
  get markers() { return (this.#markers ??= markersOf(this.state, this.viewer)); }
  get epic() { return this.#epic === undefined ? (this.#epic = epicOf(this.state)) : this.#epic; }
  get epicsDone() { return (this.#epicsDone ??= tablePile(this.state, 'epicsDone', this.state.epic?.done ?? [])); }
  get pillars() { return (this.#pillars ??= pillarsOf(this.state)); }
  get targets() { return (this.#targets ??= targetsOf(this.state)); }
}
