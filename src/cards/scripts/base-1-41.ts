// Base game card scripts, ids 1–41 (heroes, Bronze Saints, Athéna, Pope, Gold armors, Gold Saints). Each entry's comment names the card as printed.
import {
  choose, chosen, cls, draw, each, exists, mine, onField, removeFlames, script, when,
  type CardScript,
} from '../dsl';
import { besideHero, blackSaint, character, fighters, upgrade, woundAll } from './base-helpers';

export const BASE_1_41: CardScript[] = [
  // Bronze armors: upgrade two identical heroes
  script(6, { activate: upgrade }), script(7, { activate: upgrade }), script(8, { activate: upgrade }),
  script(9, { activate: upgrade }), script(10, { activate: upgrade }),
  // Seiya de Pégase (Bronze Saint): draw if a Seiya is in your discard
  script(11, { play: [when(exists(mine('discard', { heroName: 'seiya' })), [draw(1)])] }),
  // Athéna: everyone draws 1, then heals all their wounded characters
  script(16, { arrival: [each('all', [draw(1, 'each'), { op: 'heal', cards: { zone: 'wounded', of: 'each' } }])] }),
  // Armure de la Vierge: draw 2
  script(23, { activate: { cost: 'discard', ops: [draw(2)] } }),
  // Saga des Gémeaux: +2 Force on an even clock, +2 Cosmos on an odd one; wounds all who fought him
  script(32, {
    statics: [{ on: 'self', when: { clock: 'even' }, force: 2 }, { on: 'self', when: { clock: 'odd' }, cosmos: 2 }],
    defeated: [woundAll()],
  }),
  // Deathmask du Cancer: destroys one character used against him
  script(33, { defeated: [choose(fighters(character), 'victim', 'prompt.destroyFighter'), { op: 'destroy', cards: chosen('victim') }] }),
  // Aldébaran du Taureau: +2 Force facing the first field card
  script(31, { statics: [{ on: 'self', when: { facing: 'first' }, force: 2 }] }),
  // Aiolia du Lion: +1 Force and +1 Cosmos facing the last field card
  script(34, { statics: [{ on: 'self', when: { facing: 'last' }, force: 1, cosmos: 1 }] }),
  // Aiolos du Sagittaire: +1 Cosmos per Gold Saint on the field; his Arrival takes a flame if another Gold Saint is there
  script(38, {
    statics: [{ on: 'self', cosmos: { count: onField(cls('goldSaint')) } }],
    arrival: [when(exists(onField({ classes: ['goldSaint'], notSelf: true })), [removeFlames(1)])],
  }),
];
