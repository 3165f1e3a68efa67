// What the cooperative board shows and offers, from the engine's coop view for one seat and that
// seat's legal actions. The card part (hand, the faced top, decisions, panels) is the classic table's
// model; the board part (piles, pillars, pawns, water, the Main Breadwinner, the preview) and the
// board's own offers (move, give, take a turn) are added. No rule is computed: every offer is a legal
// action, taken as is.
import type { BoardView, CardRef, CoopAction, CoopView, FloodPreviewStep, PoseidonVpParts, Seat, Side, Uid } from '../../../src/engine';
import { buildTableModel, type SlotModel, type TableModel } from '../table-model';

/** Poseidon's hand: the top five cards of the Main Breadwinner. */
export const POSEIDON_HAND = 5;

export interface PileModel {
  pile: number;
  /** The face-up top (the field card of this pile), with what the hero in turn brings against it. */
  top: SlotModel | null;
  hidden: number;
  pillar: BoardView['piles'][number]['pillar'];
  /** The revealed pillar as a card that can be faced, when it can be. */
  pillarSlot: SlotModel | null;
  heroes: Seat[];
  /** The viewer's hero can move here: one move per hand card that may pay for it. */
  moves: Extract<CoopAction, { type: 'move' }>[];
  /** What Poseidon will do here in his next phase (null: the pawn will not cross it). */
  preview: FloodPreviewStep | null;
}

export interface HeroModel {
  seat: Seat; hero: string; at: number; isBot: boolean;
  /** Has played this round; is playing now. */
  played: boolean; inTurn: boolean;
  /** The table may pick this hero to play next (the takeTurn action). */
  pick: CoopAction | null;
  /** Cards the viewer's hero may give this hero now (one give action per card). */
  gifts: Extract<CoopAction, { type: 'give' }>[];
  /** This hero's hand when the table plays with open hands (null: hidden). */
  hand: CardRef[] | null;
}

export interface CoopModel {
  table: TableModel;
  round: number;
  difficulty: BoardView['difficulty'];
  pawn: number;
  water: number;
  waterTop: number;
  piles: PileModel[];
  heroes: HeroModel[];
  breadwinner: CardRef[];
  poseidonHand: CardRef[];
  poseidonMarked: CardRef[];
  poseidonVp: PoseidonVpParts;
  toAct: Side | null;
  /** A hero's turn is under way. */
  inTurn: boolean;
  /** The seat whose turn it is (meaningful while inTurn). */
  active: Seat;
  /** The crossings of the next Poseidon phase, in order. */
  preview: FloodPreviewStep[];
}

export function buildCoopModel(view: CoopView, legal: CoopAction[], bots: boolean[], openHands: (seat: Seat) => CardRef[] | null): CoopModel {
  const b = view.board;
  const table = buildTableModel(view, legal as Parameters<typeof buildTableModel>[1], bots);
  const moves = legal.filter((a): a is Extract<CoopAction, { type: 'move' }> => a.type === 'move');
  const gives = legal.filter((a): a is Extract<CoopAction, { type: 'give' }> => a.type === 'give');
  const picks = legal.filter((a): a is Extract<CoopAction, { type: 'takeTurn' }> => a.type === 'takeTurn');
  const pillarSlots = table.expansion?.pillars ?? [];
  const piles: PileModel[] = b.piles.map((p, pile) => ({
    pile,
    top: table.field[pile]?.uid === null || !table.field[pile] ? null : table.field[pile],
    hidden: p.hidden,
    pillar: p.pillar,
    pillarSlot: pillarSlots.find((s) => s.uid === p.pillar.uid) ?? null,
    heroes: b.heroAt.flatMap((at, seat) => (at === pile ? [seat] : [])),
    moves: moves.filter((m) => m.to === pile),
    preview: b.preview.find((s) => s.pile === pile) ?? null,
  }));
  const heroes: HeroModel[] = view.players.map((p) => ({
    seat: p.seat, hero: p.hero, at: b.heroAt[p.seat], isBot: bots[p.seat] ?? false,
    played: b.played.includes(p.seat), inTurn: b.inTurn && view.active === p.seat,
    pick: picks.find((a) => a.seat === p.seat) ?? null,
    gifts: gives.filter((g) => g.to === p.seat),
    hand: p.seat === view.viewer ? null : openHands(p.seat),
  }));
  return {
    table, round: b.round, difficulty: b.difficulty, pawn: b.pawn, water: b.water, waterTop: b.waterTop,
    piles, heroes, breadwinner: b.breadwinner, poseidonHand: b.breadwinner.slice(-POSEIDON_HAND),
    poseidonMarked: b.poseidonMarked, poseidonVp: b.poseidonVp, toAct: b.toAct, inTurn: b.inTurn, active: view.active,
    preview: b.preview,
  };
}

/** Every card the board may show face up, by uid (to find a card's type from its uid). */
export function coopCardTypes(m: CoopModel): Map<Uid, number> {
  const out = new Map<Uid, number>();
  const add = (c: { uid: Uid | null; type: number | null } | null | undefined) => { if (c && c.uid !== null && c.type !== null) out.set(c.uid, c.type); };
  for (const p of m.piles) { add(p.top); add(p.pillar); }
  for (const c of [...m.breadwinner, ...m.poseidonMarked, ...(m.table.hand ?? [])]) add(c);
  for (const p of m.table.players) for (const c of [...p.discard, ...p.wounded, ...(p.armor ? [p.armor] : [])]) add(c);
  for (const h of m.heroes) for (const c of h.hand ?? []) add(c);
  return out;
}
