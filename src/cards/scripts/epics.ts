// Epic scripts (ids 2901–2919): ongoing effects as statics (while the Epic is current), evolving
// ones with an `hourglasses` condition, turn hooks, reactions (`whenever`), end-of-Epic (`epicEnd`)
// and end-of-game (`gameEnd`) effects. Which Epics are in the deck: RULING-14 (engine/classic/epics.ts).
// The scripts here prove each kind of hook; the other Epics are scripted by the card scripters.
import { choose, chosen, cls, each, exists, gainVp, optional, removeFlames, script, type CardScript } from '../dsl';
import { anyHero, game } from './expansion-helpers';

const blackSaint = cls('blackSaint');
const athena = { typeIds: [16, 1013, 2011] };

export const EPICS: CardScript[] = [
  // Destruction de Death Queen Island: at the start of their turn the active player may remove a
  // Black Saint from the field and complete it; end of game: the player(s) with the most Black Saints
  // in their game gain a +1 VP token per Black Saint in the field discard
  script(2905, {
    turnStart: [{ op: 'if', cond: exists({ zone: 'field', where: blackSaint }), then: [optional('prompt.epicRemoveBlackSaint', [
      choose({ zone: 'field', where: blackSaint }, 'gone', 'prompt.removeFromField'),
      { op: 'move', cards: chosen('gone'), to: { zone: 'fieldDiscard' } },
      { op: 'refillField' },
    ])] }],
    gameEnd: [each('all', [{ op: 'if', cond: { most: game('each', blackSaint) }, then: [
      gainVp({ count: { zone: 'fieldDiscard', where: blackSaint } }, 1, 'each'),
    ] }])],
  }),
  // Doutes (evolving): with no hourglass the uncommon characters cost 1 Force less; with 1, the rare
  // ones cost 1 Force less; with 2, the rare ones cost 1 Force and 1 Cosmos less
  script(2906, {
    statics: [
      { on: 'costs', where: { kind: ['character'], rank: ['uncommon'] }, force: -1, when: { hourglasses: { max: 0 } } },
      { on: 'costs', where: { kind: ['character'], rank: ['rare'] }, force: -1, when: { hourglasses: { min: 1 } } },
      { on: 'costs', where: { kind: ['character'], rank: ['rare'] }, cosmos: -1, when: { hourglasses: { min: 2 } } },
    ],
  }),
  // Épuisement d'Athéna: a flame goes each time an Athéna reaches a discard (a player's or the field's)
  script(2908, {
    whenever: [{ to: 'discard', where: athena, ops: [removeFlames(1)] }, { to: 'fieldDiscard', where: athena, ops: [removeFlames(1)] }],
  }),
  // Tournoi galactique: every Hero has only 1 Force and 1 Heal; end of Epic: the player(s) with the
  // most Heroes in their discard receive two +1 VP tokens
  script(2917, {
    statics: [{ on: 'values', where: anyHero, force: 1, heal: 1, set: true }],
    epicEnd: [each('all', [{ op: 'if', cond: { most: { zone: 'discard', of: 'each', where: anyHero } }, then: [gainVp(2, 1, 'each')] }])],
  }),
  // Défiance: at the end of their turn the active player puts a −1 VP token on a field card
  script(2903, {
    turnEnd: [{ op: 'if', cond: exists({ zone: 'field' }), then: [
      choose({ zone: 'field' }, 'target', 'prompt.epicVpToken'), { op: 'addVp', cards: chosen('target'), value: -1 },
    ] }],
  }),
  // Victoire décisive: at the end of their turn the active player puts a +1 VP token on a field card
  // that has none
  script(2918, {
    turnEnd: [{ op: 'if', cond: exists({ zone: 'field', where: { noMarker: 'vp' } }), then: [
      choose({ zone: 'field', where: { noMarker: 'vp' } }, 'target', 'prompt.epicVpToken'), { op: 'addVp', cards: chosen('target'), value: 1 },
    ] }],
  }),
];
