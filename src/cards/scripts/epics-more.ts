// Epic 2901–2919 (those not in epics.ts) card scripts. Each entry's comment names the card as printed and says what it does in our words.
// The "instead" rules (2911, 2912, 2913, 2915, 2916) are named by a static `epicRule` and read by one
// hook each in src/engine/classic/epic-rules.ts while the Epic is current.
import { choose, chosen, cls, each, exists, freeze, gainVp, removeFlames, script, toDiscard, when, type CardScript, type Cond, type Filter, type Op, type Sel } from '../dsl';
import { anyHero, game, marina, pick, to } from './expansion-helpers';

const godWarrior = cls('godWarrior');
const guard = cls('guard');
/** "Chevaliers de Bronze et d'Acier" (the common and ◆ Heroes are Bronze Saints too). */
const graadSaint = cls('bronzeSaint', 'steelSaint');
/** The God Robes (Robes Divines) of Asgard, Alcor's included. */
const godRobe: Filter = { typeIds: [1015, 1016, 1017, 1018, 1019, 1020, 1021, 1022] };
const hand: Sel = { zone: 'hand' };
const heroInHand: Sel = { zone: 'hand', where: anyHero };
/** Septième sens: a player's marked common or uncommon Hero. */
const markedHero: Sel = { zone: 'marked', of: 'each', where: { classes: ['hero'], rank: ['common', 'uncommon'] } };
const fieldArmor: Sel = { zone: 'field', where: { kind: ['armor'], acquirable: true } };

/** Volonté propre, at `h` hourglasses: pay n Heroes of `from` (discarded, wounded or destroyed). */
const ownWill = (h: number, n: number, from: Sel, prompt: string, pay: (cards: Sel) => Op) => ({
  can: { all: [{ hourglasses: { min: h, max: h } }, exists(from, n)] } as Cond,
  pay: [choose(from, 'paid', prompt, n, n), pay(chosen('paid'))],
});
// The Heroes discarded may be in hand or in play (rulings sheet 002 « Défausser »: the text names no
// hand); those wounded or destroyed are read, as before, as Heroes of the hand (that paragraph is about
// discarding only).
const OWN_WILL = [
  ownWill(0, 4, toDiscard('me', anyHero), 'prompt.discardHeroes', (cards) => ({ op: 'discard', cards })),
  ownWill(1, 3, heroInHand, 'prompt.woundHeroes', (cards) => ({ op: 'wound', cards })),
  ownWill(2, 2, heroInHand, 'prompt.destroyHeroes', (cards) => ({ op: 'destroy', cards })),
];

