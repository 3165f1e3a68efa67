// Texts shared by the ◆ Heroes of Asgard and Poseidon: the play effect of their hero, then their own Marqué.
import type { CardText } from '../card-module';

/** The play effect of a ◆ Hero, by hero (the same for Asgard's and Poseidon's). */
export const HERO_PLAY_TEXT: Readonly<Record<'seiya' | 'shiryu' | 'hyoga' | 'shun' | 'ikki', CardText>> = {
  seiya: { fr: 'Mise en jeu — piochez autant de cartes que vous avez de Seiya en défausse.', en: 'Play — draw one card for each Seiya in your discard.' },
  shiryu: { fr: 'Mise en jeu — blessez un Personnage commun de votre main : piochez 2 cartes.', en: 'Play — wound a common character from your hand to draw 2 cards.' },
  hyoga: { fr: 'Mise en jeu — piochez 1 carte par autre Hyoga à ses côtés ; tous devront acquérir par la Force.', en: 'Play — draw a card for each other Hyoga beside him; they must all acquire by Force.' },
  shun: { fr: 'Mise en jeu — face à une carte qui a un coût en Cosmos, piochez 1 carte ; il devra acquérir par le Cosmos.', en: 'Play — facing a card with a Cosmos cost, draw a card; he must acquire by Cosmos.' },
  ikki: { fr: 'Mise en jeu — détruisez un Personnage de votre défausse : piochez 2 cartes.', en: 'Play — destroy a character from your discard to draw 2 cards.' },
};

/** A ◆ Hero's text: its play effect, then its Marqué. */
export const withMarked = (play: CardText, fr: string, en: string): CardText => ({ fr: `${play.fr} Marqué — ${fr}`, en: `${play.en} Marked — ${en}` });
