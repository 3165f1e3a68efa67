// Victory points that depend on the rest of a player's cards (rulebook "Vainqueur", the cards marked *),
// and the VP of the Poseidon pillars (face B: 2 VP plus a bonus), kept by the player who destroyed them.
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

const character: Filter = { kind: ['character'] };
const saint: Filter = { saint: true };

export const VP_RULES: Readonly<Record<number, VpRule>> = {
  16: { rule: 'perGroup', of: 'game', size: 10 }, // Athéna
  42: { rule: 'mostBonus', base: 3, bonus: 1, most: { classes: ['hero'] } }, // Marine de l'Aigle
  43: { rule: 'mostBonus', base: 3, bonus: 1, most: { classes: ['silverSaint'] } }, // Shaina d'Ophiuchus
  69: { rule: 'ifOwn', vp: 2, typeIds: [70] }, // Léda, with a Spica
  70: { rule: 'ifOwn', vp: 2, typeIds: [69] }, // Spica, with a Léda
  71: { rule: 'distinctNames', where: { classes: ['blackSaint'] } }, // Jango
  90: { rule: 'perGroup', of: 'destroyed', size: 5 }, // Jaki
  // Pillars (face B). "Marina" reads both Marina classes (Marina, Général Marina): docs/expansions.md.
  2038: { rule: 'perCard', base: 2, per: 1, of: 'game', where: { classes: ['marina', 'marinaGeneral'] } }, // Atlantique Nord: per Marina
  2039: { rule: 'distinctNames', base: 2, where: { ...saint, rank: ['common'] } }, // Atlantique Sud: per different common Saint
  2040: { rule: 'mostMarked', base: 2 }, // Arctique: +1 per player to the player with the most marked cards
  2041: { rule: 'perCard', base: 2, per: 1, of: 'destroyed', where: saint }, // Antarctique: per destroyed Saint
  2042: { rule: 'markedAtLeast', base: 2, bonus: 3, atLeast: 5, where: character }, // Indien: 5 marked characters
  2043: { rule: 'perCard', base: 2, per: 1, of: 'game', where: { kind: ['armor'], rank: ['rare'] } }, // Pacifique Sud: per rare armor
  2044: { rule: 'perCard', base: 2, per: 1, of: 'game', where: { ...character, rank: ['veryRare'] } }, // Pacifique Nord: per very rare character
  1014: { rule: 'perCard', base: 0, per: 2, of: 'game', where: { typeIds: [1015, 1016, 1017, 1018, 1019, 1020, 1021, 1022] } }, // Hilda: 2 per God Robe
};
