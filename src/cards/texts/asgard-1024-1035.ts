// Our own texts for the Asgard 1024–1035 (God Warriors, Asgard Guards) cards: short, imperative, trigger word first; never the printed wording.
import type { CardText } from './index';

/** The God Warriors' Exits: each player does one thing or gives up a hero card from their hand. */
const orHero = (fr: string, en: string, heroName: string): CardText => ({
  fr: `Sortie — au choix de chacun : ${fr}, ou bien il se sépare d'un ${heroName} de sa main (défaussé).`,
  en: `Exit — every player picks: ${en}, or part with a ${heroName} from their hand (discarded).`,
});
const both = (freeze: CardText, exit: CardText): CardText => ({ fr: `${freeze.fr} ${exit.fr}`, en: `${freeze.en} ${exit.en}` });

export const TEXTS_ASGARD_1024_1035: Record<number, CardText> = {
  1024: both(
    { fr: "Geler — envoyez parmi les cartes détruites un Personnage gelé, de n'importe quel joueur.", en: "Freeze — send a frozen character, anyone's, to its owner's destroyed cards." },
    orHero('détruire une carte gelée lui appartenant', 'destroy a frozen card of their own', 'Hyoga'),
  ),
  1025: both(
    { fr: 'Geler — tout Personnage très commun présent sur le terrain rejoint votre défausse.', en: 'Freeze — every very common character on the field joins your discard.' },
    orHero('détruire un de ses Personnages marqués', 'destroy one of their marked characters', 'Seiya'),
  ),
  1026: {
    fr: 'Geler — chaque adversaire gèle tout Héros qu’il a en main, puis tire une carte. Sortie — chacun gèle une carte ★ ou très rare de sa main.',
    en: 'Freeze — each opponent has the Heroes in their hand frozen, then draws a card. Exit — everyone freezes a rare or very rare card from hand.',
  },
  1027: both(
    { fr: "Geler — dans la défausse de chaque adversaire, vous désignez une carte qui est gelée.", en: "Freeze — pick a card in each opponent's discard: it is frozen." },
    orHero('geler une carte de sa main', 'freeze a card from their hand', 'Shiryu'),
  ),
  1028: both(
    { fr: 'Geler — défaussez le nombre voulu de vos cartes (main ou en jeu), puis piochez-en autant, plus une.', en: 'Freeze — discard as many of your cards (hand or in play) as you like, then draw that many plus one.' },
    orHero('geler une Armure de sa main', 'freeze an armor from their hand', 'Ikki'),
  ),
  1029: both(
    { fr: 'Geler — chaque adversaire voit geler les Armures ★ de sa défausse.', en: 'Freeze — each opponent has the rare armors in their discard frozen.' },
    orHero('geler les Personnages ★ de sa défausse', 'freeze the rare characters in their discard', 'Shun'),
  ),
  1032: {
    fr: 'Sur le terrain, chaque Personnage situé à sa gauche coûte 1 Force de plus. Marqué — tirez 2 cartes, puis défaussez l’une de ces deux.',
    en: 'On the field, every character left of him costs 1 more Force. Marked — draw 2 cards, then discard one of those two.',
  },
  1033: {
    fr: 'Sur le terrain, tout Personnage voisin d’un Garde coûte 1 Force de plus. Marqué — un Personnage peu commun de votre défausse revient en main.',
    en: 'On the field, each character beside a Guard costs 1 more Force. Marked — an uncommon character of your discard returns to your hand.',
  },
  1034: {
    fr: 'Sur le terrain, le Cosmos ne permet plus d’acquérir. Marqué — choisissez 2 cartes du terrain : elles vont à la défausse du terrain.',
    en: 'On the field, nothing may be acquired with Cosmos. Marked — pick 2 field cards: they go to the field discard.',
  },
  1035: {
    fr: 'Sur le terrain, on n’acquiert que des Armures et des Personnages très communs. Marqué — consultez la main d’un adversaire : il défausse la carte que vous désignez.',
    en: 'On the field, only armors and very common characters may be acquired. Marked — see an opponent’s hand: they discard the card you point to.',
  },
};
