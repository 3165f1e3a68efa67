// The coop lesson (issue 25): Seiya and Shiryu (a bot) against Poseidon on an easy board, on a deal
// chosen so that Seiya's first turn can show the basics of the cooperative rulebook ("Phase des
// joueurs", "Phase de Poséidon"): picking who plays, reading Poseidon's preview, wounds (taught before
// anything asks about one), facing your pile and winning its top card, moving, giving, then watching a
// Poseidon phase, its summary in the chronicle, and what the pillars are for. The lessons name the
// deal's cards by uid, which the seed fixes, and read only the guided hero's view.
import { rules, type CoopAction, type CoopSetupOptions, type CoopView, type Uid } from '../engine';
import type { CoopSeatConfig } from '../persist/save';
import { Guide, type Lesson } from './guide';

/** Seed 1 with these piles: Phaeton tops Seiya's pile (2 Force: two Seiya win him), and a move is
 *  still possible after (test/tutorial/coop-lesson.test.ts checks the deal). */
export const COOP_LESSON_SETUP: CoopSetupOptions = { seed: 1, heroes: ['seiya', 'shiryu'], difficulty: 'easy', start: [1, 2] };
export const COOP_LESSON_SEATS: CoopSeatConfig[] = [{ kind: 'human' }, { kind: 'bot', bot: 'planner' }];

const SEIYA_CARD = 1;
const PILES = 7;

/** Is this the coop lesson's setup (a resumed save)? */
export const isCoopLesson = (setup: CoopSetupOptions): boolean =>
  setup.seed === COOP_LESSON_SETUP.seed && setup.difficulty === COOP_LESSON_SETUP.difficulty && !setup.epics
  && setup.heroes.join() === COOP_LESSON_SETUP.heroes.join() && setup.start?.join() === COOP_LESSON_SETUP.start?.join();

/** The top of Seiya's pile as the seed deals it. */
function dealtTop(): Uid {
  const { state } = rules('coop').setup(COOP_LESSON_SETUP);
  return state.field[COOP_LESSON_SETUP.start![0]]!;
}

type CoopLesson = Lesson<CoopView, CoopAction>;
const is = <T extends CoopAction['type']>(a: CoopAction, type: T): a is Extract<CoopAction, { type: T }> => a.type === type;
const owned = (v: CoopView, uid: Uid) => [...v.players[0].discard, ...(v.players[0].hand ?? [])].some((c) => c.uid === uid);
const seiyaInHand = (v: CoopView) => (v.players[0].hand ?? []).filter((c) => c.type === SEIYA_CARD).map((c) => `hand:${c.uid}`).slice(0, 1);
const neighbours = (pile: number) => [(pile + PILES - 1) % PILES, (pile + 1) % PILES].map((p) => `coop:pile:${p}`);
/** A decision the deal's cards ask is answered as the player likes, in any lesson. */
const answering = (a: CoopAction) => is(a, 'answer');

export function coopLessons(): CoopLesson[] {
  const top = dealtTop();
  const pile = COOP_LESSON_SETUP.start![0];
  const turnOver = (v: CoopView) => v.board.played.includes(0) || v.board.round >= 2;
  return [
    { id: 'coop.welcome', done: 'next' },
    { id: 'coop.board', done: 'next', focus: () => ['area:board', 'area:water'] },
    {
      id: 'coop.pick', done: (v) => (v.board.inTurn && v.active === 0) || turnOver(v),
      allows: (a) => is(a, 'takeTurn') && a.seat === 0, focus: () => ['coop:hero:0', 'coop:hero:panel:0'],
    },
    { id: 'coop.preview', done: 'next', focus: () => ['coop:preview'] },
    { id: 'coop.wounds', done: 'next', focus: () => ['area:poseidon'] },
    {
      id: 'coop.face', done: (v) => owned(v, top) || turnOver(v),
      allows: (a) => answering(a) || (is(a, 'play') && a.facing === top) || (is(a, 'acquire') && a.target === top),
      focus: (v) => [...seiyaInHand(v), `field:${top}`, 'acquire:focus:force'],
    },
    {
      id: 'coop.move', done: (v) => v.board.heroAt[0] !== pile || turnOver(v),
      allows: (a) => answering(a) || is(a, 'move'), focus: () => [...neighbours(pile), 'confirm'],
    },
    { id: 'coop.give', done: 'next', focus: () => ['coop:hero:1'] },
    {
      id: 'coop.endTurn', done: turnOver,
      allows: (a) => answering(a) || is(a, 'endTurn'), focus: () => ['endTurn', 'confirm'],
    },
    // Shiryu, a bot, takes his turn on his own, then Poseidon's phase: the player watches, then reads on
    // (a lesson read, not waited for: at the instant speed both are over before it could be shown).
    { id: 'coop.poseidon', done: 'next', focus: () => ['area:poseidon'] },
    { id: 'coop.summary', done: 'next', focus: () => ['log:older'] },
    { id: 'coop.pillar', done: 'next', focus: () => ['area:pillar'] },
    { id: 'coop.finish', done: 'next' },
  ];
}

/** The coop lesson's guide, from the guided hero's view (seat 0's). */
export const coopLessonGuide = (view: CoopView): Guide<CoopView, CoopAction> => new Guide(coopLessons(), view, 'guide.coop.title');