export const EPICS_MORE: CardScript[] = [
  // Attaque de la fondation Graad: once a turn the active player may put a +1 VP token on every
  // Bronze and Steel Saint of their hand (set aside, marked). End of Epic: with 7 or more of them
  // marked, they go to their owners' discards (tokens collected); otherwise the game ends, as when the
  // last flame goes: the round is finished, then the game is scored (our reading of the cut text).
  script(2901, {
    actions: [{ label: 'action.graadTokens', when: exists({ zone: 'hand', where: graadSaint }), ops: [
      { op: 'addVp', cards: { zone: 'hand', where: graadSaint }, value: 1 },
    ] }],
    epicEnd: [when(exists({ zone: 'marked', of: 'all', where: { ...graadSaint, marker: 'vp' } }, 7),
      [{ op: 'move', cards: { zone: 'marked', of: 'all', where: { ...graadSaint, marker: 'vp' } }, to: { zone: 'discard' } }],
      [{ op: 'call', handler: 'finalRound' }])],
  }),
  // Blizzard: whenever a God Warrior is revealed on the field, the active player freezes a card of their hand
  script(2902, {
    whenever: [{ to: 'field', where: godWarrior, ops: [when(exists(hand), [pick(hand, 'cold', 'prompt.freezeFromHand'), freeze(chosen('cold'))])] }],
  }),
  // Déluge: whenever a Marina is revealed on the field, the active player discards a card of their
  // hand; end of Epic: every player wounds the Marinas of their discard
  script(2904, {
    whenever: [{ to: 'field', where: marina, ops: [when(exists(hand), [pick(hand, 'gone', 'prompt.discardFromHand'), { op: 'discard', cards: chosen('gone') }])] }],
    epicEnd: [each('all', [{ op: 'wound', cards: { zone: 'discard', of: 'each', where: marina } }])],
  }),
  // Encerclés: Guards cost 1 Force more; a Guard of a marked area (when the Epic is revealed, or as
  // soon as it becomes marked) is shuffled into the reserve; end of game: +1 VP token per Guard in
  // one's game
  script(2907, {
    statics: [{ on: 'costs', where: guard, force: 1 }],
    whenever: [
      { to: 'epic', where: { typeIds: [2907] }, ops: [when(exists({ zone: 'marked', of: 'all', where: guard }), [to('reserve', { zone: 'marked', of: 'all', where: guard })])] },
      { to: 'marked', where: guard, ops: [when(exists({ var: 'it', where: { marker: 'any' } }), [to('reserve', { var: 'it', where: { marker: 'any' } })])] },
    ],
    gameEnd: [each('all', [gainVp({ count: game('each', guard) }, 1, 'each')])],
  }),
  // Fonte des glaces: a flame goes whenever a God Warrior reaches the field discard; end of game: with
  // 7 or more God Warriors in the field discard, every player with no God Robe in their game is eliminated
  script(2909, {
    whenever: [{ to: 'fieldDiscard', where: godWarrior, ops: [removeFlames(1)] }],
    gameEnd: [when(exists({ zone: 'fieldDiscard', where: godWarrior }, 7), [
      each('all', [when({ not: exists(game('each', godRobe)) }, [{ op: 'eliminate', who: 'each' }])]),
    ])],
  }),
  // La force de l'amitié: once a turn the active player names a Hero (the one a chosen player plays);
  // each player holding that Hero in hand discards one, and each time one of the active player's
  // Heroes in play gains 1 Force
  script(2910, {
    actions: [{ label: 'action.nameHero', ops: [
      { op: 'chooseSeat', among: 'players', as: 'named', prompt: 'prompt.nameHero' },
      each('all', [
        { op: 'let', cards: { zone: 'hand', of: 'each', where: anyHero }, as: 'held' },
        { op: 'call', handler: 'keepNamedHero' },
        when({ chosen: 'held' }, [
          { op: 'choose', from: chosen('held'), min: 1, max: 1, as: 'given', who: 'each', prompt: 'prompt.discardHero', byType: true },
          { op: 'discard', cards: chosen('given') },
          when(exists({ zone: 'play', where: anyHero }), [
            choose({ zone: 'play', where: anyHero }, 'friend', 'prompt.boostPlayed'),
            { op: 'modify', cards: chosen('friend'), force: 1 },
          ]),
        ]),
      ]),
    ] }],
  }),
  // Fuite: God Warriors add their sapphire to Odin's statue only when defeated (acquired from the field)
  script(2911, { statics: [{ on: 'epicRule', rule: 'sapphireOnlyWhenDefeated' }] }),
  // Encerclés (2): a Hero that is destroyed may go to its owner's discard instead (their choice)
  script(2912, { statics: [{ on: 'epicRule', rule: 'destroyedHeroMayBeDiscarded' }] }),
  // Ne jamais abandonner: while a card is wounded or frozen, a character with Heal cannot be used to
  // acquire: it must heal first
  script(2913, { statics: [{ on: 'epicRule', rule: 'healersMustHeal' }] }),
  // Prise d'otages: at the end of their turn the active player receives a −1 VP token per Guard and
  // Ghost Saint on the field
  script(2914, {
    turnEnd: [gainVp({ count: { zone: 'field', where: cls('guard', 'ghostSaint') } }, -1)],
  }),
  // Septième sens: a Bronze armor's upgrade gives an uncommon Hero instead of a common one; end of
  // Epic: every player swaps their destroyed very common Heroes with their marked common and uncommon
  // ones, one for one, choosing which (the markers stay in the marked area)
  script(2915, {
    statics: [{ on: 'epicRule', rule: 'upgradeSkipsCommon' }],
    epicEnd: [each('all', [{ op: 'forEachCard', cards: { zone: 'destroyed', of: 'each', where: { classes: ['hero'], rank: ['veryCommon'] } }, as: 'back', ops: [
      when(exists(markedHero), [pick(markedHero, 'worn', 'prompt.swapMarkedHero', 'each'), { op: 'swap', a: chosen('worn'), b: chosen('back') }]),
    ] }])],
  }),
  // Soutien télépathique: at the end of their turn a player with a marked card draws up to 6, not 5
  script(2916, { statics: [{ on: 'epicRule', rule: 'drawUpToSixIfMarked' }] }),
  // Volonté propre (evolving): the active player may acquire a field armor, into their discard, by
  // discarding 4 Heroes of their hand or in play (no hourglass), wounding 3 of their hand (1) or
  // destroying 2 of their hand (2); the card prints no turn limit, so it may be done again while a
  // field armor and the Heroes to pay remain (each use spends Heroes, which bounds it)
  script(2919, {
    actions: [{
      label: 'action.armorForHeroes',
      each: 'any',
      when: { all: [exists(fieldArmor), { any: OWN_WILL.map((w) => w.can) }] },
      ops: [
        choose(fieldArmor, 'armor', 'prompt.takeArmor'),
        when(OWN_WILL[0].can, OWN_WILL[0].pay, [when(OWN_WILL[1].can, OWN_WILL[1].pay, OWN_WILL[2].pay)]),
        { op: 'move', cards: chosen('armor'), to: { zone: 'discard', of: 'me' }, how: 'acquire' },
      ],
    }],
  }),
];
