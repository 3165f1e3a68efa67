// Our own texts for base cards 42-90 (ids). Short, imperative, with the trigger word first.
// Always-on effects have no trigger word; field rules say "While on the field" / "Tant qu'il est sur le terrain".
import type { CardText } from './index';

const besideHero = (name: string): CardText => ({
  fr: `Un ${name} joué à ses côtés a +1 Cosmos.`,
  en: `A ${name} played beside this card gets +1 Cosmos.`,
});
const blackSaint = (name: string): CardText => ({
  fr: `Combattu par un ${name}, il coûte 2 Force de moins.`,
  en: `Costs 2 Force less when a ${name} fights him.`,
});

export const TEXTS_42_90: Record<number, CardText> = {
  42: besideHero('Seiya'),
  43: {
    fr: 'Arrivée — chaque joueur défausse son Armure équipée.',
    en: 'Arrival — every player discards their equipped armor.',
  },
  44: {
    fr: 'Défausser — choisissez un de vos blessés : il est détruit, et vous piochez 2 cartes. Arrivée — tour à tour, chaque joueur choisit un de ses blessés et le détruit.',
    en: 'Discard — destroy one of your wounded characters, then draw 2 cards. Arrival — each player destroys one of their wounded characters.',
  },
  45: {
    fr: "Vaincu — blessez chaque Personnage très commun ou commun qui l'a combattu.",
    en: 'Defeated — wound every very common or common character used against him.',
  },
  46: {
    fr: 'Mise en jeu — deux cartes du terrain échangent leurs places.',
    en: 'Play — two cards of the field trade places.',
  },
  47: {
    fr: "Vaincu — détruisez un Personnage blessé, le vôtre ou celui d'un adversaire.",
    en: "Defeated — destroy a wounded character, yours or an opponent's.",
  },
  48: {
    fr: 'Défausser — regardez la main d\'un adversaire et blessez-y un Personnage.',
    en: "Discard — look at an opponent's hand and wound a character in it.",
  },
  49: {
    fr: 'Vaincu — le terrain perd ses cartes de rang très commun, commun ou peu commun, puis il est complété.',
    en: 'Defeated — clear every very common, common and uncommon card off the field, then refill it.',
  },
  50: {
    fr: "Détruire — ce tour, un Personnage du terrain coûte 3 Force de moins (jamais moins d'1).",
    en: 'Destroy — this turn, a field character costs 3 Force less (never below 1).',
  },
  51: {
    fr: 'Un Shun joué à ses côtés a +1 Cosmos. Défausser — reprenez en main un autre Personnage de votre défausse.',
    en: 'A Shun played beside him gets +1 Cosmos. Discard — take another character from your discard into your hand.',
  },
  52: {
    fr: "Blesser — chaque adversaire qui tient une Athéna la rend à la réserve, qui est mélangée. Arrivée — retirez 1 flamme.",
    en: 'Wound — each opponent shuffles an Athena from their hand into the reserve. Arrival — remove a flame.',
  },
  53: {
    fr: 'Blesser — détruisez un Héros très commun de votre main ; un de vos Héros communs mis de côté rejoint votre défausse.',
    en: 'Wound — destroy a very common Hero from your hand; one of your set-aside common Heroes goes to your discard.',
  },
  54: {
    fr: 'Défausser — ce tour, vous pouvez acquérir les Armures du terrain par la Force, pour leur coût en Cosmos.',
    en: 'Discard — this turn you may take the field armors by Force, paying their Cosmos cost.',
  },
  55: {
    fr: 'Vaincu — la carte du dessus de la réserve rejoint votre défausse, sans appliquer ses effets.',
    en: 'Defeated — the top card of the reserve goes to your discard, its effects ignored.',
  },
  56: {
    fr: 'Détruire — acquérez une Armure du terrain ; elle va dans votre défausse.',
    en: 'Destroy — acquire an armor from the field; it goes to your discard.',
  },
  57: {
    fr: "Vaincu — blessez chaque Personnage avec du Cosmos qui l'a combattu.",
    en: 'Defeated — wound every character with Cosmos used against him.',
  },
  58: {
    fr: "Vaincu — blessez chaque Personnage sans Cosmos qui l'a combattu.",
    en: 'Defeated — wound every character without Cosmos used against him.',
  },
  59: {
    fr: 'Vaincu — vos adversaires défaussent toutes les Armures de leur main.',
    en: 'Defeated — your opponents discard every armor in their hands.',
  },
  60: {
    fr: 'Un Ikki joué à ses côtés a +1 Cosmos. Mise en jeu — mélangez votre défausse dans votre pioche.',
    en: 'An Ikki played beside him gets +1 Cosmos. Play — shuffle your discard into your deck.',
  },
  61: {
    fr: 'Défausser — le terrain perd ses cartes de rang très commun ou commun, puis il est complété.',
    en: 'Discard — clear every very common and common card off the field, then refill it.',
  },
  62: {
    fr: 'Un Hyoga joué à ses côtés a +1 Cosmos. Mise en jeu — piochez 1 carte, puis défaussez une de vos cartes, en main ou en jeu.',
    en: 'A Hyoga played beside him gets +1 Cosmos. Play — draw a card, then discard one of your cards, from your hand or in play.',
  },
  63: {
    fr: 'Défausser — acquérez gratuitement un Chevalier Fantôme du terrain ; il va dans votre défausse. Arrivée — chaque joueur détruit un Personnage de sa main.',
    en: 'Discard — acquire a Ghost Saint from the field for free; it goes to your discard. Arrival — each player destroys a character from their hand.',
  },
  64: {
    fr: "Tant qu'il est sur le terrain, il faut au moins 3 Personnages pour le combattre.",
    en: 'While on the field, he can only be fought by 3 or more characters.',
  },
  65: {
    fr: "Tant qu'il est sur le terrain, le combattre vous coûte une carte défaussée de votre main.",
    en: 'While on the field, fighting him costs you a card discarded from your hand.',
  },
  66: {
    fr: "Tant qu'il est sur le terrain, lui seul parmi les Chevaliers peut être acquis.",
    en: 'While he is on the field, no other Saint can be acquired.',
  },
  67: {
    fr: "Mise en jeu — le joueur de votre choix pose sur sa pioche l'un de ses Héros très communs détruits.",
    en: 'Play — a player you pick puts one of their destroyed very common Heroes on top of their deck.',
  },
  68: {
    fr: 'Arrivée — tour à tour, chaque joueur peut choisir un Personnage de sa main et le blesser ; il pioche alors 1 carte.',
    en: 'Arrival — each player may wound a character from their hand to draw a card.',
  },
  69: {
    fr: 'Combattant aux côtés de Spica, elle a +1 Force.',
    en: 'Gets +1 Force fighting beside Spica.',
  },
  70: {
    fr: 'Combattant aux côtés de Léda, il a +1 Force.',
    en: 'Gets +1 Force fighting beside Leda.',
  },
  71: {
    fr: "Défausser — un Chevalier Noir (sauf Jango) passe de la défausse d'un adversaire à la vôtre.",
    en: "Discard — take a Black Saint other than Jango from an opponent's discard into yours.",
  },
  72: blackSaint('Seiya'),
  73: blackSaint('Shiryu'),
  74: blackSaint('Hyoga'),
  75: blackSaint('Shun'),
  76: blackSaint('Ikki'),
  77: {
    fr: 'Les Chevaliers qui combattent à ses côtés ne peuvent pas être blessés.',
    en: 'Saints fighting beside him cannot be wounded.',
  },
  78: {
    fr: 'Il a +1 Force par Héros commun combattant à ses côtés.',
    en: 'Gets +1 Force for each common Hero fighting beside him.',
  },
  79: {
    fr: "Le Chevalier qu'il affronte coûte 1 Cosmos de moins par Héros joué à ses côtés (jamais moins d'1).",
    en: 'The Saint he faces costs 1 Cosmos less for each Hero played beside him (never below 1).',
  },
  80: {
    fr: 'Défausser — chaque adversaire défausse un Héros de sa main.',
    en: 'Discard — each opponent discards a Hero from their hand.',
  },
  81: {
    fr: 'Défausser — dans la défausse de chaque adversaire, les Héros communs sont blessés.',
    en: 'Discard — each opponent wounds every common Hero in their discard.',
  },
  82: {
    fr: 'Défausser — chaque adversaire défausse son Armure équipée.',
    en: 'Discard — each opponent discards their equipped armor.',
  },
  83: {
    fr: 'Blesser — chaque adversaire choisit un Chevalier de sa main, qui est blessé.',
    en: 'Wound — each opponent wounds a Saint from their hand.',
  },
  84: {
    fr: "Défausser — chez un joueur, un Héros commun de sa défausse prend la place de l'un de ses Héros très communs détruits.",
    en: "Discard — for one player, a common Hero from their discard trades places with one of their destroyed very common Heroes.",
  },
  85: {
    fr: "Tant qu'elle est sur le terrain, personne ne peut être soigné. Mise en jeu — soignez l'un de vos Personnages blessés.",
    en: 'While she is on the field, no one can be healed. Play — heal one of your wounded characters.',
  },
  86: {
    fr: "Détruire — ce tour, un Chevalier du terrain coûte 2 Force et 2 Cosmos de moins (jamais moins d'1).",
    en: 'Destroy — this turn, a field Saint costs 2 Force and 2 Cosmos less (never below 1).',
  },
  87: {
    fr: 'Arrivée — le joueur actif désigne un joueur : Gigas va dans sa défausse. Défausser — retirez un Personnage du terrain et révélez à sa place la carte du dessus de la réserve.',
    en: "Arrival — the active player puts him into the discard of a player of their choice. Discard — remove a field character and reveal the reserve's top card in its place.",
  },
  88: {
    fr: 'Mise en jeu — un Personnage de votre main est détruit ; vous piochez alors 2 cartes.',
    en: 'Play — destroy a character from your hand, then draw 2 cards.',
  },
  89: {
    fr: 'Détruire — chaque adversaire détruit un Chevalier de sa main.',
    en: 'Destroy — each opponent destroys a Saint from their hand.',
  },
  90: {
    fr: 'Détruire — remettez dans votre défausse une autre de vos cartes détruites.',
    en: 'Destroy — put another of your destroyed cards into your discard.',
  },
};
