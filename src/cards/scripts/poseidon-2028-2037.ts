// Poseidon 2029–2037 (Scales) card scripts (the Urne d'Athéna 2028 is a module: families/poseidon-2028-2037.ts). Each entry's comment names the card as printed and says what it does in our words.
import { CARD_TYPES } from '..';
import { choose, chosen, cls, draw, each, exists, freeze, mine, onField, optional, script, theirs, toDiscard, when, wound, type CardScript, type Filter, type Sel } from '../dsl';
import { anyHero, character, marina, pick, to } from './expansion-helpers';

const armor: Filter = { kind: ['armor'] };
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

export const POSEIDON_2028_2037: CardScript[] = [
  // Écaille de Poséidon: (discard it) a character of your discard trades places with one of your marked
  // cards (it takes the markers, and its Marqué fires); for the rest of the turn, the field cards you
  // acquire into your discard are frozen instead.
  script(2029, {
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
  }),
  // Écaille du Dragon des Mers: Arrival: the active player names an opponent, who discards a card of
  // their hand at random; this turn the active player may face that card (and acquire it into their
  // discard) if it has a cost. Exit: every armor of the field goes to the field discard.
  script(2030, {
    arrival: [
      { op: 'chooseSeat', among: 'opponents', as: 'foe', prompt: 'prompt.chooseOpponent', having: exists(theirs('hand')) },
      when({ chosen: 'foe' }, [
        { op: 'chooseRandom', from: { zone: 'hand', of: { seatVar: 'foe' } }, n: 1, as: 'lost' },
        { op: 'discard', cards: chosen('lost') },
        { op: 'offerTarget', cards: chosen('lost'), to: 'discard', who: 'active', thisTurn: true },
      ]),
    ],
    exit: [to('fieldDiscard', onField(armor))],
  }),
  // Écaille de la Sirène: (discard it) look at an opponent's hand; you may take one of their Saints
  // into your hand, giving them a card of your hand of the same rank (two acquisitions: both cards must
  // be ones no rule in force forbids acquiring). Arrival: each player may wound a
  // character of their hand to take back into their hand a Hero of the same rank from their discard.
  script(2031, {
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
  }),
  // Écaille du Kraken: (discard it) take one of your marked characters that has Cosmos into your hand.
  // Arrival: each player, from the active one, reveals the top of their deck: a character without a
  // Cosmos cost is wounded, anything else goes to their hand (handler krakenReveal).
  script(2032, {
    activate: { cost: 'discard', ops: [pick(mine('marked', { ...character, hasCosmos: true }), 'back', 'prompt.takeMarked'), to('hand', chosen('back'))] },
    arrival: [each('all', [{ op: 'call', handler: 'krakenReveal' }])],
  }),
  // Écaille des Lyumnades: (discard it) apply the Arrival of a field card. Arrival: apply the Exit of
  // every field card, from the last to the first (the cards stay on the field).
  script(2033, {
    activate: { cost: 'discard', ops: [pick(onField({ typeIds: WITH_ARRIVAL }), 'echo', 'prompt.applyArrival'), { op: 'applyEffect', cards: chosen('echo'), part: 'arrival' }] },
    arrival: [{ op: 'applyEffect', cards: lastToFirst, part: 'exit' }],
  }),
  // Écaille de Chrysaor: (destroy it) a rare character of the field costs 4 Force and 4 Cosmos less this
  // turn (never below 1). Arrival: each player may equip an armor from their hand to draw a card.
  script(2034, {
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
  }),
  // Écaille de Scylla: Arrival: each player draws 5 cards, then discards 5 cards of their hand.
  // Defeated: each player freezes a card of their hand.
  script(2035, {
    arrival: [each('all', [
      draw(5, 'each'),
      { op: 'choose', from: theirs('hand'), min: 5, max: 5, as: 'out', prompt: 'prompt.discardFive', who: 'each' },
      { op: 'discard', cards: chosen('out') },
    ])],
    defeated: [each('all', [pick(theirs('hand'), 'cold', 'prompt.freezeFromHand', 'each'), freeze(chosen('cold'))])],
  }),
  // Écaille du Cheval des Mers: Mise en jeu: a Hero you have in play gains +1 Cosmos. Arrival: each
  // player may discard an armor (from their hand, or the one equipped) to draw 2 cards.
  script(2036, {
    play: [choose(mine('play', anyHero), 'boost', 'prompt.boostHero'), { op: 'modify', cards: chosen('boost'), cosmos: 1 }],
    arrival: [each('all', [when(exists(armorToDiscard), [optional('prompt.discardArmorToDraw', [
      pick(armorToDiscard, 'drop', 'prompt.discardArmor', 'each'), { op: 'discard', cards: chosen('drop') }, draw(2, 'each'),
    ], 'each')])])],
  }),
  // Écaille de la Sirène Marine: (discard it) draw a card per Marina and per Scale on the field. Exit:
  // from the active player, each player puts the top card of their deck into another player's discard
  // (an acquisition for that player), or freezes it if it is a Bronze armor. A card that no player may
  // acquire now (a Saint while Kuraggu is on the field) stays on the deck, and no one is chosen.
  script(2037, {
    activate: { cost: 'discard', ops: [draw({ sum: [{ count: onField(marina) }, { count: onField({ typeIds: SCALES }) }] })] },
    exit: [each('all', [
      { op: 'let', cards: { deckTop: 1, of: 'each' }, as: 'top' },
      when(exists({ var: 'top', where: cls('bronzeArmor') }), [freeze(chosen('top'))], [when(exists({ var: 'top', where: { acquirable: true } }), [
        { op: 'chooseSeat', among: 'others', as: 'receiver', who: 'each', prompt: 'prompt.giveTopCard' },
        { op: 'move', cards: chosen('top'), to: { zone: 'discard', of: { seatVar: 'receiver' } }, how: 'acquire' },
      ])]),
    ])],
  }),
];
