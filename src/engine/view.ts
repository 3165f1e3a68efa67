// What one seat (or the audience) may see: other hands, every deck and the reserve are counts only.
import { scoreSeat } from './scoring';
import { fieldCost, offered } from './values';
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
  wounded: CardRef[];
  armor: CardRef | null;
  setAsideCount: number;
  vp: number;
}
export interface GameView {
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
}

function fieldCard(state: GameState, uid: Uid): FieldCardView {
  const seat = state.active;
  return {
    uid, type: state.cards[uid],
    cost: { force: fieldCost(state, uid, 'force', seat), cosmos: fieldCost(state, uid, 'cosmos', seat) },
    offered: { force: offered(state, seat, uid, 'force', false), cosmos: offered(state, seat, uid, 'cosmos', false) },
  };
}

export function view(state: GameState, viewer: Seat | 'audience'): GameView {
  const ref = (uid: Uid): CardRef => ({ uid, type: state.cards[uid] });
  const d = state.pending;
  return {
    viewer, phase: state.phase, active: state.active, firstSeat: state.firstSeat, turn: state.turn,
    clock: state.clock, finalRound: state.finalRound, reserveCount: state.reserve.length,
    field: state.field.map((u) => (u === null ? null : fieldCard(state, u))),
    fieldDiscard: state.fieldDiscard.map(ref),
    play: state.play.map((c) => ({ ...c, type: state.cards[c.uid] })),
    players: state.players.map((p) => ({
      seat: p.seat, hero: p.hero, handCount: p.hand.length, hand: viewer === p.seat ? p.hand.map(ref) : null,
      deckCount: p.deck.length, discard: p.discard.map(ref), destroyed: p.destroyed.map(ref), wounded: p.wounded.map(ref),
      armor: p.armor === null ? null : ref(p.armor), setAsideCount: p.setAside.length, vp: scoreSeat(state, p.seat).vp,
    })),
    pending: d === null ? null
      : d.seat === viewer ? { ...d, optionCards: d.kind === 'cards' ? d.options.map(ref) : [], ...(d.reveal ? { revealCards: d.reveal.map(ref) } : {}) }
        : { seat: d.seat, prompt: d.prompt },
    result: state.result,
  };
}
