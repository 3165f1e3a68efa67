// Shared shorthands of the base card scripts.
import type { CardScript, Filter, Op, Sel, Who } from '../dsl';
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

// The ops the Silver Saints and the reserve cards (42–90) are written with.
/** One card among interchangeable copies: one option per card type and pile, asked only when it matters. */
export const pick = (from: Sel, as: string, prompt: string, who?: Who): Op =>
  ({ op: 'choose', from, min: 1, max: 1, as, prompt, byType: true, ...(who ? { who } : {}) });
export const destroy = (cards: Sel): Op => ({ op: 'destroy', cards });
export const wound = (cards: Sel): Op => ({ op: 'wound', cards });
export const discard = (cards: Sel): Op => ({ op: 'discard', cards });
export const to = (zone: 'hand' | 'discard' | 'deckTop' | 'reserve', cards: Sel, of?: Who): Op =>
  ({ op: 'move', cards, to: { zone, ...(of ? { of } : {}) } });
export const acquire = (cards: Sel): Op => ({ op: 'move', cards, to: { zone: 'discard', of: 'me' }, how: 'acquire' });
