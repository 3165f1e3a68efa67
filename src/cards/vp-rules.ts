// Victory points that depend on the rest of a player's cards (rulebook "Vainqueur", the cards marked *).
import type { Filter } from './dsl';

export type VpRule =
  /** 1 VP per full group of `size` cards in the player's game or among their destroyed cards. */
  | { rule: 'perGroup'; of: 'game' | 'destroyed'; size: number }
  /** `base` VP, plus `bonus` for the player(s) with the most cards matching `most` (ties share it). */
  | { rule: 'mostBonus'; base: number; bonus: number; most: Filter }
  /** `vp` if the player owns at least one of these card types. */
  | { rule: 'ifOwn'; vp: number; typeIds: number[] }
  /** 1 VP per different name among the player's cards matching `where`. */
  | { rule: 'distinctNames'; where: Filter };

export const VP_RULES: Readonly<Record<number, VpRule>> = {
  16: { rule: 'perGroup', of: 'game', size: 10 }, // Athéna
  42: { rule: 'mostBonus', base: 3, bonus: 1, most: { classes: ['hero'] } }, // Marine de l'Aigle
  43: { rule: 'mostBonus', base: 3, bonus: 1, most: { classes: ['silverSaint'] } }, // Shaina d'Ophiuchus
  69: { rule: 'ifOwn', vp: 2, typeIds: [70] }, // Léda, with a Spica
  70: { rule: 'ifOwn', vp: 2, typeIds: [69] }, // Spica, with a Léda
  71: { rule: 'distinctNames', where: { classes: ['blackSaint'] } }, // Jango
  90: { rule: 'perGroup', of: 'destroyed', size: 5 }, // Jaki
};
