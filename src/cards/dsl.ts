// The card language: plain JSON data that the engine interprets (src/engine/effects).
// Builders at the bottom keep the card scripts short; everything they return is serialisable.
import type { CardClass, CardKind, HeroName, Rank } from './types';

/** Whose zone, or who acts: the card's controller, the active player, the player of the current
 *  forEach iteration, or a seat chosen earlier (stored in a variable). */
export type Who = 'me' | 'active' | 'each' | { seatVar: string };
export type Zone =
  | 'hand' | 'deck' | 'discard' | 'wounded' | 'destroyed' | 'armor' | 'setAside' | 'play'
  | 'field' | 'fieldDiscard' | 'reserve';
export const PLAYER_ZONES: readonly Zone[] = ['hand', 'deck', 'discard', 'wounded', 'destroyed', 'armor', 'setAside', 'play'];

export interface Filter {
  kind?: CardKind[];
  /** Any of these classes. */
  classes?: CardClass[];
  rank?: Rank[];
  heroName?: HeroName;
  typeIds?: number[];
  /** A Saint ("Chevalier") of any kind. */
  saint?: boolean;
  hasCosmos?: boolean;
  notSelf?: boolean;
  notTypeIds?: number[];
}

export type Sel =
  | { zone: Zone; of?: Who | 'opponents' | 'all'; where?: Filter }
  | { var: string; where?: Filter }
  | { self: true }
  /** The cards that were used to acquire the source card (its Vaincu). */
  | { fighters: true; where?: Filter }
  /** Cards played facing the same field card as the source. */
  | { beside: true; where?: Filter }
  /** Field cards next to the source card's slot. */
  | { adjacent: true; where?: Filter };

export type Num = number | { count: Sel } | { distinctNames: Sel } | { vars: string };

export type Cond =
  | { exists: Sel; atLeast?: number }
  | { not: Cond }
  | { all: Cond[] }
  | { clock: 'even' | 'odd' }
  | { facing: 'first' | 'last' };

export type Dest = { zone: 'hand' | 'discard' | 'deckTop' | 'wounded' | 'destroyed' | 'fieldDiscard' | 'reserve'; of?: Who };

export type Op =
  | { op: 'draw'; n: Num; who?: Who }
  | { op: 'choose'; from: Sel; min: number; max: number; as: string; who?: Who; prompt: string }
  | { op: 'chooseSeat'; among: 'opponents' | 'players'; as: string; who?: Who; prompt: string }
  | { op: 'optional'; prompt: string; who?: Who; ops: Op[] }
  | { op: 'move'; cards: Sel; to: Dest; how?: 'acquire' | 'remove' }
  | { op: 'wound'; cards: Sel }
  | { op: 'heal'; cards: Sel }
  | { op: 'destroy'; cards: Sel }
  | { op: 'discard'; cards: Sel }
  | { op: 'removeFlames'; n: number }
  | { op: 'refillField' }
  | { op: 'shuffle'; what: 'deck' | 'discardIntoDeck' | 'reserve'; who?: Who }
  | { op: 'if'; cond: Cond; then: Op[]; else?: Op[] }
  | { op: 'forEach'; players: 'opponents' | 'all'; ops: Op[] }
  | { op: 'modify'; cards: Sel; force?: Num; cosmos?: Num }
  | { op: 'costMod'; cards: Sel; force?: number; cosmos?: number }
  | { op: 'call'; handler: string };

/** Always-on effects, computed afresh whenever a value or a cost is read. */
export type Static =
  /** Values of played cards: the card itself, or the cards played beside it. */
  | { on: 'self' | 'beside'; where?: Filter; when?: Cond; force?: Num; cosmos?: Num; double?: boolean }
  /** Cost of this card while on the field, when at least one card facing it matches `facedBy`. */
  | { on: 'cost'; facedBy?: Filter; force?: number; cosmos?: number }
  /** A rule that holds for everyone while this card sits on the field. */
  | { on: 'field'; forbid: 'heal' };

export type Activation = 'discard' | 'wound' | 'destroy';

export interface CardScript {
  id: number;
  statics?: Static[];
  play?: Op[];
  activate?: { cost: Activation; ops: Op[] };
  defeated?: Op[];
  arrival?: Op[];
}

// ——— builders ———
export const script = (id: number, parts: Omit<CardScript, 'id'>): CardScript => ({ id, ...parts });
export const draw = (n: Num, who?: Who): Op => ({ op: 'draw', n, ...(who ? { who } : {}) });
export const removeFlames = (n: number): Op => ({ op: 'removeFlames', n });
export const when = (cond: Cond, then: Op[], otherwise?: Op[]): Op => ({ op: 'if', cond, then, ...(otherwise ? { else: otherwise } : {}) });
export const each = (players: 'opponents' | 'all', ops: Op[]): Op => ({ op: 'forEach', players, ops });
export const mine = (zone: Zone, where?: Filter): Sel => ({ zone, of: 'me', ...(where ? { where } : {}) });
export const theirs = (zone: Zone, where?: Filter): Sel => ({ zone, of: 'each', ...(where ? { where } : {}) });
export const onField = (where?: Filter): Sel => ({ zone: 'field', ...(where ? { where } : {}) });
export const chosen = (name: string): Sel => ({ var: name });
export const exists = (sel: Sel, atLeast = 1): Cond => ({ exists: sel, atLeast });
export const choose = (from: Sel, as: string, prompt: string, min = 1, max = 1, who?: Who): Op =>
  ({ op: 'choose', from, min, max, as, prompt, ...(who ? { who } : {}) });
export const cls = (...classes: CardClass[]): Filter => ({ classes });
