// The one check the flow tests repeat after every step: the machine and the engine agree on the phase.
import type { GameState } from '../../src/engine';
import type { ClassicFlow } from '../../src/flow/classic-flow';

/** The states the machine may rest in; setup, upkeep.running and nextPlayer are passed through. */
export const AT_REST = ['main.acting', 'main.deciding', 'upkeep.deciding', 'gameOver'] as const;

/** Everything on which the flow and the engine state disagree (empty when they agree). */
export function disagreements(
  flow: Pick<ClassicFlow, 'phase'>,
  state: Pick<GameState, 'pending' | 'phase'>,
  machineState?: string,
): string[] {
  const problems: string[] = [];
  const phase = flow.phase();
  if ((phase === 'deciding') !== (state.pending !== null)) {
    problems.push(`flow phase is '${phase}' but the engine has ${state.pending ? `a pending decision (#${state.pending.id})` : 'no pending decision'}`);
  }
  if ((phase === 'gameOver') !== (state.phase === 'gameOver')) {
    problems.push(`flow phase is '${phase}' but the engine phase is '${state.phase}'`);
  }
  if (machineState !== undefined) {
    if (!(AT_REST as readonly string[]).includes(machineState)) problems.push(`the machine rests in transient state '${machineState}'`);
    const expected = machineState === 'gameOver' ? 'gameOver' : machineState.endsWith('.deciding') ? 'deciding' : 'main';
    if (expected !== phase) problems.push(`machine state '${machineState}' but phase() says '${phase}'`);
  }
  return problems;
}

export function assertAgree(flow: Pick<ClassicFlow, 'phase'>, state: Pick<GameState, 'pending' | 'phase'>, machineState?: string, where = ''): void {
  const problems = disagreements(flow, state, machineState);
  if (problems.length) throw new Error(`flow and engine disagree${where ? ` ${where}` : ''}: ${problems.join('; ')}`);
}
