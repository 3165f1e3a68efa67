// Shorthands shared by the Asgard, Poseidon and Epic scripts.
import type { Filter, Op, Sel, Who } from '../dsl';
import type { HeroName } from '../types';

export const self: Sel = { self: true };
export const character: Filter = { kind: ['character'] };
export const hero = (heroName: HeroName): Filter => ({ kind: ['character'], heroName });
/** Every Hero card: the Heroes of the base game and the ◆ ones, and the transcended ★ Heroes. */
export const anyHero: Filter = { classes: ['hero', 'transcendedHero'] };
/** "Marina": both Marina classes (Marina, Général Marina): docs/expansions.md. */
export const marina: Filter = { classes: ['marina', 'marinaGeneral'] };

/** A player's game (rulings sheet "Acquérir"): hand, deck, discard, marked area, armor, play, relics. */
export const game = (of: Who, where?: Filter): Sel => ({
  any: (['hand', 'deck', 'discard', 'marked', 'armor', 'play', 'relics'] as const).map((zone) => ({ zone, of })),
  ...(where ? { where } : {}),
});

/** One card among interchangeable copies (one option per card type and pile). */
export const pick = (from: Sel, as: string, prompt: string, who?: Who): Op =>
  ({ op: 'choose', from, min: 1, max: 1, as, prompt, byType: true, ...(who ? { who } : {}) });
export const to = (zone: 'hand' | 'discard' | 'fieldDiscard' | 'reserve' | 'relics', cards: Sel, of?: Who): Op =>
  ({ op: 'move', cards, to: { zone, ...(of ? { of } : {}) } });
export const destroy = (cards: Sel): Op => ({ op: 'destroy', cards });
/** Cards of any player into the controller's hand or discard (Kanon 2013, Isaak 2015, Soldat Marina 2025).
 *  Rulings sheet 002 "Acquérir": taking another player's card is an acquisition (a field rule may forbid
 *  it, Garde d'Asgard 1035), taking one's own is a plain move (the move op tells them apart). */
export const take = (zone: 'hand' | 'discard', cards: Sel): Op => ({ op: 'move', cards, to: { zone, of: 'me' }, how: 'acquire' });

/** The transcended Hero of this hero, wherever it waits aside, into the controller's hand
 *  (Poseidon ◆ Heroes, Marqué: "Ajouter … Transcendé à votre main"). Rulings sheet 002 "Acquérir":
 *  taking an opponent's transcended Hero is an acquisition (a field rule may forbid it), taking one's
 *  own is not (the move op tells them apart). */
export const transcend = (typeId: number): Op =>
  ({ op: 'move', cards: { nth: 0, of: { zone: 'setAside', of: 'all', where: { typeIds: [typeId] } } }, to: { zone: 'hand', of: 'me' }, how: 'acquire' });
