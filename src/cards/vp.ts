// A card's victory points, in one place: printed (card-data.json `vp`), by a rule for the cards whose
// VP depend on the rest of a player's cards (rulebook "Vainqueur", the cards marked *) and for the
// Poseidon pillars (face B: 2 VP plus a bonus, kept by the player who destroyed them), and the bots'
// hint of what a rule card is worth. Three readers fall back differently when no VP is printed, on
// purpose (one fallback for all would change Poseidon's score and the bots' choices): each has its
// named function below.
import { cardType } from './index';
import { MODULE_VP_RULES, MODULE_WORTH_HINTS } from './families';
import type { VpRule } from './vp-rule';

export type { VpRule };

/** The VP rules, written in the modules of the cards that score by one (families/). */
export const VP_RULES: Readonly<Record<number, VpRule>> = MODULE_VP_RULES;

/** What a card that scores by a rule is worth to the bots (a fair middle guess), written beside its rule
 *  in its module. Every card with a VP rule needs one, or a bot reads its VP as 1 and undervalues it:
 *  the card lint checks it (sim/card-lint.ts lintVpWorth). */
export const WORTH_HINTS: Readonly<Record<number, number>> = MODULE_WORTH_HINTS;

/** Classic scoring, for a card with no VP rule: its printed VP, or none. */
export const printedVp = (type: number): number => cardType(type).vp ?? 0;

/** Poseidon's VP for a card (the cooperative end and his weighing of cards): printed, or the base of its
 *  VP rule, since he has no game of his own for the rule to count (Athéna, Léda, Spica, Jango, Jaki and
 *  Hilda: 0), or none. */
export const poseidonVp = (type: number): number =>
  cardType(type).vp ?? (VP_RULES[type] as { base?: number } | undefined)?.base ?? 0;

/** The bots' reading of a card's VP: printed, or the worth hint of its rule, or 1. */
export const hintedVp = (type: number): number => cardType(type).vp ?? WORTH_HINTS[type] ?? 1;
