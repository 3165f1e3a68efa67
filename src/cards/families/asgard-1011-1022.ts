// Asgard 1011–1022: the relics, Athéna, Hilda and the God Robes. One module per card (card-module.ts):
// English name, our texts (short, imperative, trigger word first; never the printed wording), script,
// and Hilda's VP rule with the bots' worth hint. Each script's comment names the card as printed and says
// what it does in our words.
import { card, type CardModule } from '../card-module';
import { one, split } from '../english-name';
import { chosen, cls, each, exists, freeze, onField, theirs, toDiscard, when, wound, mine, type Op, type Sel, type Who } from '../dsl';
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

export const ASGARD_1011_1022: CardModule[] = [
  // Anneau des Nibelungen (relic, −2 VP): Play and Arrival: put it in an opponent's area; that player
  // cannot equip an armor while it is there, until they face it with 5 Force to discard it
  card(1011, {
    face: { fr: 'Mise en jeu — Anneau chez un rival : sans Armure avant 5 Force. Arrivée — idem.', en: 'Play — Ring on a foe: no armor till 5 Force face it. Arrival — same.' },
    name: one('Nibelung Ring'),
    text: {
      fr: 'Mise en jeu — posez l’Anneau chez un adversaire : tant qu’il l’a, pas d’Armure pour lui ; 5 Force face à l’Anneau l’envoient dans sa défausse. Arrivée — le joueur actif le pose ainsi.',
      en: 'Play — put the Ring in an opponent’s area: while there, they equip no armor; facing it with 5 Force sends it to their discard. Arrival — the active player does the same.',
    },
    script: { statics: [{ on: 'holder', forbid: 'equip' }], play: ringGoes, arrival: ringGoes },
  }),
  // Balmung (relic): (freeze it) destroy a relic in play or a rare armor of a discard, then Balmung
  // goes (thawed) to the area of that card's owner; on the field it costs 1 Cosmos less per sapphire
  card(1012, {
    face: { fr: 'Geler — détruisez une Relique ou Armure ★ ; Balmung y va.', en: 'Freeze — destroy a relic or ★ armor; Balmung goes there.' },
    name: one('Balmung'),
    text: {
      fr: 'Geler — détruisez une Relique posée chez un joueur, ou bien une Armure rare défaussée ; Balmung rejoint alors la zone de ce joueur. Sur le terrain, −1 Cosmos au coût par Saphir d’Odin.',
      en: 'Freeze — destroy a relic in a player’s area or a rare armor in their discard; Balmung moves to that player’s area. On the field, costs 1 Cosmos less per sapphire on Odin’s statue.',
    },
    script: {
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
    },
  }),
  // Athéna (1013): the Saint she faces may be acquired by Cosmos for its Force cost; Arrival: every
  // player takes all their marked Heroes back into their hand
  card(1013, {
    face: { fr: 'Chevalier en face : Cosmos pour Force. Arrivée — marqués en main.', en: 'Saint facing her: Cosmos for Force. Arrival — marked back.' },
    name: one('Athena'),
    text: {
      fr: 'Le Chevalier face à elle peut se payer en Cosmos au prix de son coût en Force. Arrivée — chacun reprend en main ses Héros marqués.',
      en: 'The Saint she faces can be bought with Cosmos at its Force price. Arrival — everyone takes their marked Heroes back into hand.',
    },
    script: {
      statics: [{ on: 'facedRoute', where: { saint: true }, cosmosAtForceCost: true }],
      arrival: [{ op: 'move', cards: { zone: 'marked', of: 'all', where: anyHero }, to: { zone: 'hand' } }],
    },
  }),
  // Hilda (2 VP per God Robe: cards/vp.ts): Arrival: with no Warrior on the field, reserve cards go to
  // the field discard until a rare character comes up and takes her slot; she is shuffled into the reserve
  card(1014, {
    face: { fr: '2 PV par Robe. Arrivée — sans Guerrier : un ★ la remplace.', en: '2 VP per God Robe. Arrival — no Warrior: a ★ replaces her.' },
    name: one('Hilda'),
    text: {
      fr: '2 PV par Robe Divine. Arrivée — sans Guerrier sur le terrain, la réserve part à la défausse du terrain jusqu’à un Personnage rare, qui prend sa place ; Hilda retourne mélangée dans la réserve.',
      en: '2 VP per God Robe. Arrival — with no Warrior on the field, reserve cards go to the field discard until a rare character turns up and takes her place; Hilda is shuffled back into the reserve.',
    },
    script: { arrival: [when({ not: exists(onField(warrior)) }, [{ op: 'call', handler: 'hildaReplace' }])] },
    // 2 VP per God Robe; a player seldom holds more than one, so the bots count 2.
    vp: { rule: 'perCard', base: 0, per: 2, of: 'game', where: { typeIds: [1015, 1016, 1017, 1018, 1019, 1020, 1021, 1022] } },
    worthHint: 2,
  }),
  // Robe Divine Alpha (Dubhe): (discard it) take a Bronze armor of your discard into your hand
  card(1015, {
    face: { fr: 'Défausser — une Armure de Bronze défaussée en main.', en: 'Discard — a Bronze armor from discard to hand.' },
    name: split('Alpha Dubhe', 'God Robe'),
    text: {
      fr: 'Défausser — une de vos Armures de Bronze défaussées revient dans votre main.',
      en: 'Discard — take a Bronze armor from your discard into your hand.',
    },
    script: {
      activate: { cost: 'discard', ops: [pick(mine('discard', cls('bronzeArmor')), 'back', 'prompt.takeFromDiscard'), to('hand', chosen('back'))] },
    },
  }),
  // Robe Divine Beta (Merak): (freeze it) take one of your frozen characters into your hand
  card(1016, {
    name: split('Beta Merak', 'God Robe'),
    text: {
      fr: 'Geler — reprenez en main un Personnage gelé qui vous appartient.',
      en: 'Freeze — take one of your frozen characters back into your hand.',
    },
    script: {
      activate: { cost: 'freeze', ops: [pick(mine('frozen', character), 'back', 'prompt.takeFrozen'), to('hand', chosen('back'))] },
    },
  }),
  // Robe Divine Gamma (Phecda): (freeze it) discard a card of your hand or in play (rulings sheet
  // « Défausser »; Gamma itself, frozen as the price, is no longer in play), then play the top two cards
  // of your deck, one after the other; a Warrior played so gains +2 Force
  card(1017, {
    face: { fr: 'Geler — défaussez 1, jouez 2 de la pioche, Guerrier +2 Force.', en: 'Freeze — discard 1, play 2 from your deck; Warriors +2 Force.' },
    name: split('Gamma Phecda', 'God Robe'),
    text: {
      fr: 'Geler — défaussez une carte, puis jouez tour à tour les deux cartes du dessus de votre pioche ; un Guerrier joué ainsi a +2 Force.',
      en: 'Freeze — discard a card, then play the top two cards of your deck in turn; a Warrior played this way gets +2 Force.',
    },
    script: {
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
    },
  }),
  // Robe Divine Delta (Megrez): (freeze it) play a random card of an opponent's hand as yours; at the
  // end of the turn it goes to that opponent's discard
  card(1018, {
    face: { fr: "Geler — jouez une carte au hasard de la main d'un rival.", en: "Freeze — play a random card from a foe's hand." },
    name: split('Delta Megrez', 'God Robe'),
    text: {
      fr: 'Geler — jouez comme la vôtre une carte tirée au sort dans la main d’un adversaire ; en fin de tour, elle rejoint sa défausse à lui.',
      en: 'Freeze — play as yours a card drawn at random from an opponent’s hand; at the end of the turn it goes to their discard.',
    },
    script: { activate: { cost: 'freeze', ops: randomFromOpponentHand([{ op: 'playCard', cards: chosen('luck') }]) } },
  }),
  // Robe Divine Epsilon (Alioth): (discard it) freeze a random card of an opponent's hand
  card(1019, {
    face: { fr: "Défausser — gelez une carte au hasard d'une main adverse.", en: "Discard — freeze a random card in a foe's hand." },
    name: split('Epsilon Alioth', 'God Robe'),
    text: {
      fr: 'Défausser — une carte prise au hasard dans la main d’un adversaire est gelée.',
      en: 'Discard — freeze a card picked at random from an opponent’s hand.',
    },
    script: { activate: { cost: 'discard', ops: randomFromOpponentHand([freeze(chosen('luck'))]) } },
  }),
  // Robe Divine Eta (Benetnash): (freeze it) remove every field card; their Exits affect only your opponents
  card(1020, {
    face: { fr: 'Geler — videz le terrain ; Sorties contre les rivaux.', en: 'Freeze — clear the field; Exits hit foes only.' },
    name: split('Eta Benetnash', 'God Robe'),
    text: {
      fr: 'Geler — videz le terrain ; les effets de Sortie des cartes retirées ne touchent que vos adversaires.',
      en: 'Freeze — clear the whole field; the Exit effects of the cards removed touch only your opponents.',
    },
    script: { activate: { cost: 'freeze', ops: [{ op: 'call', handler: 'clearFieldSparing' }] } },
  }),
  // Robe Divine Zeta (Mizar): (discard it) each opponent wounds an uncommon character of their hand
  card(1021, {
    face: { fr: 'Défausser — chaque rival blesse un ◆ en main.', en: 'Discard — each foe wounds a ◆ in hand.' },
    name: split('Zeta Mizar', 'God Robe'),
    text: {
      fr: 'Défausser — tout adversaire blesse un Personnage peu commun tenu en main.',
      en: 'Discard — each opponent wounds an uncommon character from their hand.',
    },
    script: {
      activate: {
        cost: 'discard',
        ops: [each('opponents', [pick(theirs('hand', { ...character, rank: ['uncommon'] }), 'hurt', 'prompt.woundFromHand', 'each'), wound(chosen('hurt'))])],
      },
    },
  }),
  // Robe Divine Zeta (Alcor): (freeze it) destroy a frozen rare armor, anyone's
  card(1022, {
    name: split('Zeta Alcor', 'God Robe'),
    text: {
      fr: 'Geler — détruisez une Armure rare qui est gelée.',
      en: 'Freeze — destroy a frozen rare armor.',
    },
    script: {
      activate: { cost: 'freeze', ops: [pick({ zone: 'frozen', of: 'all', where: { kind: ['armor'], rank: ['rare'] } }, 'gone', 'prompt.destroyFrozenArmor'), destroy(chosen('gone'))] },
    },
  }),
];
