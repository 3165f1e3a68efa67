// What one seat (or the audience) may see: other hands, every deck and the reserve are counts only.
import { scoreSeat } from './scoring';
import { fieldCost, offered } from './values';
import { epicDuration } from './epics';
import { locate } from './zones';
import { seesPlace } from './visibility';
import type { Decision, GameResult, GameState, Phase, PlayedCard, Seat, Uid } from './types';

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
}
/** The markers on a public card. */
export interface MarkerView { uid: Uid; type: number; wound: boolean; freeze: 0 | 1 | 2; vp: number[] }
export interface EpicView extends CardRef { hourglasses: number; duration: number }
export interface GameView {
  /** The ruleset of the game (optional in the type: hand-made views stay valid; view() fills it). */
  mode?: 'classic' | 'coop';
  viewer: Seat | 'audience';
  phase: Phase;
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
}

export function view(state: GameState, viewer: Seat | 'audience', options: ViewOptions = {}): GameView {
  const refs = cardRefs(state.cards);
  const ref = (uid: Uid): CardRef => refs[uid];
  const pile = (name: keyof typeof PILE, uids: readonly Uid[], seat?: number) => pileRefs(state.cards, pileKey(name, seat), uids) as CardRef[];
  const d = state.pending;
  const markers: MarkerView[] = [];
  for (const k of Object.keys(state.markers)) { // faster than for…in on this sparse, integer-keyed record
    const uid = Number(k);
    if (isHidden(state, viewer, uid)) continue;
    const m = state.markers[uid];
    markers.push({ uid, type: state.cards[uid], wound: !!m.wound, freeze: m.freeze ?? 0, vp: [...(m.vp ?? [])] });
  }
  const epic = state.epic;
  return {
    mode: state.mode, viewer, phase: state.phase, active: state.active, firstSeat: state.firstSeat, turn: state.turn,
    clock: state.clock, finalRound: state.finalRound, reserveCount: state.reserve.length,
    field: state.field.map((u) => (u === null ? null : fieldCard(state, u))),
    fieldDiscard: pile('fieldDiscard', state.fieldDiscard),
    play: state.play.map((c) => playedView(c, state.cards[c.uid])),
    players: state.players.map((p) => {
      const seen: PlayerView = {
        seat: p.seat, hero: p.hero, handCount: p.hand.length, hand: viewer === p.seat ? pile('hand', p.hand, p.seat) : null,
        deckCount: p.deck.length, discard: pile('discard', p.discard, p.seat), destroyed: pile('destroyed', p.destroyed, p.seat), marked: pile('marked', p.marked, p.seat),
        armor: p.armor === null ? null : ref(p.armor), setAsideCount: p.setAside.length,
        relics: pile('relics', p.relics, p.seat), pillars: pile('pillars', p.pillars, p.seat),
        under: !state.under ? [] : p.relics.flatMap((r) => (state.under?.[r] ?? []).map((u) => ({ ...ref(u), relic: r }))), vpTokens: [...p.vpTokens], libra: p.libra, energy: p.energy,
        eliminated: !!p.eliminated,
      };
      if (options.scores) seen.vp = scoreSeat(state, p.seat).vp;
      return seen;
    }),
    pending: d === null ? null
      : d.seat === viewer ? { ...d, optionCards: d.kind === 'cards' ? d.options.map(ref) : [], ...(d.reveal ? { revealCards: d.reveal.map(ref) } : {}) }
        : { seat: d.seat, prompt: d.prompt },
    result: state.result,
    sets: setsOf(state),
    markers,
    epic: !epic || epic.current === null ? null
      : { ...ref(epic.current), hourglasses: epic.hourglasses, duration: epicDuration(state, epic.current) },
    epicDeckCount: epic?.deck.length ?? 0,
    epicsDone: pile('epicsDone', epic?.done ?? []),
    pillars: (state.expansion?.pillarsInPlay ?? []).map((u) => fieldCard(state, u)),
    targets: (state.targets ?? []).map((t) => ({ ...fieldCard(state, t.uid), to: t.to, ...(t.seats ? { seats: [...t.seats] } : {}) })),
    pillarsAsideCount: state.expansion?.pillarsAside.length ?? 0,
    libraLeft: state.expansion?.libra ?? 0,
    sapphires: state.expansion?.sapphires ?? 0,
  };
}
