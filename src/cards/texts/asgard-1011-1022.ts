// Our own texts for the Asgard 1011–1022 (relics, Athéna, Hilda, God Robes) cards: short, imperative, trigger word first; never the printed wording.
import type { CardText } from './index';

export const TEXTS_ASGARD_1011_1022: Record<number, CardText> = {
  1011: {
    fr: 'Mise en jeu — posez l’Anneau chez un adversaire : tant qu’il l’a, pas d’Armure pour lui ; 5 Force face à l’Anneau l’envoient dans sa défausse. Arrivée — le joueur actif le pose ainsi.',
    en: 'Play — put the Ring in an opponent’s area: while there, they equip no armor; facing it with 5 Force sends it to their discard. Arrival — the active player does the same.',
  },
  1012: {
    fr: 'Geler — détruisez une Relique posée chez un joueur, ou bien une Armure rare défaussée ; Balmung rejoint alors la zone de ce joueur. Sur le terrain, −1 Cosmos au coût par Saphir d’Odin.',
    en: 'Freeze — destroy a relic in a player’s area or a rare armor in their discard; Balmung moves to that player’s area. On the field, costs 1 Cosmos less per sapphire on Odin’s statue.',
  },
  1013: {
    fr: 'Le Chevalier face à elle peut se payer en Cosmos au prix de son coût en Force. Arrivée — chacun reprend en main ses Héros marqués.',
    en: 'The Saint she faces can be bought with Cosmos at its Force price. Arrival — everyone takes their marked Heroes back into hand.',
  },
  1014: {
    fr: '2 PV par Robe Divine. Arrivée — sans Guerrier sur le terrain, la réserve part à la défausse du terrain jusqu’à un Personnage rare, qui prend sa place ; Hilda retourne mélangée dans la réserve.',
    en: '2 VP per God Robe. Arrival — with no Warrior on the field, reserve cards go to the field discard until a rare character turns up and takes her place; Hilda is shuffled back into the reserve.',
  },
  1015: {
    fr: 'Défausser — une de vos Armures de Bronze défaussées revient dans votre main.',
    en: 'Discard — take a Bronze armor from your discard into your hand.',
  },
  1016: {
    fr: 'Geler — reprenez en main un Personnage gelé qui vous appartient.',
    en: 'Freeze — take one of your frozen characters back into your hand.',
  },
  1017: {
    fr: 'Geler — défaussez une carte, puis jouez tour à tour les deux cartes du dessus de votre pioche ; un Guerrier joué ainsi a +2 Force.',
    en: 'Freeze — discard a card, then play the top two cards of your deck in turn; a Warrior played this way gets +2 Force.',
  },
  1018: {
    fr: 'Geler — jouez comme la vôtre une carte tirée au sort dans la main d’un adversaire ; en fin de tour, elle rejoint sa défausse à lui.',
    en: 'Freeze — play as yours a card drawn at random from an opponent’s hand; at the end of the turn it goes to their discard.',
  },
  1019: {
    fr: 'Défausser — une carte prise au hasard dans la main d’un adversaire est gelée.',
    en: 'Discard — freeze a card picked at random from an opponent’s hand.',
  },
  1020: {
    fr: 'Geler — videz le terrain ; les effets de Sortie des cartes retirées ne touchent que vos adversaires.',
    en: 'Freeze — clear the whole field; the Exit effects of the cards removed touch only your opponents.',
  },
  1021: {
    fr: 'Défausser — tout adversaire blesse un Personnage peu commun tenu en main.',
    en: 'Discard — each opponent wounds an uncommon character from their hand.',
  },
  1022: {
    fr: 'Geler — détruisez une Armure rare qui est gelée.',
    en: 'Freeze — destroy a frozen rare armor.',
  },
};
