// The cooperative board's events → animation steps. The classic events (cards flying, wounds, bursts)
// are converted by anim-jobs.ts; the board's own (the flood pawn, Poseidon's callouts, the water, a
// pillar crumbling, a hero walking) become jobs here, and the engine's step markers (poseidonStep; the
// upkeep's are anim-jobs.ts') become marks, so that the board tells the flow "this step has been shown"
// when the animations before the next one are done.
import type { CoopEvent, GameEvent, Seat, Uid } from '../../../src/engine';
import type { CoopStep } from '../../../src/flow/coop-flow';
import { eventsToSteps, type AnimStep } from '../anim-jobs';

/** The shown steps of the coop flow, numbered in the order the flow walks them: the one order both the
 *  engine's markers (as marks in the queue) and the flow's current step are read in. */
export function markOf(step: CoopStep): number {
  switch (step.kind) {
    case 'upkeep': return step.step;
    case 'poseidonBegins': return 3;
    case 'floodMoves': return 2 + 2 * step.crossing;
    case 'poseidonActs': return 3 + 2 * step.crossing;
    case 'poseidonEnds': return 10_000;
  }
}

const mark = (n: number): AnimStep => ({ jobs: [], stagger: 0, mark: n });
const one = (job: AnimStep['jobs'][number]): AnimStep => ({ jobs: [job], stagger: 0 });

/**
 * The steps that show a batch of a cooperative game's events to viewer. fieldBefore: the piles' face-up
 * tops before the action; pillars: the pillar of each pile (to place a destroyed one).
 */
export function coopEventsToSteps(events: readonly GameEvent[], viewer: Seat | 'audience', fieldBefore: readonly (Uid | null)[], pillars: readonly Uid[]): AnimStep[] {
  const steps: AnimStep[] = [];
  const field = [...fieldBefore];
  let run: GameEvent[] = [];
  const flush = () => {
    if (!run.length) return;
    steps.push(...eventsToSteps(run, viewer, field));
    for (const e of run) {
      if (e.type !== 'cardMoved') continue;
      if (e.from.zone === 'field' && e.from.slot !== undefined && field[e.from.slot] === e.uid) field[e.from.slot] = null;
      if (e.to.zone === 'field' && e.to.slot !== undefined) field[e.to.slot] = e.uid;
    }
    run = [];
  };
  for (const event of events) {
    const e = event as CoopEvent;
    switch (e.type) {
      case 'poseidonStep':
        flush();
        steps.push(mark(markOf(e.step)));
        break;
      case 'phaseStarted':
        flush();
        steps.push(one({ kind: 'banner', key: e.phase === 'poseidon' ? 'log.poseidonPhase' : 'ui.coopRound' }));
        break;
      case 'floodMoved':
        flush();
        steps.push(one({ kind: 'flood', from: e.from, to: e.to }));
        break;
      case 'floodAt':
        flush();
        steps.push(one({ kind: 'callout', pile: e.pile, key: `log.flood.${e.reason}`, ...(e.card === undefined ? {} : { card: e.card }) }));
        break;
      case 'waterChanged':
        flush();
        steps.push(one({ kind: 'water', level: e.level, top: e.top, rises: e.by === 'startInterval' }));
        break;
      case 'heroMoved':
        flush();
        steps.push(one({ kind: 'heroPawn', seat: e.seat, from: e.from, to: e.to }));
        break;
      case 'heroTurn':
        flush();
        steps.push(one({ kind: 'banner', key: 'ui.coopHeroTurn', seat: e.seat }));
        break;
      case 'pillarDestroyed': {
        flush();
        const pile = pillars.indexOf(e.uid);
        if (pile >= 0) steps.push(one({ kind: 'pillar', pile }));
        run.push(e); // the classic banner names who destroyed it
        break;
      }
      case 'coopStarted': case 'cardsGiven': case 'pileRevealed': case 'poseidonChose': case 'coopOver': case 'poseidonReveals':
        break; // told by the log; the cards' own moves fly (the reveals' mark is their marker's)
      default:
        run.push(e as GameEvent);
    }
  }
  flush();
  return steps;
}
