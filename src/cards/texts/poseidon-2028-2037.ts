// Our own texts for the Poseidon 2029–2037 (Scales) cards (the Urne d'Athéna 2028 is a module, families/): short, imperative, trigger word first; never the printed wording.
import type { CardText } from './index';

export const TEXTS_POSEIDON_2028_2037: Record<number, CardText> = {
  2029: {
    fr: 'Défausser — un Personnage de votre défausse prend la place d’une de vos cartes marquées (et ses marqueurs) ; jusqu’à la fin du tour, les cartes que vous prenez au terrain pour votre défausse sont gelées à la place.',
    en: 'Discard — a character from your discard takes the place (and markers) of one of your marked cards; for the rest of the turn, field cards you take into your discard are frozen instead.',
  },
  2030: {
    fr: "Arrivée — le joueur actif choisit un adversaire, qui perd au hasard une carte de sa main dans sa défausse ; ce tour-ci, le joueur actif peut la combattre. Sortie — toutes les Armures présentes sur le terrain partent à la défausse du terrain.",
    en: 'Arrival — the active player picks an opponent, who drops a random card of their hand into their discard; this turn the active player may fight it. Exit — every armor on the field goes to the field discard.',
  },
  2031: {
    fr: "Défausser — jetez un œil aux cartes en main d'un adversaire ; il vous est permis de lui prendre un Chevalier en échange d’une carte du même rang tirée de votre main. Arrivée — chaque joueur a le droit de blesser un Personnage qu'il tient en main pour reprendre de sa défausse un Héros du même rang.",
    en: 'Discard — look at an opponent’s hand: you may take one of their Saints, giving them a card of your hand of the same rank. Arrival — each player may wound a character in hand to take back a Hero of that rank from their discard.',
  },
  2032: {
    fr: 'Défausser — un de vos Personnages marqués ayant du Cosmos revient dans votre main. Arrivée — chacun retourne le dessus de sa pioche : s’il s’agit d’un Personnage dépourvu de coût en Cosmos, on le blesse ; toute autre carte va dans sa main.',
    en: 'Discard — take one of your marked characters with Cosmos back into your hand. Arrival — everyone turns over the top of their deck: a character with no Cosmos cost is wounded, anything else goes to their hand.',
  },
  2033: {
    fr: "Défausser — choisissez une carte du terrain : son Arrivée s'applique. Arrivée — les Sorties de toutes les cartes du terrain s'appliquent, de la dernière carte vers la première.",
    en: 'Discard — trigger the Arrival of a field card. Arrival — trigger the Exit of every field card, from the last one back to the first.',
  },
  2034: {
    fr: 'Détruire — ce tour-ci, un Personnage rare du terrain coûte 4 Force et 4 Cosmos de moins (minimum 1). Arrivée — chaque joueur peut équiper une Armure de sa main et piocher alors une carte.',
    en: 'Destroy — this turn a rare character on the field costs 4 Force and 4 Cosmos less (at least 1). Arrival — each player may equip an armor from their hand, then draws a card.',
  },
  2035: {
    fr: 'Arrivée — chacun pioche 5 cartes, puis en défausse 5 de sa main. Vaincu — chacun gèle une des cartes qu’il a en main.',
    en: 'Arrival — everyone draws 5 cards, then discards 5 from their hand. Defeated — everyone freezes a card of their hand.',
  },
  2036: {
    fr: 'Mise en jeu — +1 Cosmos à un de vos Héros en jeu. Arrivée — chaque joueur peut se séparer d’une Armure (main ou équipée) pour piocher 2 cartes.',
    en: 'Play — one of your Heroes in play gets +1 Cosmos. Arrival — each player may discard an armor (in hand or equipped) to draw 2 cards.',
  },
  2037: {
    fr: 'Défausser — piochez 1 carte pour chaque Marina et chaque Écaille sur le terrain. Sortie — en partant du joueur actif, chacun envoie la première carte de son paquet vers la défausse de l’un des autres joueurs ; une Armure de Bronze est gelée au lieu de partir, une carte que nul ne peut acquérir reste en place.',
    en: 'Discard — draw a card for each Mariner and each Scale on the field. Exit — starting with the active player, everyone puts the top of their deck into another player’s discard, or freezes it if it is a Bronze armor; a card nobody may acquire stays put.',
  },
};
