// God of War's guided first round (issue 28): Kratos (the player) beside Atreus (a bot) on the first
// Mission, « I Viandanti », as the rulebook advises a first game. The lessons walk the round's parts in
// the rulebook's order: the Scenario and its enemies, placing the pawn, the hand and its sets, an
// attack, the end of the turn, the Scenario's activation by the revealed rune, rage, the upgrade phase.
// They read only the guided hero's view.
import type { GowAction, GowSetup, GowView } from '../engine';
import type { GowSeatConfig } from '../persist/save';
import { Guide, type Lesson } from './guide';

/** Seed 7: Kratos has an attack on his first turn (test/tutorial/gow-lesson.test.ts checks the deal). */
export const GOW_LESSON_SETUP: GowSetup = { seed: 7, heroes: ['kratos', 'atreus'], firstMission: 'wanderers' };
export const GOW_LESSON_SEATS: GowSeatConfig[] = [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }];

/** Is this the lesson's setup (a resumed save)? */
export const isGowLesson = (setup: GowSetup): boolean =>
  setup.seed === GOW_LESSON_SETUP.seed && setup.heroes.join() === GOW_LESSON_SETUP.heroes.join() && setup.firstMission === GOW_LESSON_SETUP.firstMission && !setup.content;

type GowLesson = Lesson<GowView, GowAction>;
const kratos = (v: GowView) => v.figures.find((f) => f.id === 'kratos');
/** Kratos's first turn is over: someone else acts, or a later round has come. */
const turnOver = (v: GowView) => v.round >= 2 || (v.pending !== null && v.pending.seat !== 0 && kratos(v)?.column !== null) || v.phase === 'gameOver';
const hurt = (v: GowView) => v.scenario?.slots.some((s) => s.enemy && (s.enemy.left < s.enemy.health || s.dead)) ?? false;
const columns = (v: GowView) => Array.from({ length: v.scenario?.columns ?? 0 }, (_, c) => [`gow:move:${c}:front`, `gow:move:${c}:back`]).flat();
const handTargets = (v: GowView) => {
  const hand = v.seats[0]?.hand;
  return Array.isArray(hand) ? hand.map((_, i) => `gow:hand:${i}`) : [];
};
/** The questions the Scenario puts (a defense, Mimir, a tie…) are answered as the player likes. */
const answering = (a: GowAction) => a.type !== 'place' && a.type !== 'move' && a.type !== 'attack' && a.type !== 'endTurn' && a.type !== 'interact';

export function gowLessons(): GowLesson[] {
  return [
    { id: 'gow.welcome', done: 'next' },
    { id: 'gow.scenario', done: 'next', focus: () => ['area:scenario'] },
    { id: 'gow.place', done: (v) => kratos(v)?.column !== null, allows: (a) => a.type === 'place', focus: columns },
    { id: 'gow.hand', done: 'next', focus: handTargets },
    {
      id: 'gow.attack', done: (v) => hurt(v) || turnOver(v),
      allows: (a) => a.type === 'attack' || a.type === 'move' || answering(a), focus: (v) => [...handTargets(v), 'area:scenario'],
    },
    { id: 'gow.endTurn', done: turnOver, focus: () => ['gow:endTurn'] },
    { id: 'gow.enemies', done: 'next', focus: () => ['area:scenario'] },
    // The coach stands over the hero boards and the market while these are read: no ring to draw there.
    { id: 'gow.rage', done: 'next' },
    { id: 'gow.upgrade', done: 'next' },
    { id: 'gow.finish', done: 'next' },
  ];
}

/** The lesson's guide, from the guided hero's view (seat 0's). */
export const gowLessonGuide = (view: GowView): Guide<GowView, GowAction> => new Guide(gowLessons(), view, 'guide.gow.title');
