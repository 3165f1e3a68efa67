// The one check the flow tests repeat after every step: the machine and the engine agree on the phase.
// The engine's side is read from the engine state and from the events the driver saw, never from the
// flow: deciding ⇔ a pending decision, gameOver ⇔ the engine's gameOver, a decision asked during an
// upkeep is waited for in the very step the engine had begun, and the machine rests only where a
// game can rest.
import type { Action, GameEvent, GameState } from '../../src/engine';
import { UPKEEP_STEPS, type ClassicFlow } from '../../src/flow/classic-flow';

/** The states the machine may rest in once the table has shown every step. */
export const AT_REST = ['main.acting', 'main.deciding', ...UPKEEP_STEPS.map((s) => `upkeep.${s}.deciding`), 'gameOver'] as const;
/** The states the machine rests in while a table shows the upkeep, one per step. */
export const SHOWING = UPKEEP_STEPS.map((s) => `upkeep.${s}.playing`);

/** What the engine says, gathered by the driver from the state and the accepted actions' events. */
export interface EngineSide {
  pending: boolean;
  over: boolean;
  /** Since the last action other than an answer, which was an endTurn: the last upkeep step the engine
   *  began (0: none yet). null when the last such action was not an endTurn. */
  upkeepStep: number | null;
}

/** Follows the accepted actions to know where the engine's upkeep is. */
export class EngineWatch {
  private step: number | null = null;

  constructor(events: readonly GameEvent[] = [], history: readonly Action[] = []) {
    const lastMove = [...history].reverse().find((a) => a.type !== 'answer');
    if (lastMove?.type === 'endTurn') this.step = 0;
    this.markers(events);
  }

  heard(action: Action, events: readonly GameEvent[]): void {
    if (action.type === 'endTurn') this.step = 0;
    else if (action.type !== 'answer') this.step = null;
    this.markers(events);
  }

  side(state: Pick<GameState, 'pending' | 'phase'>): EngineSide {
    return { pending: state.pending !== null, over: state.phase === 'gameOver', upkeepStep: this.step };
  }

  private markers(events: readonly GameEvent[]): void {
    for (const e of events) if (e.type === 'upkeepStep' && this.step !== null) this.step = e.step;
  }
}

type FlowView = Pick<ClassicFlow, 'phase' | 'machineState'>;

/** Everything on which the flow and the engine disagree (empty when they agree). With `showing`, the
 *  machine may also be showing an upkeep step the engine has begun (a table between two STEPs). */
export function disagreements(flow: FlowView, engine: EngineSide, options: { showing?: boolean } = {}): string[] {
  const problems: string[] = [];
  const phase = flow.phase();
  const at = flow.machineState();
  const showing = SHOWING.includes(at);
  if (showing && options.showing) {
    // The table is showing a step: the engine is further on (its decision, its end or the next turn
    // wait for the table to get there), but it has begun that step.
    const step = UPKEEP_STEPS.indexOf(at.split('.')[1] as never) + 1;
    if (phase !== 'upkeep') problems.push(`machine state '${at}' but phase() says '${phase}'`);
    if (engine.upkeepStep === null || step > Math.max(1, engine.upkeepStep)) {
      problems.push(`machine shows '${at}' but the engine's upkeep ${engine.upkeepStep === null ? 'is not underway' : `began only step ${engine.upkeepStep}`}`);
    }
    return problems;
  }
  if ((phase === 'deciding') !== engine.pending) {
    problems.push(`flow phase is '${phase}' but the engine has ${engine.pending ? 'a pending decision' : 'no pending decision'}`);
  }
  if ((phase === 'gameOver') !== engine.over) problems.push(`flow phase is '${phase}' but the engine ${engine.over ? 'is' : 'is not'} over`);
  if (!(AT_REST as readonly string[]).includes(at) && !(options.showing && showing)) problems.push(`the machine rests in '${at}'`);
  const expected = at === 'gameOver' ? 'gameOver' : at.endsWith('.deciding') ? 'deciding' : showing ? 'upkeep' : 'main';
  if (expected !== phase) problems.push(`machine state '${at}' but phase() says '${phase}'`);
  // A decision of the upkeep waits in the step the engine had begun (an Epic's end of turn: step 1).
  const upkeepDecision = engine.pending && engine.upkeepStep !== null;
  const [top, step, sub] = at.split('.');
  if ((top === 'upkeep' && sub === 'deciding') !== upkeepDecision) {
    problems.push(`machine state '${at}' but the engine's decision was asked ${upkeepDecision ? 'during' : 'outside'} an upkeep`);
  } else if (upkeepDecision && step !== UPKEEP_STEPS[Math.max(1, engine.upkeepStep!) - 1]) {
    problems.push(`machine state '${at}' but the engine asked in upkeep step ${Math.max(1, engine.upkeepStep!)}`);
  }
  return problems;
}

export function assertAgree(flow: FlowView, engine: EngineSide, where = '', options: { showing?: boolean } = {}): void {
  const problems = disagreements(flow, engine, options);
  if (problems.length) throw new Error(`flow and engine disagree${where ? ` ${where}` : ''}: ${problems.join('; ')}`);
}
