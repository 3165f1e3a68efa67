// Our own texts for the first-scripted Asgard cards (Poseidon's and the Epics' are in their modules, families/). Short, imperative,
// with the trigger word first; never the printed wording.
import type { CardText } from './index';
import { HERO_PLAY_TEXT, withMarked } from '../families/hero-texts';

const names: Record<string, { fr: string; en: string }> = {
  seiya: { fr: 'Seiya', en: 'Seiya' }, shiryu: { fr: 'Shiryu', en: 'Shiryu' }, hyoga: { fr: 'Hyoga', en: 'Hyoga' },
  shun: { fr: 'Shun', en: 'Shun' }, ikki: { fr: 'Ikki', en: 'Ikki' },
};
const HEROES = ['seiya', 'shiryu', 'hyoga', 'shun', 'ikki'] as const;

const asgardMarked: Record<string, [string, string]> = {
  seiya: ['vous gagnez 1 énergie.', 'gain 1 energy.'],
  shiryu: ['reprenez en main un autre de vos Shiryu blessés.', 'take another of your wounded Shiryu back into your hand.'],
  hyoga: ['un Hyoga de votre défausse revient dans votre main.', 'take a Hyoga from your discard into your hand.'],
  shun: ['équipez une Armure commune ou peu commune de votre défausse.', 'equip a common or uncommon armor from your discard.'],
  ikki: ['un de vos Personnages très communs détruits revient dans votre défausse.', 'one of your destroyed very common characters returns to your discard.'],
};

export const TEXTS_EXPANSIONS: Record<number, CardText> = {
  ...Object.fromEntries(HEROES.map((h, i) => [1001 + i, withMarked(HERO_PLAY_TEXT[h], ...asgardMarked[h])])),
  ...Object.fromEntries(HEROES.map((h, i) => [1006 + i, {
    fr: `Défausser — sacrifiez une paire de ${names[h].fr} pareils tenus en main (détruits) : le ${names[h].fr} mis de côté du rang suivant vient dans votre main.`,
    en: `Discard — destroy 2 identical ${names[h].en} from your hand; the set-aside ${names[h].en} one rank higher comes to your hand.`,
  }])),
  1023: {
    fr: 'Geler — chaque adversaire gèle ses Robes Divines : main, défausse et Armure équipée. Sortie — chaque joueur gèle la carte du dessus de sa pioche.',
    en: 'Freeze — each opponent freezes their God Robes in hand, discard and armor slot. Exit — every player freezes the top card of their deck.',
  },
  1030: {
    fr: "Geler — prenez dans votre défausse la Robe Divine équipée d'un adversaire. Sortie — tout joueur perd (détruit) les Guerriers Divins marqués qu’il possède.",
    en: "Freeze — an opponent's equipped God Robe goes to your discard. Exit — every player destroys their marked God Warriors.",
  },
  1031: {
    fr: 'Sur le terrain, tout Guerrier coûte 1 Force. Marqué — soignez un Personnage gelé.',
    en: 'On the field, every Warrior costs 1 Force. Marked — heal a frozen character.',
  },
  1036: { fr: 'Mise en jeu — piochez 1 carte. Marqué — vous gagnez 1 énergie.', en: 'Play — draw a card. Marked — gain 1 energy.' },
};
