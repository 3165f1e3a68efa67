// Poseidon 2028–2037: the Urne d'Athéna and the Scales. One module per card (card-module.ts): its
// English name, our texts (short, imperative, trigger word first; never the printed wording), its script
// and the prompts only it asks. Each script's comment names the card as printed and says what it does
// in our words.
import { CARD_TYPES } from '..';
import { card, type CardModule } from '../card-module';
import { choose, chosen, cls, draw, each, exists, freeze, mine, onField, optional, theirs, toDiscard, when, wound, type Filter, type Sel } from '../dsl';
import { one } from '../english-name';
import { anyHero, character, marina, pick, self, to } from './expansion-helpers';

const armor: Filter = { kind: ['armor'] };
/** Urne d'Athéna: a character that may be acquired (its Mise en jeu is an acquisition). */
const urnPrey: Filter = { ...character, acquirable: true };
/** The Scales ("Ecaille …", 2029–2037), as the Écaille de la Sirène Marine counts them. */
const SCALES = [...CARD_TYPES.values()].filter((c) => c.name.startsWith('Ecaille')).map((c) => c.id);
/** The cards whose printed text has an Arrival (Écaille des Lyumnades applies one). */
const WITH_ARRIVAL = [...CARD_TYPES.values()].filter((c) => c.triggers.includes('arrival')).map((c) => c.id);
/** The field cards from the last to the first (Écaille des Lyumnades: "de la dernière à la première"). */
const lastToFirst: Sel = { reverse: onField() };
/** Écaille de la Sirène, Arrival: a character of the hand matching a Hero of the same player's discard by rank. */
const woundableForHero: Filter = { ...character, rankAmong: theirs('discard', anyHero) };
/** Écaille du Cheval des Mers, Arrival: an armor of the hand or the equipped one (rulings sheet "Défausser"). */
const armorToDiscard: Sel = toDiscard('each', armor);

