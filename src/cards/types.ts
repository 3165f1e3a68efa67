// The facts printed on a card type, normalised from the reference sheets.

export type CardSet = 'base' | 'asgard' | 'poseidon' | 'epic' | 'promo';
export type CardKind = 'character' | 'armor' | 'relic' | 'pillar' | 'epic';
export type Rank = 'veryCommon' | 'common' | 'uncommon' | 'rare' | 'veryRare';
export type HeroName = 'seiya' | 'shiryu' | 'hyoga' | 'shun' | 'ikki';
export type CopyZone = 'starter' | 'setAside' | 'v2Armor' | 'transcended' | 'reserve' | 'pillar' | 'epic' | 'promo';
export type CardClass =
  | 'hero' | 'transcendedHero'
  | 'bronzeSaint' | 'silverSaint' | 'goldSaint' | 'blackSaint' | 'steelSaint' | 'ghostSaint' | 'unconstellatedSaint'
  | 'goldArmor' | 'bronzeArmor' | 'armor'
  | 'godWarrior' | 'warrior' | 'guard' | 'marinaGeneral' | 'marina'
  | 'relic' | 'pillar' | 'epic';
/** Keywords of the printed effect: the activations, the field triggers, and 'static' for always-on text. */
export type Trigger =
  | 'play' | 'discard' | 'wound' | 'destroy' | 'freeze'
  | 'defeated' | 'arrival' | 'exit' | 'marked' | 'epicEnd' | 'gameEnd' | 'static';

export interface CardType {
  /** The printed number. */
  id: number;
  set: CardSet;
  /** The name as printed (French edition). */
  name: string;
  kind: CardKind;
  rank: Rank | null;
  classes: CardClass[];
  /** Which of the five heroes the card counts as ("a Seiya"), whatever its class. */
  heroName: HeroName | null;
  /** Bronze armors: the hero whose cards this armor upgrades. */
  armorFor: HeroName | null;
  /** Printed acquisition costs; null where none is printed (then that route is closed). */
  cost: { force: number | null; cosmos: number | null };
  force: number;
  cosmos: number;
  heal: number;
  /** Fixed victory points, or null when the card scores by a rule (see vp.ts). */
  vp: number | null;
  icon: 'flame' | 'sapphire' | null;
  /** Epics only: the duration in hourglasses. */
  hourglass: number | null;
  copies: number;
  zone: CopyZone;
  triggers: Trigger[];
}

export const SAINT_CLASSES: readonly CardClass[] = [
  'bronzeSaint', 'silverSaint', 'goldSaint', 'blackSaint', 'steelSaint', 'ghostSaint', 'unconstellatedSaint',
];
