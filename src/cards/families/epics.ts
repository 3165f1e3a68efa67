// The Epics 2901–2919, one module per card (card-module.ts): English name, our texts (short,
// imperative, trigger word first; never the printed wording) and script. Each script's comment names the
// card as printed and says what it does in our words. Ongoing effects are statics (while the Epic is
// current), evolving ones have an `hourglasses` condition; then turn hooks, reactions (`whenever`),
// end-of-Epic (`epicEnd`) and end-of-game (`gameEnd`) effects. Which Epics are in the deck: RULING-14
// (engine/classic/epics.ts). The "instead" rules (2911, 2912, 2913, 2915, 2916) are named by a static
// `epicRule` and read by one hook each in src/engine/classic/epic-rules.ts while the Epic is current.
import { card, type CardModule } from '../card-module';
import { choose, chosen, cls, each, exists, freeze, gainVp, optional, removeFlames, toDiscard, when, type Cond, type Filter, type Op, type Sel } from '../dsl';
import { one, split } from '../english-name';
import { anyHero, game, marina, pick, to } from './expansion-helpers';

const blackSaint = cls('blackSaint');
const athena = { typeIds: [16, 1013, 2011] };

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

export const EPICS: CardModule[] = [
  // Attaque de la fondation Graad: once a turn the active player may put a +1 VP token on every
  // Bronze and Steel Saint of their hand (set aside, marked). End of Epic: with 7 or more of them
  // marked, they go to their owners' discards (tokens collected); otherwise the game ends, as when the
  // last flame goes: the round is finished, then the game is scored (our reading of the cut text).
  card(2901, {
    face: { fr: '+1 PV sur Bronze et Acier en main. Fin d’Épopée — sous 7 : fin de partie.', en: '+1 VP on Bronze and Steel in hand. End of Epic — under 7: game over.' },
    name: split('Attack', 'on the Graad Foundation'),
    text: {
      fr: 'Une fois par tour, le joueur actif peut poser un jeton +1 PV sur chacun de ses Chevaliers de Bronze et d’Acier en main (ils restent à l’écart). Fin d’Épopée — 7 de ces cartes ou plus : elles rejoignent la défausse de leur propriétaire ; moins : la partie prend fin, comme à la dernière flamme (le tour de table s’achève, puis on compte les points).',
      en: 'Once a turn, the active player may put a +1 VP token on each Bronze and Steel Saint in their hand (they stay aside). End of Epic — 7 or more such cards: they go to their owners’ discards; fewer: the game ends as at the last flame (the round is finished, then scored).',
    },
    script: {
      actions: [{ label: 'action.graadTokens', when: exists({ zone: 'hand', where: graadSaint }), ops: [
        { op: 'addVp', cards: { zone: 'hand', where: graadSaint }, value: 1 },
      ] }],
      epicEnd: [when(exists({ zone: 'marked', of: 'all', where: { ...graadSaint, marker: 'vp' } }, 7),
        [{ op: 'move', cards: { zone: 'marked', of: 'all', where: { ...graadSaint, marker: 'vp' } }, to: { zone: 'discard' } }],
        [{ op: 'call', handler: 'finalRound' }])],
    },
  }),
  // Blizzard: whenever a God Warrior is revealed on the field, the active player freezes a card of their hand
  card(2902, {
    face: { fr: 'Un Guerrier Divin paraît : gelez une carte en main.', en: 'A God Warrior appears: freeze a card in hand.' },
    name: one('Blizzard'),
    text: {
      fr: 'Dès qu’un Guerrier Divin apparaît sur le terrain, c’est au joueur actif de geler une carte qu’il a en main.',
      en: 'Whenever a God Warrior is revealed on the field, the active player picks a card of their hand and freezes it.',
    },
    script: {
      whenever: [{ to: 'field', where: godWarrior, ops: [when(exists(hand), [pick(hand, 'cold', 'prompt.freezeFromHand'), freeze(chosen('cold'))])] }],
    },
  }),
  // Défiance: at the end of their turn the active player puts a −1 VP token on a field card
  card(2903, {
    name: one('Mistrust'),
    text: { fr: 'Fin de tour — le joueur actif pose un jeton −1 PV sur une carte du terrain.', en: 'End of turn — the active player puts a −1 VP token on a field card.' },
    script: {
      turnEnd: [{ op: 'if', cond: exists({ zone: 'field' }), then: [
        choose({ zone: 'field' }, 'target', 'prompt.epicVpToken'), { op: 'addVp', cards: chosen('target'), value: -1 },
      ] }],
    },
  }),
  // Déluge: whenever a Marina is revealed on the field, the active player discards a card of their
  // hand; end of Epic: every player wounds the Marinas of their discard
  card(2904, {
    face: { fr: 'Un Marina paraît : défaussez 1. Fin d’Épopée — Marinas blessés.', en: 'A Mariner appears: discard 1. End of Epic — Mariners wounded.' },
    name: one('Deluge'),
    text: {
      fr: 'Dès qu’un Marina apparaît sur le terrain, c’est au joueur actif de défausser une carte qu’il a en main. Fin d’Épopée — tout Marina d’une défausse y est blessé par son propriétaire.',
      en: 'Whenever a Mariner is revealed on the field, the active player discards a card from their hand. End of Epic — every Mariner in a player’s discard gets wounded.',
    },
    script: {
      whenever: [{ to: 'field', where: marina, ops: [when(exists(hand), [pick(hand, 'gone', 'prompt.discardFromHand'), { op: 'discard', cards: chosen('gone') }])] }],
      epicEnd: [each('all', [{ op: 'wound', cards: { zone: 'discard', of: 'each', where: marina } }])],
    },
  }),
  // Destruction de Death Queen Island: at the start of their turn the active player may remove a
  // Black Saint from the field and complete it; end of game: the player(s) with the most Black Saints
  // in their game gain a +1 VP token per Black Saint in the field discard
  card(2905, {
    face: { fr: 'Début de tour — un Noir du terrain peut partir. Fin de partie — le plus de Noirs : PV.', en: 'Start of turn — may drop a field Black. End of game — most Blacks: VP.' },
    name: split('Destruction', 'of Death Queen Island'),
    text: {
      fr: 'Début de tour — le joueur actif peut retirer un Chevalier Noir du terrain, qui est complété. Fin de partie — qui a le plus de Chevaliers Noirs gagne 1 PV par Chevalier Noir de la défausse du terrain.',
      en: 'Start of turn — the active player may remove a Black Saint from the field, which is then completed. End of game — whoever has the most Black Saints gains 1 VP per Black Saint in the field discard.',
    },
    script: {
      turnStart: [{ op: 'if', cond: exists({ zone: 'field', where: blackSaint }), then: [optional('prompt.epicRemoveBlackSaint', [
        choose({ zone: 'field', where: blackSaint }, 'gone', 'prompt.removeFromField'),
        { op: 'move', cards: chosen('gone'), to: { zone: 'fieldDiscard' } },
        { op: 'refillField' },
      ])] }],
      gameEnd: [each('all', [{ op: 'if', cond: { most: game('each', blackSaint) }, then: [
        gainVp({ count: { zone: 'fieldDiscard', where: blackSaint } }, 1, 'each'),
      ] }])],
    },
  }),
  // Doutes (evolving): with no hourglass the uncommon characters cost 1 Force less; with 1, the rare
  // ones cost 1 Force less; with 2, the rare ones cost 1 Force and 1 Cosmos less
  card(2906, {
    face: { fr: '0 sablier : ◆ −1 Force ; 1 : ★ −1 Force ; 2 : ★ −1 Force −1 Cosmos.', en: '0 hourglass: ◆ −1 Force; 1: ★ −1 Force; 2: ★ −1 Force −1 Cosmos.' },
    name: one('Doubts'),
    text: {
      fr: 'Sans sablier, les Personnages peu communs coûtent 1 Force de moins ; à 1 sablier, les rares 1 Force de moins ; à 2, les rares 1 Force et 1 Cosmos de moins.',
      en: 'No hourglass: uncommon characters cost 1 Force less; 1 hourglass: rare ones 1 Force less; 2: rare ones 1 Force and 1 Cosmos less.',
    },
    script: {
      statics: [
        { on: 'costs', where: { kind: ['character'], rank: ['uncommon'] }, force: -1, when: { hourglasses: { max: 0 } } },
        { on: 'costs', where: { kind: ['character'], rank: ['rare'] }, force: -1, when: { hourglasses: { min: 1 } } },
        { on: 'costs', where: { kind: ['character'], rank: ['rare'] }, cosmos: -1, when: { hourglasses: { min: 2 } } },
      ],
    },
  }),
  // Encerclés: Guards cost 1 Force more; a Guard of a marked area (when the Epic is revealed, or as
  // soon as it becomes marked) is shuffled into the reserve; end of game: +1 VP token per Guard in
  // one's game
  card(2907, {
    face: { fr: 'Gardes +1 Force ; marqués, ils partent. Fin de partie — +1 PV.', en: 'Guards +1 Force; marked ones leave. End of game — +1 VP each.' },
    name: one('Surrounded'),
    text: {
      fr: 'Les Gardes demandent 1 Force de plus. Un Garde marqué, déjà ou dès qu’il le devient, retourne dans la réserve, qui est mélangée. Fin de partie — +1 PV par Garde de votre jeu.',
      en: 'Guards need 1 more Force. A Guard that is or becomes marked goes back into the reserve, which is shuffled. End of game — +1 VP per Guard in your game.',
    },
    script: {
      statics: [{ on: 'costs', where: guard, force: 1 }],
      whenever: [
        { to: 'epic', where: { typeIds: [2907] }, ops: [when(exists({ zone: 'marked', of: 'all', where: guard }), [to('reserve', { zone: 'marked', of: 'all', where: guard })])] },
        { to: 'marked', where: guard, ops: [when(exists({ var: 'it', where: { marker: 'any' } }), [to('reserve', { var: 'it', where: { marker: 'any' } })])] },
      ],
      gameEnd: [each('all', [gainVp({ count: game('each', guard) }, 1, 'each')])],
    },
  }),
  // Épuisement d'Athéna: a flame goes each time an Athéna reaches a discard (a player's or the field's)
  card(2908, {
    face: { fr: 'Une Athéna défaussée : −1 flamme.', en: 'An Athena discarded: −1 flame.' },
    name: split('Athena’s', 'Exhaustion'),
    text: { fr: 'Chaque fois qu’une Athéna arrive dans une défausse, une flamme s’éteint.', en: 'Whenever an Athena reaches a discard, a flame goes out.' },
    script: {
      whenever: [{ to: 'discard', where: athena, ops: [removeFlames(1)] }, { to: 'fieldDiscard', where: athena, ops: [removeFlames(1)] }],
    },
  }),
  // Fonte des glaces: a flame goes whenever a God Warrior reaches the field discard; end of game: with
  // 7 or more God Warriors in the field discard, every player with no God Robe in their game is eliminated
  card(2909, {
    face: { fr: 'Guerrier défaussé : −1 flamme. Fin de partie — 7 : sans Robe, éliminé.', en: 'God Warrior discarded: −1 flame. End of game — 7: no Robe, out.' },
    name: one('Melting Ice'),
    text: {
      fr: 'Dès qu’un Guerrier Divin arrive dans la défausse du terrain, une flamme s’éteint. Fin de partie — si cette défausse compte 7 Guerriers Divins ou plus, tout joueur qui n’a aucune Robe Divine est éliminé.',
      en: 'Whenever a God Warrior reaches the field discard, a flame goes out. End of game — with 7 or more God Warriors there, every player owning no God Robe is eliminated.',
    },
    script: {
      whenever: [{ to: 'fieldDiscard', where: godWarrior, ops: [removeFlames(1)] }],
      gameEnd: [when(exists({ zone: 'fieldDiscard', where: godWarrior }, 7), [
        each('all', [when({ not: exists(game('each', godRobe)) }, [{ op: 'eliminate', who: 'each' }])]),
      ])],
    },
  }),
  // La force de l'amitié: once a turn the active player names a Hero (the one a chosen player plays);
  // each player holding that Hero in hand discards one, and each time one of the active player's
  // Heroes in play gains 1 Force
  card(2910, {
    face: { fr: "Nommez un Héros : qui l'a le défausse ; un des vôtres +1 Force.", en: 'Name a Hero: holders discard it; a Hero of yours +1 Force.' },
    name: split('The Power', 'of Friendship'),
    text: {
      fr: 'Au choix, une fois dans son tour, le joueur actif désigne un Héros (celui d’un joueur). Quiconque en tient un en main s’en défausse, et à chaque fois un Héros joué par le joueur actif prend +1 Force.',
      en: 'Once a turn, the active player may name a Hero (one a player plays). Anyone holding one in hand discards it, and each time a Hero the active player has in play gets +1 Force.',
    },
    script: {
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
    },
  }),
  // Fuite: God Warriors add their sapphire to Odin's statue only when defeated (acquired from the field)
  card(2911, {
    face: { fr: "Saphir seulement d'un Guerrier vaincu.", en: 'A sapphire only from a defeated God Warrior.' },
    name: one('Escape'),
    text: {
      fr: 'Un Guerrier Divin n’apporte son Saphir à la statue d’Odin que s’il est vaincu (acquis depuis le terrain).',
      en: 'A God Warrior gives its sapphire to Odin’s statue only when defeated (acquired from the field).',
    },
    script: { statics: [{ on: 'epicRule', rule: 'sapphireOnlyWhenDefeated' }] },
  }),
  // Encerclés (2): a Hero that is destroyed may go to its owner's discard instead (their choice)
  card(2912, {
    face: { fr: 'Un Héros détruit peut aller en défausse.', en: 'A destroyed Hero may go to the discard.' },
    name: one('Surrounded'),
    text: {
      fr: 'Un Héros qui vient d’être détruit peut, au choix de son propriétaire, aller plutôt dans sa défausse.',
      en: 'A Hero that gets destroyed may go to its owner’s discard instead, if the owner wishes.',
    },
    script: { statics: [{ on: 'epicRule', rule: 'destroyedHeroMayBeDiscarded' }] },
  }),
  // Ne jamais abandonner: while a card is wounded or frozen, a character with Heal cannot be used to
  // acquire: it must heal first
  card(2913, {
    face: { fr: "Carte blessée ou gelée : le Soin soigne d'abord.", en: 'While any card is hurt, Heal heals first.' },
    name: one('Never Give Up'),
    text: {
      fr: 'Tant qu’une carte est blessée ou gelée, un Personnage qui a du Soin ne peut servir à acquérir : il doit d’abord soigner.',
      en: 'While any card is wounded or frozen, a character with Heal cannot help to acquire: it has to heal first.',
    },
    script: { statics: [{ on: 'epicRule', rule: 'healersMustHeal' }] },
  }),
  // Prise d'otages: at the end of their turn the active player receives a −1 VP token per Guard and
  // Ghost Saint on the field
  card(2914, {
    face: { fr: 'Fin de tour — −1 PV par Garde et Fantôme.', en: 'End of turn — −1 VP per Guard and Ghost.' },
    name: one('Hostage Taking'),
    text: {
      fr: 'Fin de tour — un jeton −1 PV va au joueur actif pour chaque Garde et chaque Chevalier Fantôme présent sur le terrain.',
      en: 'End of turn — the active player receives a −1 VP token per Guard and per Ghost Saint on the field.',
    },
    script: {
      turnEnd: [gainVp({ count: { zone: 'field', where: cls('guard', 'ghostSaint') } }, -1)],
    },
  }),
  // Septième sens: a Bronze armor's upgrade gives an uncommon Hero instead of a common one; end of
  // Epic: every player swaps their destroyed very common Heroes with their marked common and uncommon
  // ones, one for one, choosing which (the markers stay in the marked area)
  card(2915, {
    face: { fr: 'Montée : Héros ◆. Fin d’Épopée — marqués ↔ détruits.', en: 'Upgrades give ◆ Heroes. End of Epic — marked ↔ destroyed.' },
    name: one('Seventh Sense'),
    text: {
      fr: 'L’Armure de Bronze fait gagner un Héros peu commun là où elle donnerait un Héros commun. Fin d’Épopée — chaque joueur échange, un pour un, ses Héros marqués communs ou peu communs contre ses Héros très communs détruits.',
      en: 'A Bronze armor upgrade gives an uncommon Hero where it would give a common one. End of Epic — every player trades, one for one, their marked common or uncommon Heroes for their destroyed very common ones.',
    },
    script: {
      statics: [{ on: 'epicRule', rule: 'upgradeSkipsCommon' }],
      epicEnd: [each('all', [{ op: 'forEachCard', cards: { zone: 'destroyed', of: 'each', where: { classes: ['hero'], rank: ['veryCommon'] } }, as: 'back', ops: [
        when(exists(markedHero), [pick(markedHero, 'worn', 'prompt.swapMarkedHero', 'each'), { op: 'swap', a: chosen('worn'), b: chosen('back') }]),
      ] }])],
    },
  }),
  // Soutien télépathique: at the end of their turn a player with a marked card draws up to 6, not 5
  card(2916, {
    face: { fr: 'Fin de tour — une carte marquée : main de 6.', en: 'End of turn — marked card: draw up to 6.' },
    name: split('Telepathic', 'Support'),
    text: {
      fr: 'Fin de tour — le joueur actif qui a une carte marquée complète sa main jusqu’à 6 cartes, pas 5.',
      en: 'End of turn — an active player with a marked card refills their hand to 6 cards, not 5.',
    },
    script: { statics: [{ on: 'epicRule', rule: 'drawUpToSixIfMarked' }] },
  }),
  // Tournoi galactique: every Hero has only 1 Force and 1 Heal; end of Epic: the player(s) with the
  // most Heroes in their discard receive two +1 VP tokens
  card(2917, {
    face: { fr: 'Héros : 1 Force, 1 Soin. Fin d’Épopée — le plus de Héros : +2 PV.', en: 'Heroes: 1 Force, 1 Heal. End of Epic — most Heroes: +2 VP.' },
    name: one('Galaxian Wars'),
    text: {
      fr: 'Tout Héros n’a que 1 Force et 1 Soin. Fin d’Épopée — qui a le plus de Héros en défausse reçoit deux jetons +1 PV.',
      en: 'Every Hero has just 1 Force and 1 Heal. End of Epic — whoever has the most Heroes in their discard receives two +1 VP tokens.',
    },
    script: {
      statics: [{ on: 'values', where: anyHero, force: 1, heal: 1, set: true }],
      epicEnd: [each('all', [{ op: 'if', cond: { most: { zone: 'discard', of: 'each', where: anyHero } }, then: [gainVp(2, 1, 'each')] }])],
    },
  }),
  // Victoire décisive: at the end of their turn the active player puts a +1 VP token on a field card
  // that has none
  card(2918, {
    face: { fr: 'Fin de tour — +1 PV sur une carte du terrain.', en: 'End of turn — +1 VP token on a field card.' },
    name: split('Decisive', 'Victory'),
    text: { fr: 'Fin de tour — le joueur actif pose un jeton +1 PV sur une carte du terrain qui n’en a pas.', en: 'End of turn — the active player puts a +1 VP token on a field card without one.' },
    script: {
      turnEnd: [{ op: 'if', cond: exists({ zone: 'field', where: { noMarker: 'vp' } }), then: [
        choose({ zone: 'field', where: { noMarker: 'vp' } }, 'target', 'prompt.epicVpToken'), { op: 'addVp', cards: chosen('target'), value: 1 },
      ] }],
    },
  }),
  // Volonté propre (evolving): the active player may acquire a field armor, into their discard, by
  // discarding 4 Heroes of their hand or in play (no hourglass), wounding 3 of their hand (1) or
  // destroying 2 of their hand (2); the card prints no turn limit, so it may be done again while a
  // field armor and the Heroes to pay remain (each use spends Heroes, which bounds it)
  card(2919, {
    face: { fr: 'Armure contre 4 Héros défaussés, 3 blessés ou 2 détruits.', en: 'Field armor for Heroes: discard 4, wound 3, destroy 2.' },
    name: one('Free Will'),
    text: {
      fr: 'À son tour, le joueur actif peut prendre une Armure du terrain (dans sa défausse) en payant avec ses Héros : sans sablier, 4 défaussés (main ou jeu) ; à 1 sablier, 3 blessés de sa main ; à 2, 2 détruits de sa main.',
      en: 'On their turn, the active player may take a field armor (into their discard) by paying Heroes: no hourglass, discard 4 (in hand or in play); 1 hourglass, wound 3 from hand; 2, destroy 2 from hand.',
    },
    script: {
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
    },
  }),
];
