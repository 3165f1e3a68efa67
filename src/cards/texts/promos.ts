// Our own texts for the promo cards 9001–9003 (the optional set `promo`). Short, imperative, with the
// trigger word first; never the printed wording.
import type { CardText } from './index';

export const TEXTS_PROMOS: Record<number, CardText> = {
  9001: {
    fr: "Arrivée — s'il y a un Chevalier d'Argent sur le terrain, une flamme s'éteint. Vaincu — il quitte la partie (défausse du terrain) ; prenez en main une autre carte de cette défausse.",
    en: 'Arrival — if a Silver Saint is on the field, a flame goes out. Defeated — he leaves the game (to the field discard); take another card of that discard into your hand.',
  },
  9002: {
    fr: 'Détruire — un de vos Héros en jeu gagne +1 Force et +1 Cosmos par Héros blessé, chez tous les joueurs. Vaincu — blessez chaque Personnage qui l’a combattu, puis piochez une carte par Personnage blessé ainsi.',
    en: 'Destroy — one of your Heroes in play gets +1 Force and +1 Cosmos for each wounded Hero, all players counted. Defeated — wound every character used against him, then draw a card for each one wounded this way.',
  },
  9003: {
    fr: 'Détruire — chaque Personnage gelé, de n’importe quel joueur, est détruit. Vaincu — à tour de rôle, en commençant par vous, chacun prend une carte du terrain et la gèle, jusqu’à ce qu’il n’en reste aucune.',
    en: 'Destroy — every frozen character, anyone’s, is destroyed. Defeated — taking turns from you, each player takes a field card and freezes it, until the field is empty.',
  },
};
