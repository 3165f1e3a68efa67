// Our own texts for base cards 1-41 (ids). Short, imperative, with the trigger word first.
import type { CardText } from './index';

const heroText = (fr: string, en: string): CardText => ({
  fr: `Rappel — l'${fr} le fait passer au rang supérieur.`,
  en: `Reminder — the ${en} upgrades him.`,
});
const bronzeArmor = (frHero: string, enHero: string): CardText => ({
  fr: `Défausser — sacrifiez une paire de ${frHero} pareils tenus en main (ils sont détruits) : le ${frHero} mis de côté du rang suivant va dans votre défausse.`,
  en: `Discard — destroy 2 identical ${enHero} from your hand; a set-aside ${enHero} one rank higher goes to your discard.`,
});

export const TEXTS_1_41: Record<number, CardText> = {
  1: heroText('Armure de Pégase', 'Pegasus armor'),
  2: heroText('Armure du Dragon', 'Dragon armor'),
  3: heroText('Armure du Cygne', 'Cygnus armor'),
  4: heroText("Armure d'Andromède", 'Andromeda armor'),
  5: heroText('Armure du Phoenix', 'Phoenix armor'),
  6: bronzeArmor('Seiya', 'Seiya'),
  7: bronzeArmor('Shiryu', 'Shiryu'),
  8: bronzeArmor('Hyoga', 'Hyoga'),
  9: bronzeArmor('Shun', 'Shun'),
  10: bronzeArmor('Ikki', 'Ikki'),
  11: {
    fr: 'Mise en jeu — avec un Seiya dans votre défausse, piochez 1 carte.',
    en: 'Play — if a Seiya is in your discard, draw a card.',
  },
  12: {
    fr: 'Mise en jeu — blessez un Shiryu de votre main pour piocher 1 carte.',
    en: 'Play — wound a Shiryu from your hand to draw a card.',
  },
  13: {
    fr: "Mise en jeu — si un autre Hyoga affronte la même carte, piochez 1 carte ; tous deux doivent alors l'acquérir par la Force (ni Cosmos ni Soin).",
    en: 'Play — if another Hyoga faces the same card, draw a card; both must then take it by Force (no Cosmos, no Heal).',
  },
  14: {
    fr: "Mise en jeu — piochez 1 carte ; Shun doit alors acquérir par le Cosmos le Personnage qu'il affronte (ni Force ni Soin).",
    en: 'Play — draw a card; Shun must then take the character he faces by Cosmos (no Force, no Heal).',
  },
  15: {
    fr: 'Mise en jeu — détruisez un Personnage de votre défausse pour piocher 1 carte.',
    en: 'Play — destroy a character in your discard to draw a card.',
  },
  16: {
    fr: 'Arrivée — chaque joueur pioche 1 carte, puis soigne tous ses Personnages blessés.',
    en: 'Arrival — every player draws a card, then heals all their wounded characters.',
  },
  17: {
    fr: "Arrivée — le Pope et les Chevaliers d'Or de la défausse du terrain retournent dans la réserve, mélangée.",
    en: 'Arrival — the Pope and every Gold Saint in the field discard are shuffled back into the reserve.',
  },
  18: {
    fr: 'Défausser — prenez en main un Personnage de votre pioche, puis mélangez-la.',
    en: 'Discard — take a character from your deck into your hand, then shuffle the deck.',
  },
  19: {
    fr: 'Défausser — un de vos Personnages en jeu, très commun ou commun, gagne +2 Force.',
    en: 'Discard — one of your very common or common characters in play gets +2 Force.',
  },
  20: {
    fr: "Mise en jeu — échangez cette Armure contre l'Armure d'Or équipée par un adversaire.",
    en: 'Play — trade this armor for a Gold armor an opponent has equipped.',
  },
  21: {
    fr: "Défausser — montrez les 3 cartes du dessus de votre pioche et prenez-les en main ; un adversaire blesse l'un des Personnages montrés.",
    en: 'Discard — show the top 3 cards of your deck and take them into your hand; an opponent wounds one character among them.',
  },
  22: {
    fr: 'Défausser — un Chevalier de votre main est blessé, et un Chevalier déjà joué reçoit +4 Force.',
    en: 'Discard — wound a Saint from your hand; a Saint in play gets +4 Force.',
  },
  23: {
    fr: 'Défausser — piochez 2 cartes.',
    en: 'Discard — draw 2 cards.',
  },
  24: {
    fr: 'Défausser — défaussez un Personnage de votre main ; ce tour, tous vos Personnages ont +1 Force.',
    en: 'Discard — discard a character from your hand; this turn all your characters get +1 Force.',
  },
  25: {
    fr: "Défausser — détruisez un Personnage blessé, le vôtre ou celui d'un adversaire.",
    en: "Discard — destroy a wounded character, yours or an opponent's.",
  },
  26: {
    fr: "Mise en jeu — sacrifiez un Personnage tenu en main (détruit) pour acquérir un Personnage du terrain, qui va dans votre défausse ; cette Armure repart ensuite dans la réserve, mélangée.",
    en: 'Play — destroy a character from your hand; put a field character into your discard (it is acquired), then shuffle this armor into the reserve.',
  },
  27: {
    fr: 'Défausser — le terrain est vidé de ses cartes de rang très commun, commun ou peu commun, puis on le complète.',
    en: 'Discard — clear every very common, common and uncommon card off the field, then refill it.',
  },
  28: {
    fr: 'Défausser — soignez tous vos Chevaliers blessés.',
    en: 'Discard — heal all your wounded Saints.',
  },
  29: {
    fr: 'Défausser — le joueur de votre choix blesse chaque Personnage de sa main, puis pioche une carte par Personnage blessé ainsi.',
    en: 'Discard — a player you pick wounds every character in their hand, then draws that many cards.',
  },
  30: {
    fr: 'Blesser — prenez en main une Armure de votre défausse.',
    en: 'Wound — take an armor from your discard into your hand.',
  },
  31: {
    fr: 'Face à la première carte du terrain, il a +2 Force.',
    en: 'He gets +2 Force facing the first card of the field.',
  },
  32: {
    fr: "+2 Force quand l'horloge compte un nombre pair de flammes, +2 Cosmos quand il est impair. Vaincu — blessez chaque Personnage qui l'a combattu.",
    en: 'Gets +2 Force while the clock shows an even number of flames, +2 Cosmos while odd. Defeated — wound every character used against him.',
  },
  33: {
    fr: "Vaincu — détruisez l'un des Personnages qui l'ont combattu.",
    en: 'Defeated — destroy one of the characters used against him.',
  },
  34: {
    fr: 'Face à la dernière carte du terrain, il a +1 Force et +1 Cosmos.',
    en: 'He gets +1 Force and +1 Cosmos facing the last card of the field.',
  },
  35: {
    fr: "Mise en jeu — blessez un Personnage de la défausse d'un joueur.",
    en: "Play — wound a character in any player's discard.",
  },
  36: {
    fr: 'Un Shiryu joué à ses côtés double sa Force et son Cosmos. Arrivée — chaque joueur peut reprendre en main un Héros de sa défausse.',
    en: 'A Shiryu played beside him doubles his Force and Cosmos. Arrival — each player may take a Hero from their discard back into their hand.',
  },
  37: {
    fr: 'Mise en jeu — un adversaire de votre choix défausse une carte de sa main.',
    en: 'Play — an opponent you pick discards a card from their hand.',
  },
  38: {
    fr: "+1 Cosmos par Chevalier d'Or sur le terrain. Arrivée — s'il y a un autre Chevalier d'Or sur le terrain, retirez 1 flamme.",
    en: 'Gets +1 Cosmos per Gold Saint on the field. Arrival — if another Gold Saint is on the field, remove a flame.',
  },
  39: {
    fr: "Vaincu — acquérez gratuitement un Personnage qui était à côté de lui sur le terrain (il va dans votre défausse).",
    en: 'Defeated — acquire for free a character that stood next to him on the field (it goes to your discard).',
  },
  40: {
    fr: 'Un Hyoga peut l\'acquérir pour 8 Cosmos. Vaincu — celui qui l\'acquiert le blesse.',
    en: 'A Hyoga may take him for 8 Cosmos. Defeated — whoever takes him wounds him.',
  },
  41: {
    fr: 'Vaincu — tour à tour, chaque adversaire choisit 2 Personnages de sa main et les blesse.',
    en: 'Defeated — each opponent wounds 2 characters from their hand.',
  },
};