export const POSEIDON_2028_2037: CardModule[] = [
  // Urne d'Athéna (relic): Mise en jeu: a character of an opponent's discard goes under the Urne (an
  // acquisition, rulings sheet "Acquérir": only a character that no rule in force forbids acquiring is
  // offered; with none, the Mise en jeu cannot be used and nobody may face the Urne); that opponent may
  // then face the Urne with 4 Cosmos to take it into their discard (acquiring the card under it too).
  // Whatever the Urne undergoes, the card under it undergoes too (static carriesUnder: it follows the
  // Urne wherever it goes, is marked with it, gets its VP tokens). The card goes under by the engine's
  // named handler putUnder (engine/classic/handlers/put-under.ts); the place is the table's `under`.
  card(2028, {
    face: { fr: "Mise en jeu — un Perso. d'une défausse rivale sous l'Urne.", en: "Play — take a foe's discarded character under the Urn." },
    name: one('Athena’s Urn'),
    text: {
      fr: "Mise en jeu — glissez sous l'Urne un Personnage acquis dans la défausse adverse de votre choix ; ce joueur pourra la combattre pour 4 Cosmos et la mettre dans sa défausse. Tout ce que subit l'Urne, la carte glissée dessous le subit aussi.",
      en: 'Play — acquire a character from an opponent’s discard by slipping it under the Urn; that player may fight the Urn for 4 Cosmos to put it into their discard. Whatever happens to the Urn happens to the card beneath it.',
    },
    prompts: {
      'prompt.urnOpponent': { fr: 'Choisissez l’adversaire dont la défausse vous prête un Personnage', en: 'Choose the opponent whose discard you take a character from' },
      'prompt.urnCharacter': { fr: 'Choisissez le Personnage à glisser sous l’Urne', en: 'Choose the character to put under the Urn' },
    },
    script: {
      statics: [{ on: 'carriesUnder' }],
      play: [
        { op: 'chooseSeat', among: 'opponents', as: 'foe', prompt: 'prompt.urnOpponent', having: exists(theirs('discard', urnPrey)) },
        when({ chosen: 'foe' }, [
          pick({ zone: 'discard', of: { seatVar: 'foe' }, where: urnPrey }, 'kept', 'prompt.urnCharacter'),
          { op: 'call', handler: 'putUnder' },
          { op: 'offerTarget', cards: self, cosmos: 4, to: 'discard', who: { seatVar: 'foe' } },
        ]),
      ],
    },
  }),
  // Écaille de Poséidon: (discard it) a character of your discard trades places with one of your marked
  // cards (it takes the markers, and its Marqué fires); for the rest of the turn, the field cards you
  // acquire into your discard are frozen instead.
  card(2029, {
    face: { fr: 'Défausser — un défaussé ↔ un marqué ; acquis gelés.', en: 'Discard — discarded ↔ marked one; acquired: frozen.' },
    name: one('Poseidon’s Scale'),
    text: {
      fr: 'Défausser — un Personnage de votre défausse prend la place d’une de vos cartes marquées (et ses marqueurs) ; jusqu’à la fin du tour, les cartes que vous prenez au terrain pour votre défausse sont gelées à la place.',
      en: 'Discard — a character from your discard takes the place (and markers) of one of your marked cards; for the rest of the turn, field cards you take into your discard are frozen instead.',
    },
    script: {
      activate: {
        cost: 'discard',
        ops: [
          when({ all: [exists(mine('discard', character)), exists(mine('marked'))] }, [
            pick(mine('discard', character), 'out', 'prompt.swapFromDiscard'),
            pick(mine('marked'), 'spot', 'prompt.swapToMarked'),
            { op: 'swap', a: chosen('out'), b: chosen('spot') },
          ]),
          { op: 'call', handler: 'acquiredFrozen' },
        ],
      },
    },
  }),
  // Écaille du Dragon des Mers: Arrival: the active player names an opponent, who discards a card of
  // their hand at random; this turn the active player may face that card (and acquire it into their
  // discard) if it has a cost. Exit: every armor of the field goes to the field discard.
  card(2030, {
    face: { fr: 'Arrivée — un rival perd une carte à combattre. Sortie — Armures parties.', en: 'Arrival — a foe drops a random card to fight. Exit — armors go.' },
    name: one('Sea Dragon Scale'),
    text: {
      fr: "Arrivée — le joueur actif choisit un adversaire, qui perd au hasard une carte de sa main dans sa défausse ; ce tour-ci, le joueur actif peut la combattre. Sortie — toutes les Armures présentes sur le terrain partent à la défausse du terrain.",
      en: 'Arrival — the active player picks an opponent, who drops a random card of their hand into their discard; this turn the active player may fight it. Exit — every armor on the field goes to the field discard.',
    },
    script: {
      arrival: [
        { op: 'chooseSeat', among: 'opponents', as: 'foe', prompt: 'prompt.chooseOpponent', having: exists(theirs('hand')) },
        when({ chosen: 'foe' }, [
          { op: 'chooseRandom', from: { zone: 'hand', of: { seatVar: 'foe' } }, n: 1, as: 'lost' },
          { op: 'discard', cards: chosen('lost') },
          { op: 'offerTarget', cards: chosen('lost'), to: 'discard', who: 'active', thisTurn: true },
        ]),
      ],
      exit: [to('fieldDiscard', onField(armor))],
    },
  }),
  // Écaille de la Sirène: (discard it) look at an opponent's hand; you may take one of their Saints
  // into your hand, giving them a card of your hand of the same rank (two acquisitions: both cards must
  // be ones no rule in force forbids acquiring). Arrival: each player may wound a
  // character of their hand to take back into their hand a Hero of the same rank from their discard.
  card(2031, {
    face: { fr: 'Défausser — échangez un Chevalier. Arrivée — blessez : Héros.', en: 'Discard — swap a Saint with a foe. Arrival — wound: a Hero.' },
    name: one('Siren Scale'),
    text: {
      fr: "Défausser — jetez un œil aux cartes en main d'un adversaire ; il vous est permis de lui prendre un Chevalier en échange d’une carte du même rang tirée de votre main. Arrivée — chaque joueur a le droit de blesser un Personnage qu'il tient en main pour reprendre de sa défausse un Héros du même rang.",
      en: 'Discard — look at an opponent’s hand: you may take one of their Saints, giving them a card of your hand of the same rank. Arrival — each player may wound a character in hand to take back a Hero of that rank from their discard.',
    },
    script: {
      activate: {
        cost: 'discard',
        ops: [
          { op: 'chooseSeat', among: 'opponents', as: 'foe', prompt: 'prompt.lookAtHand', having: exists(theirs('hand')) },
          when({ chosen: 'foe' }, [
            {
              op: 'choose', from: { zone: 'hand', of: { seatVar: 'foe' }, where: { saint: true, acquirable: true, rankAmong: mine('hand', { acquirable: true }) } },
              min: 0, max: 1, as: 'took', prompt: 'prompt.takeSaintSameRank', byType: true, reveal: { zone: 'hand', of: { seatVar: 'foe' } },
            },
            when({ chosen: 'took' }, [
              pick(mine('hand', { rankAmong: chosen('took'), acquirable: true }), 'gave', 'prompt.giveSameRank'),
              { op: 'move', cards: chosen('took'), to: { zone: 'hand', of: 'me' }, how: 'acquire' },
              { op: 'move', cards: chosen('gave'), to: { zone: 'hand', of: { seatVar: 'foe' } }, how: 'acquire' },
            ]),
          ]),
        ],
      },
      arrival: [each('all', [when(exists(theirs('hand', woundableForHero)), [optional('prompt.woundForHero', [
        pick(theirs('hand', woundableForHero), 'hurt', 'prompt.woundFromHand', 'each'),
        wound(chosen('hurt')),
        pick(theirs('discard', { ...anyHero, rankAmong: chosen('hurt') }), 'back', 'prompt.takeHeroSameRank', 'each'),
        to('hand', chosen('back')),
      ], 'each')])])],
    },
  }),
  // Écaille du Kraken: (discard it) take one of your marked characters that has Cosmos into your hand.
  // Arrival: each player, from the active one, reveals the top of their deck: a character without a
  // Cosmos cost is wounded, anything else goes to their hand (handler krakenReveal).
  card(2032, {
    face: { fr: 'Défausser — un marqué à Cosmos revient. Arrivée — dessus de pioche.', en: 'Discard — a marked Cosmos one back. Arrival — flip deck tops.' },
    name: one('Kraken Scale'),
    text: {
      fr: 'Défausser — un de vos Personnages marqués ayant du Cosmos revient dans votre main. Arrivée — chacun retourne le dessus de sa pioche : s’il s’agit d’un Personnage dépourvu de coût en Cosmos, on le blesse ; toute autre carte va dans sa main.',
      en: 'Discard — take one of your marked characters with Cosmos back into your hand. Arrival — everyone turns over the top of their deck: a character with no Cosmos cost is wounded, anything else goes to their hand.',
    },
    script: {
      activate: { cost: 'discard', ops: [pick(mine('marked', { ...character, hasCosmos: true }), 'back', 'prompt.takeMarked'), to('hand', chosen('back'))] },
      arrival: [each('all', [{ op: 'call', handler: 'krakenReveal' }])],
    },
  }),
  // Écaille des Lyumnades: (discard it) apply the Arrival of a field card. Arrival: apply the Exit of
  // every field card, from the last to the first (the cards stay on the field).
  card(2033, {
    face: { fr: 'Défausser — rejouez une Arrivée. Arrivée — les Sorties.', en: 'Discard — an Arrival again. Arrival — every Exit.' },
    name: one('Lymnades Scale'),
    text: {
      fr: "Défausser — choisissez une carte du terrain : son Arrivée s'applique. Arrivée — les Sorties de toutes les cartes du terrain s'appliquent, de la dernière carte vers la première.",
      en: 'Discard — trigger the Arrival of a field card. Arrival — trigger the Exit of every field card, from the last one back to the first.',
    },
    script: {
      activate: { cost: 'discard', ops: [pick(onField({ typeIds: WITH_ARRIVAL }), 'echo', 'prompt.applyArrival'), { op: 'applyEffect', cards: chosen('echo'), part: 'arrival' }] },
      arrival: [{ op: 'applyEffect', cards: lastToFirst, part: 'exit' }],
    },
  }),
  // Écaille de Chrysaor: (destroy it) a rare character of the field costs 4 Force and 4 Cosmos less this
  // turn (never below 1). Arrival: each player may equip an armor from their hand to draw a card.
  card(2034, {
    face: { fr: 'Détruire — un ★ −4 Force −4 Cosmos. Arrivée — équipez, +1.', en: 'Destroy — a ★ −4 Force −4 Cosmos. Arrival — equip, draw 1.' },
    name: one('Chrysaor Scale'),
    text: {
      fr: 'Détruire — ce tour-ci, un Personnage rare du terrain coûte 4 Force et 4 Cosmos de moins (minimum 1). Arrivée — chaque joueur peut équiper une Armure de sa main et piocher alors une carte.',
      en: 'Destroy — this turn a rare character on the field costs 4 Force and 4 Cosmos less (at least 1). Arrival — each player may equip an armor from their hand, then draws a card.',
    },
    script: {
      activate: {
        cost: 'destroy',
        ops: [choose(onField({ ...character, rank: ['rare'] }), 'target', 'prompt.reduceCost'), { op: 'costMod', cards: chosen('target'), force: -4, cosmos: -4 }],
      },
      arrival: [each('all', [when(exists(theirs('hand', armor)), [optional('prompt.equipToDraw', [
        pick(theirs('hand', armor), 'worn', 'prompt.equipFromHand', 'each'),
        { op: 'let', cards: theirs('hand', armor), as: 'before' },
        { op: 'equip', cards: chosen('worn'), who: 'each' },
        // Only an armor actually equipped (a relic may forbid it) draws the card.
        when({ num: { sum: [{ count: theirs('hand', armor) }, { neg: { vars: 'before' } }] }, max: -1 }, [draw(1, 'each')]),
      ], 'each')])])],
    },
  }),
  // Écaille de Scylla: Arrival: each player draws 5 cards, then discards 5 cards of their hand.
  // Defeated: each player freezes a card of their hand.
  card(2035, {
    face: { fr: 'Arrivée — chacun pioche 5, défausse 5. Vaincu — chacun gèle 1.', en: 'Arrival — all draw 5, discard 5. Defeated — all freeze 1.' },
    name: one('Scylla Scale'),
    text: {
      fr: 'Arrivée — chacun pioche 5 cartes, puis en défausse 5 de sa main. Vaincu — chacun gèle une des cartes qu’il a en main.',
      en: 'Arrival — everyone draws 5 cards, then discards 5 from their hand. Defeated — everyone freezes a card of their hand.',
    },
    script: {
      arrival: [each('all', [
        draw(5, 'each'),
        { op: 'choose', from: theirs('hand'), min: 5, max: 5, as: 'out', prompt: 'prompt.discardFive', who: 'each' },
        { op: 'discard', cards: chosen('out') },
      ])],
      defeated: [each('all', [pick(theirs('hand'), 'cold', 'prompt.freezeFromHand', 'each'), freeze(chosen('cold'))])],
    },
  }),
  // Écaille du Cheval des Mers: Mise en jeu: a Hero you have in play gains +1 Cosmos. Arrival: each
  // player may discard an armor (from their hand, or the one equipped) to draw 2 cards.
  card(2036, {
    face: { fr: 'Mise en jeu — un Héros +1 Cosmos. Arrivée — Armure : +2.', en: 'Play — a Hero +1 Cosmos. Arrival — armor: draw 2.' },
    name: one('Sea Horse Scale'),
    text: {
      fr: 'Mise en jeu — +1 Cosmos à un de vos Héros en jeu. Arrivée — chaque joueur peut se séparer d’une Armure (main ou équipée) pour piocher 2 cartes.',
      en: 'Play — one of your Heroes in play gets +1 Cosmos. Arrival — each player may discard an armor (in hand or equipped) to draw 2 cards.',
    },
    script: {
      play: [choose(mine('play', anyHero), 'boost', 'prompt.boostHero'), { op: 'modify', cards: chosen('boost'), cosmos: 1 }],
      arrival: [each('all', [when(exists(armorToDiscard), [optional('prompt.discardArmorToDraw', [
        pick(armorToDiscard, 'drop', 'prompt.discardArmor', 'each'), { op: 'discard', cards: chosen('drop') }, draw(2, 'each'),
      ], 'each')])])],
    },
  }),
  // Écaille de la Sirène Marine: (discard it) draw a card per Marina and per Scale on the field. Exit:
  // from the active player, each player puts the top card of their deck into another player's discard
  // (an acquisition for that player), or freezes it if it is a Bronze armor. A card that no player may
  // acquire now (a Saint while Kuraggu is on the field) stays on the deck, and no one is chosen.
  card(2037, {
    face: { fr: 'Défausser — piochez 1 par Marina et Écaille. Sortie — pioches données.', en: 'Discard — draw 1 per Mariner and Scale. Exit — deck tops given.' },
    name: one('Mermaid Scale'),
    text: {
      fr: 'Défausser — piochez 1 carte pour chaque Marina et chaque Écaille sur le terrain. Sortie — en partant du joueur actif, chacun envoie la première carte de son paquet vers la défausse de l’un des autres joueurs ; une Armure de Bronze est gelée au lieu de partir, une carte que nul ne peut acquérir reste en place.',
      en: 'Discard — draw a card for each Mariner and each Scale on the field. Exit — starting with the active player, everyone puts the top of their deck into another player’s discard, or freezes it if it is a Bronze armor; a card nobody may acquire stays put.',
    },
    script: {
      activate: { cost: 'discard', ops: [draw({ sum: [{ count: onField(marina) }, { count: onField({ typeIds: SCALES }) }] })] },
      exit: [each('all', [
        { op: 'let', cards: { deckTop: 1, of: 'each' }, as: 'top' },
        when(exists({ var: 'top', where: cls('bronzeArmor') }), [freeze(chosen('top'))], [when(exists({ var: 'top', where: { acquirable: true } }), [
          { op: 'chooseSeat', among: 'others', as: 'receiver', who: 'each', prompt: 'prompt.giveTopCard' },
          { op: 'move', cards: chosen('top'), to: { zone: 'discard', of: { seatVar: 'receiver' } }, how: 'acquire' },
        ])]),
      ])],
    },
  }),
];
