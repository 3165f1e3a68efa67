// Our own texts for the Poseidon 2011–2025 (Athéna, Poséidon, Mariner Generals, Marinas) cards: short, imperative, trigger word first; never the printed wording.
import type { CardText } from './index';

export const TEXTS_POSEIDON_2011_2025: Record<number, CardText> = {
  2011: {
    fr: 'Marqué — prenez si vous le voulez un Héros marqué chez un adversaire. Arrivée — chacun peut remettre défausse et Héros Transcendé mis de côté dans sa pioche, puis la mélanger.',
    en: 'Marked — you may take an opponent’s marked Hero into your hand. Arrival — everyone may put their discard and set-aside Transcended Hero back into their deck, then shuffle it.',
  },
  2012: {
    fr: 'Blesser — détruisez un Héros ● tenu en main : un Héros ◆ mis de côté rejoint votre défausse. Vaincu — chaque carte très rare présente sur le terrain ou dans sa défausse, et chaque Relique en jeu, vient dans votre main.',
    en: 'Wound — destroy a ● Hero from your hand: a set-aside ◆ Hero joins your discard. Defeated — take every very rare card of the field and its discard, and every relic in play, into your hand.',
  },
  2014: {
    fr: 'Mise en jeu — un adversaire choisi se défausse d’un Héros (main ou jeu) s’il le veut ; sinon vous piochez 1 carte. Sur le terrain, rien ne baisse ses coûts.',
    en: 'Play — an opponent you name may discard a Hero (in hand or in play); if they don’t, draw a card. On the field, nothing lowers his costs.',
  },
  2016: {
    fr: 'Sur le terrain, il coûte +1 Force par Armure rare de votre défausse et +1 Force par Personnage face à lui.',
    en: 'On the field he costs +1 Force per rare armor in your discard and +1 Force per character facing him.',
  },
  2017: {
    fr: 'Défausser — ce tour, une carte marquée d’un adversaire peut être affrontée par vous (acquise, elle va dans votre défausse). Sortie — chacun gèle un Héros tenu en main ou détruit l’une de ses cartes marquées.',
    en: 'Discard — this turn you may face an opponent’s marked card (acquired, it goes to your discard). Exit — everyone freezes a Hero in hand or destroys one of their marked cards.',
  },
  2018: {
    fr: 'Marqué — chaque adversaire blesse un Personnage tenu en main ayant 2 Force ou plus. Vaincu — les Personnages qui l’ont combattu avec moins de 2 Force sont détruits.',
    en: 'Marked — each opponent wounds a character in hand with 2 Force or more. Defeated — the characters that fought him with less than 2 Force are destroyed.',
  },
  2019: {
    fr: 'Marqué — chaque adversaire blesse un Personnage tenu en main ayant 2 Cosmos ou plus. Pour le combattre, blessez des Personnages à Cosmos de votre main : −2 Force chacun.',
    en: 'Marked — each opponent wounds a character in hand with 2 Cosmos or more. To fight him, wound characters with Cosmos from your hand: −2 Force each.',
  },
  2020: {
    fr: 'Mise en jeu — +1 Force par Garde qui combat avec elle. Tant qu’elle est sur le terrain, un Héros n’affronte aucun autre Personnage qu’elle.',
    en: 'Play — +1 Force per Guard fighting beside her. While she is on the field, Heroes face no character but her.',
  },
  2021: {
    fr: 'Marqué — un adversaire vous cède une de ses Armes de la Balance. Sur le terrain : affronter un Marina coûte une autre carte défaussée (main ou jeu).',
    en: 'Marked — take a Libra weapon from an opponent. On the field, facing a Mariner costs another card discarded from hand or play.',
  },
  2023: {
    fr: 'Marqué — il prend la place d’un Marina marqué chez un adversaire, et inversement (les marqueurs restent). Sur le terrain, ses voisins se paient en Cosmos au lieu de la Force.',
    en: 'Marked — he trades places with an opponent’s marked Mariner (the markers stay put). On the field, his neighbours are paid in Cosmos instead of Force.',
  },
  2024: {
    fr: 'Marqué — choisissez une carte de votre défausse : vous pouvez utiliser sa Mise en jeu. Sur le terrain, toute autre carte du terrain qui part à sa défausse fait blesser au joueur actif un Personnage tenu en main.',
    en: 'Marked — you may use the Play effect of a card in your discard. On the field, whenever another field card goes to the field discard, the active player wounds a character in hand.',
  },
  2025: {
    fr: 'Marqué — prenez en main un Garde détruit, chez n’importe qui. Sur le terrain, un Personnage à 2 Force n’affronte aucun autre Personnage du terrain que lui.',
    en: 'Marked — take anyone’s destroyed Guard into your hand. On the field, a 2-Force character faces no field character but him.',
  },
};
