// The First Weave, part 2: the five heroes (health, rage tracks and abilities as the rulebook gives
// them; Mimir's and the brothers' numbers ours, see G-MIMI, G-BROK) and the solo companions (G-SOLO).
import type { ContentInput } from '../content-schema';
import { DECKS } from './first-set-cards';

export const HEROES: ContentInput['heroes'] = [
  {
    id: 'kratos', name: 'Kratos', deck: DECKS.kratos,
    figures: [{ id: 'kratos', name: 'Kratos', health: 10, rage: { name: 'Fury of Sparta', track: 5, effects: [
      { do: 'boostAttack', amount: 3, who: 'self' }, { do: 'heal', amount: 3, who: 'self' }] } }],
  },
  {
    id: 'atreus', name: 'Atreus', deck: DECKS.atreus,
    figures: [{ id: 'atreus', name: 'Atreus', health: 7, rage: { name: 'Thunder Bird', track: 4, effects: [
      { do: 'damage', amount: 2, targets: 'anyEnemy', count: 2, pierce: false }] } }],
  },
  {
    id: 'freya', name: 'Freya', deck: DECKS.freya,
    figures: [{ id: 'freya', name: 'Freya', health: 8, rage: { name: 'Ancient Magic', track: 4, effects: [{ do: 'ward', who: 'anyHero' }] } }],
  },
  {
    id: 'mimir', name: 'Mimir', carried: true, deck: DECKS.mimir,
    figures: [{ id: 'mimir', name: 'Mimir', health: 6, rage: { name: 'Wisdom of the Well', track: 3, effects: [{ do: 'draw', amount: 2, who: 'ally' }] } }],
  },
  {
    id: 'brok-sindri', name: 'Brok & Sindri', deck: DECKS.brokSindri,
    figures: [
      { id: 'brok', name: 'Brok', health: 4, rage: { name: 'Equip', track: 3, effects: [{ do: 'boostAttack', amount: 3, who: 'kin' }] } },
      { id: 'sindri', name: 'Sindri', health: 4, rage: { name: 'Arm', track: 3, effects: [{ do: 'boostDefense', amount: 3, who: 'kin' }] } },
    ],
  },
];

/** Solo: the player is Kratos; Atreus and Mimir each lend two once-per-Mission abilities of two options
 *  (the rulebook's numbers where it gives them: +3 to an attack, Defense +1, heal Kratos 2). */
export const SOLO: NonNullable<ContentInput['solo']> = {
  hero: 'kratos',
  // Our solo's difficulty: one reveal more each round (without it Kratos alone won 85-90 %).
  extraReveals: 1,
  companions: [
    { hero: 'atreus', abilities: [
      { name: 'Stunning Shot', options: [[{ do: 'attack', kind: 'ranged', power: 2, count: 1, stun: true }], [{ do: 'boostAttack', amount: 3, who: 'self' }]] },
      { name: 'Twin Arrows', options: [[{ do: 'attack', kind: 'ranged', power: 1, count: 2 }], [{ do: 'boostDefense', amount: 1, who: 'self' }]] },
    ] },
    { hero: 'mimir', abilities: [
      { name: 'Old Remedies', options: [[{ do: 'heal', amount: 2, who: 'self' }], [{ do: 'dieHelps' }]] },
      { name: 'Eyes on the Path', options: [[{ do: 'move' }], [{ do: 'scry', amount: 2 }]] },
    ] },
  ],
};
