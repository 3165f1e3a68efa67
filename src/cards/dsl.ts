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
  /** A field card that the controller may acquire: no field rule forbids it (restrictions.ts). */
  acquirable?: boolean;
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
  | { adjacent: true; where?: Filter }
  /** The top n cards of the reserve (Dante's Vaincu). */
  | { reserveTop: number; where?: Filter }
  /** The cards of every one of these selections, in order (Cristal: a card of your hand or in play). */
  | { any: Sel[]; where?: Filter }
  /** The nth card (from 0) of a selection, if there is one (Jamian: the two field cards he swaps). */
  | { nth: number; of: Sel };

export type Num = number | { count: Sel } | { distinctNames: Sel } | { vars: string }
  /** The opposite of a number: a reduction by a count (Daichi). */
  | { neg: Num };

export type Cond =
  | { exists: Sel; atLeast?: number }
  | { not: Cond }
  | { all: Cond[] }
  | { clock: 'even' | 'odd' }
  | { facing: 'first' | 'last' }
  | { any: Cond[] }
  /** The field card the source faces (matching `where`) may be acquired by that route: it has such a
   *  cost for the controller and no field rule forbids it (rulings sheet "Verrouillage"). */
  | { canAcquire: 'force' | 'cosmos'; where?: Filter }
  /** A variable holds at least one card or seat (a choice was possible and made). */
  | { chosen: string };

export type Dest = { zone: 'hand' | 'discard' | 'deckTop' | 'wounded' | 'destroyed' | 'fieldDiscard' | 'reserve'; of?: Who };

export type Op =
  /** `as` keeps the drawn cards in a variable (e.g. "reveal 3, then take the others into hand"). */
  | { op: 'draw'; n: Num; who?: Who; as?: string }
  | { op: 'choose'; from: Sel; min: number; max: number; as: string; who?: Who; prompt: string;
      /** Identical cards of one pile (hand, discard, …) are one option: choosing a type, not a copy. */
      byType?: boolean;
      /** Cards shown to the chooser only, with the options (Astérion looks at a hand). */
      reveal?: Sel }
  | { op: 'chooseSeat'; among: 'opponents' | 'players'; as: string; who?: Who; prompt: string;
      /** Only seats for which this holds, read with that seat as 'each'; none: the variable stays empty. */
      having?: Cond }
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
  | { op: 'call'; handler: string }
  /** Keeps the cards a selector gives now in a variable, without asking anyone. */
  | { op: 'let'; cards: Sel; as: string }
  /** The first card of `a` and the first of `b` trade places (two armors, two field slots, …). */
  | { op: 'swap'; a: Sel; b: Sel }
  /** These played cards must acquire the card they face by this route: they bring nothing else and
   *  cannot heal (rulings sheet "Verrouillage": Hyoga, Shun). */
  | { op: 'commit'; cards: Sel; by: 'force' | 'cosmos' }
  /** Every character the controller plays this turn, before or after, gains these values. */
  | { op: 'turnBonus'; force?: number; cosmos?: number }
  /** This turn, the active seat may acquire these field cards by Force for their Cosmos cost (Algethi). */
  | { op: 'grant'; cards: Sel; what: 'forceAtCosmosCost' };

/** Always-on effects, computed afresh whenever a value or a cost is read. */
export type Static =
  /** Values of played cards: the card itself, or the cards played beside it. */
  | { on: 'self' | 'beside'; where?: Filter; when?: Cond; force?: Num; cosmos?: Num; double?: boolean }
  /** Cost of this card while on the field, when at least one card facing it matches `facedBy`. */
  | { on: 'cost'; facedBy?: Filter; force?: number; cosmos?: number }
  /** A rule that holds for everyone while this card sits on the field. */
  | { on: 'field'; forbid: 'heal' }
  /** While this card is on the field, no other card matching `where` can be acquired, by any route (Kuraggu). */
  | { on: 'field'; forbid: 'acquire'; where?: Filter }
  /** While on the field, acquiring this card by Force ("fighting" it) needs this many characters
   *  facing it, or a card discarded from hand (Serpent des Mers, Dauphin). */
  | { on: 'field'; fight: { minCharacters?: number; discardFromHand?: number } }
  /** The cost of the field card this played card faces, when it matches `where` (Daichi). */
  | { on: 'faced'; where?: Filter; force?: Num; cosmos?: Num }
  /** Cards played beside this one (matching `where`), or that fought with it, cannot be wounded (Sho). */
  | { on: 'shield'; where?: Filter; against: 'wound' }
  /** A cost this card has, while on the field, only when at least one card facing it matches
   *  `facedBy` (Camus: Hyoga may acquire him for 8 Cosmos); the 6th slot and cost changes apply. */
  | { on: 'altCost'; facedBy: Filter; force?: number; cosmos?: number };

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
export const optional = (prompt: string, ops: Op[], who?: Who): Op => ({ op: 'optional', prompt, ops, ...(who ? { who } : {}) });
export const commit = (cards: Sel, by: 'force' | 'cosmos'): Op => ({ op: 'commit', cards, by });
