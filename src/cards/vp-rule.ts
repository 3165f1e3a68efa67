// The shapes of the VP rules (cards/vp.ts): victory points that depend on the rest of a player's cards.
import type { Filter } from './dsl';

export type VpRule =
  /** 1 VP per full group of `size` cards in the player's game or among their destroyed cards. */
  | { rule: 'perGroup'; of: 'game' | 'destroyed'; size: number }
  /** `base` VP, plus `bonus` for the player(s) with the most cards matching `most` (ties share it). */
  | { rule: 'mostBonus'; base: number; bonus: number; most: Filter }
  /** `vp` if the player owns at least one of these card types. */
  | { rule: 'ifOwn'; vp: number; typeIds: number[] }
  /** 1 VP per different name among the player's cards matching `where`. */
  | { rule: 'distinctNames'; where: Filter; base?: number }
  /** `base` VP plus `per` VP for each card matching `where` among the player's game or destroyed cards. */
  | { rule: 'perCard'; base: number; per: number; of: 'game' | 'destroyed'; where: Filter }
  /** `base` VP, plus 1 VP per player in the game for the player(s) with the most marked cards. */
  | { rule: 'mostMarked'; base: number }
  /** `base` VP, plus `bonus` with at least `atLeast` marked cards matching `where`. */
  | { rule: 'markedAtLeast'; base: number; bonus: number; atLeast: number; where?: Filter };
