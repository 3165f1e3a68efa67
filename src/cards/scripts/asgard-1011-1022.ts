// Asgard 1011–1022 (relics, Athéna, Hilda, God Robes) card scripts. Each entry's comment names the card as printed and says what it does in our words.
import { chosen, cls, each, exists, freeze, onField, script, theirs, toDiscard, when, wound, mine, type CardScript, type Op, type Sel, type Who } from '../dsl';
import { anyHero, character, destroy, pick, self, to } from './expansion-helpers';

/** "Guerriers": the Warrior class and the God Warriors (docs/expansions.md, ruling 7). */
const warrior = cls('warrior', 'godWarrior');

/** The Anneau itself, when no field rule forbids acquiring it. */
const ringAcquirable = { typeIds: [1011], acquirable: true };
/** Anneau des Nibelungen's Mise en jeu (also applied by the active player on its Arrival): it goes to
 *  an opponent's area, who alone may face it; 5 Force puts it into their discard. While it sits in an
 *  area, its holder cannot equip an armor (its static). */
const ringGoes: Op[] = [
  // Rulings sheet 002 "Acquérir": this Mise en jeu is an acquisition (by the opponent who receives the
  // Anneau), so a field rule forbidding it (Garde d'Asgard 1035) stops it: the Anneau stays where it is.
  when({ any: [exists(mine('relics', ringAcquirable)), exists(onField(ringAcquirable))] }, [
    { op: 'chooseSeat', among: 'opponents', as: 'holder', prompt: 'prompt.giveRing' },
    when({ chosen: 'holder' }, [
      { op: 'move', cards: self, to: { zone: 'relics', of: { seatVar: 'holder' } } },
      { op: 'offerTarget', cards: self, force: 5, to: 'discard', who: { seatVar: 'holder' } },
    ]),
  ]),
];

/** What Balmung may destroy among a player's cards: a relic in their area, a rare armor of their discard. */
const balmungPrey = (of: Who): Sel => ({
  any: [{ zone: 'relics', of }, { zone: 'discard', of, where: { kind: ['armor'], rank: ['rare'] } }],
});

/** An opponent with a card in hand, chosen by the controller (`victim`), then ops on a random card of it. */
const randomFromOpponentHand = (then: Op[]): Op[] => [
  { op: 'chooseSeat', among: 'opponents', as: 'victim', prompt: 'prompt.chooseOpponent', having: exists(theirs('hand')) },
  when({ chosen: 'victim' }, [
    { op: 'chooseRandom', from: { zone: 'hand', of: { seatVar: 'victim' } }, n: 1, as: 'luck' },
    ...then,
  ]),
];

export const ASGARD_1011_1022: CardScript[] = [
  // Anneau des Nibelungen (relic, −2 VP): Play and Arrival: put it in an opponent's area; that player
  // cannot equip an armor while it is there, until they face it with 5 Force to discard it
  script(1011, { statics: [{ on: 'holder', forbid: 'equip' }], play: ringGoes, arrival: ringGoes }),
  // Balmung (relic): (freeze it) destroy a relic in play or a rare armor of a discard, then Balmung
  // goes (thawed) to the area of that card's owner; on the field it costs 1 Cosmos less per sapphire
  script(1012, {
    statics: [{ on: 'costs', where: { typeIds: [1012] }, cosmos: { neg: { counter: 'sapphires' } }, caption: 'caption.balmungPerSapphire' }],
    activate: {
      cost: 'freeze',
      ops: [
        { op: 'chooseSeat', among: 'players', as: 'victim', prompt: 'prompt.choosePlayer', having: exists(balmungPrey('each')) },
        when({ chosen: 'victim' }, [
          pick(balmungPrey({ seatVar: 'victim' }), 'prey', 'prompt.destroyRelicOrArmor'),
          destroy(chosen('prey')),
          { op: 'move', cards: self, to: { zone: 'relics', of: { seatVar: 'victim' } } },
        ]),
      ],
    },
  }),
  // Athéna (1013): the Saint she faces may be acquired by Cosmos for its Force cost; Arrival: every
  // player takes all their marked Heroes back into their hand
  script(1013, {
    statics: [{ on: 'facedRoute', where: { saint: true }, cosmosAtForceCost: true }],
    arrival: [{ op: 'move', cards: { zone: 'marked', of: 'all', where: anyHero }, to: { zone: 'hand' } }],
  }),
  // Hilda (2 VP per God Robe: cards/vp.ts): Arrival: with no Warrior on the field, reserve cards go to
  // the field discard until a rare character comes up and takes her slot; she is shuffled into the reserve
  script(1014, { arrival: [when({ not: exists(onField(warrior)) }, [{ op: 'call', handler: 'hildaReplace' }])] }),
  // Robe Divine Alpha (Dubhe): (discard it) take a Bronze armor of your discard into your hand
  script(1015, {
    activate: { cost: 'discard', ops: [pick(mine('discard', cls('bronzeArmor')), 'back', 'prompt.takeFromDiscard'), to('hand', chosen('back'))] },
  }),
  // Robe Divine Beta (Merak): (freeze it) take one of your frozen characters into your hand
  script(1016, {
    activate: { cost: 'freeze', ops: [pick(mine('frozen', character), 'back', 'prompt.takeFrozen'), to('hand', chosen('back'))] },
  }),
  // Robe Divine Gamma (Phecda): (freeze it) discard a card of your hand or in play (rulings sheet
  // « Défausser »; Gamma itself, frozen as the price, is no longer in play), then play the top two cards
  // of your deck, one after the other; a Warrior played so gains +2 Force
  script(1017, {
    activate: {
      cost: 'freeze',
      ops: [
        pick(toDiscard(), 'gone', 'prompt.discardOne'),
        { op: 'discard', cards: chosen('gone') },
        { op: 'let', cards: { deckTop: 2 }, as: 'top' },
        { op: 'forEachCard', cards: chosen('top'), as: 'next', ops: [
          { op: 'playCard', cards: chosen('next'), as: 'played' },
          { op: 'modify', cards: { var: 'played', where: warrior }, force: 2 },
        ] },
      ],
    },
  }),
  // Robe Divine Delta (Megrez): (freeze it) play a random card of an opponent's hand as yours; at the
  // end of the turn it goes to that opponent's discard
  script(1018, { activate: { cost: 'freeze', ops: randomFromOpponentHand([{ op: 'playCard', cards: chosen('luck') }]) } }),
  // Robe Divine Epsilon (Alioth): (discard it) freeze a random card of an opponent's hand
  script(1019, { activate: { cost: 'discard', ops: randomFromOpponentHand([freeze(chosen('luck'))]) } }),
  // Robe Divine Eta (Benetnash): (freeze it) remove every field card; their Exits affect only your opponents
  script(1020, { activate: { cost: 'freeze', ops: [{ op: 'call', handler: 'clearFieldSparing' }] } }),
  // Robe Divine Zeta (Mizar): (discard it) each opponent wounds an uncommon character of their hand
  script(1021, {
    activate: {
      cost: 'discard',
      ops: [each('opponents', [pick(theirs('hand', { ...character, rank: ['uncommon'] }), 'hurt', 'prompt.woundFromHand', 'each'), wound(chosen('hurt'))])],
    },
  }),
  // Robe Divine Zeta (Alcor): (freeze it) destroy a frozen rare armor, anyone's
  script(1022, {
    activate: { cost: 'freeze', ops: [pick({ zone: 'frozen', of: 'all', where: { kind: ['armor'], rank: ['rare'] } }, 'gone', 'prompt.destroyFrozenArmor'), destroy(chosen('gone'))] },
  }),
];
