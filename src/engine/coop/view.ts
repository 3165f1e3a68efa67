// What one seat (or the audience) may see of a cooperative game: the classic table's view (hands,
// play area, field = the piles' face-up tops) and the board: piles, pillars, flood pawn, water, the Main
// Breadwinner (face up, public) and the heroes' pawns, with what the next Poseidon phase will do.
import type { Viewer } from '../core/ruleset';
import type { CardRef, GameView } from '../classic/view';
import { view as tableView, type ViewOptions } from '../classic/view';
import { poseidonSeat } from './sides';
import type { Seat, Side } from '../table/types';
import { poseidonVpParts, type PoseidonVpParts } from './end';
import { toAct } from './legal';
import { quietRounds } from './quiet';
import { previewPoseidon, type FloodPreviewStep } from './preview';
import type { CoopResult, CoopState, Difficulty } from './types';

export interface PileView {
  /** Face-down cards under the face-up top (the top itself is `field[pile]`). */
  hidden: number;
  /** The pillar of this side (public: face A shows from the start) and where it stands. */
  pillar: CardRef & { status: 'hidden' | 'revealed' | 'destroyed' };
}

export interface BoardView {
  difficulty: Difficulty;
  pawn: number;
  water: number;
  waterTop: number;
  piles: PileView[];
  /** The Main Breadwinner, bottom first: its last five cards are Poseidon's hand. */
  breadwinner: CardRef[];
  /** Poseidon's marked cards (wounded or frozen by the heroes' effects) and his VP tokens. */
  poseidonMarked: CardRef[];
  /** Poseidon's VP now, by source (the final count if the water reached the top now). */
  poseidonVp: PoseidonVpParts;
  heroAt: number[];
  played: Seat[];
  givenTo: Seat[];
  inTurn: boolean;
  round: number;
  /** The full rounds in a row in which the heroes changed nothing (quiet.ts). */
  quietRounds: number;
  toAct: Side | null;
  preview: FloodPreviewStep[];
  /** Poseidon's choice when the table makes it by hand (RULING-10), shown to everyone. */
  poseidonDecision: Pending | null;
}

export type CoopView = GameView & { mode: 'coop'; board: BoardView; result: CoopResult | null };
type Pending = Extract<GameView['pending'], { optionCards: unknown }>;

/** A cooperative view's options: the table's, and open hands (table talk is normal in a cooperative
 *  game: a table may show every hero's hand; decks, face-down piles and the reserve stay hidden). */
export interface CoopViewOptions extends ViewOptions {
  openHands?: boolean;
}

export function coopView(state: CoopState, viewer: Viewer, options: CoopViewOptions = {}): CoopView {
  const seen = tableView(state, typeof viewer === 'number' ? viewer : 'audience', options);
  const table = options.openHands
    ? { ...seen, players: seen.players.map((p, seat) => (p.hand ? p : { ...p, hand: state.players[seat].hand.map((uid) => ({ uid, type: state.cards[uid] })) })) }
    : seen;
  const b = state.board;
  const destroyedBy = (uid: number) => state.players.some((p) => p.pillars.includes(uid));
  const d = state.pending;
  return {
    ...table,
    // The same result as the table's (its key keeps its place), typed with the cooperative outcome.
    result: state.result,
    mode: 'coop',
    board: {
      difficulty: b.difficulty, pawn: b.pawn, water: b.water, waterTop: b.waterTop,
      piles: b.piles.map((down, pile) => {
        const uid = b.pillars[pile];
        const status = b.pillarSide[pile].length ? 'hidden' : destroyedBy(uid) ? 'destroyed' : 'revealed';
        return { hidden: down.length, pillar: { uid, type: state.cards[uid], status } };
      }),
      breadwinner: b.breadwinner.map((uid) => ({ uid, type: state.cards[uid] })),
      poseidonMarked: b.poseidon.marked.map((uid) => ({ uid, type: state.cards[uid] })),
      poseidonVp: poseidonVpParts(state),
      heroAt: [...b.heroAt], played: [...b.played], givenTo: [...b.givenTo], inTurn: b.inTurn, round: b.round, quietRounds: quietRounds(state),
      toAct: toAct(state),
      preview: state.phase === 'gameOver' ? [] : previewPoseidon(state),
      poseidonDecision: d && d.seat === poseidonSeat(state)
        ? { ...d, optionCards: d.kind === 'cards' ? d.options.map((uid) => ({ uid, type: state.cards[uid] })) : [] } : null,
    },
  };
}
