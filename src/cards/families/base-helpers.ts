// Shared shorthands of the base card scripts.
import type { CardScript, Filter, Op } from '../dsl';
import type { Rank } from '../types';

export const character: Filter = { kind: ['character'] };
export const upgrade: CardScript['activate'] = { cost: 'discard', ops: [{ op: 'call', handler: 'upgradeHero' }] };
export const fighters = (where?: Filter) => ({ fighters: true as const, ...(where ? { where } : {}) });
/** "Jouer aux côtés": a bonus to the named hero's cards played facing the same field card. */
export const besideHero = (heroName: Filter['heroName'], cosmos: number) =>
  ({ on: 'beside' as const, where: { heroName }, cosmos });
/** "Blesser tous les Personnages utilisés pour le combattre": characters only, never an armor used with them. */
export const woundAll = (where?: Filter): Op => ({ op: 'wound', cards: fighters({ ...character, ...where }) });
/** Remove the cards of these ranks from the field, then complete it right to left, Arrivals
 *  interrupting the completion (rulings sheet "Compléter"; Capricorn armor 27, Moses 49, Docrates 61). */
export const clearField = (...rank: Rank[]): Op[] => [{ op: 'move', cards: { zone: 'field', where: { rank } }, to: { zone: 'fieldDiscard' } }, { op: 'refillField' }];
