// The coop flow tests' checks and table: after every action and every step, the machine and the engine
// agree. The engine's side is read from the engine state and from the events the driver saw, never
// from the flow: phase for phase, deciding ⇔ a pending decision, a turn end's question waits in the
// upkeep step the engine had begun, a Poseidon question in the crossing the engine had made, and the
// machine rests only where a game can rest. A shown step must be one the engine has reached.
import { rules, type CoopAction, type CoopEvent, type CoopState, type GameEvent, type GameState } from '../../src/engine';
import { COOP_UPKEEP_STEPS, type CoopFlow, type CoopFlowSession } from '../../src/flow/coop-flow';

export type FloodAt = Extract<CoopEvent, { type: 'floodAt' }>;

/** The states the machine may rest in once the board has shown every step. */
export const COOP_AT_REST = [
  'players.picking', 'players.turn.acting', 'players.turn.deciding', 'players.deciding',
  ...COOP_UPKEEP_STEPS.map((s) => `players.upkeep.${s}.deciding`), 'poseidon.deciding', 'poseidon.ends.deciding', 'gameOver',
] as const;
/** The states the machine rests in while a board shows a step. */
export const COOP_SHOWING = [
  ...COOP_UPKEEP_STEPS.map((s) => `players.upkeep.${s}.playing`), 'poseidon.begins', 'poseidon.moving', 'poseidon.acting', 'poseidon.ends.playing',
] as const;

/** What the engine says, gathered from its state and the accepted actions' events. */
export interface CoopEngineSide {
  phase: 'players' | 'poseidon' | 'gameOver';
  pending: boolean;
  inTurn: boolean;
  /** Since the last action other than an answer, an endTurn: the last upkeep step it began (0: none); else null. */
  upkeepStep: number | null;
  /** The floodAt events of the current (or last) Poseidon phase, in order; null before the first. */
  floods: FloodAt[] | null;
  /** That phase has ended (the players' phase began again, or the game ended). */
  poseidonOver: boolean;
  /** Its last step, the reveals, has begun (state.board.flood.revealing). */
  revealing: boolean;
}

/** Follows the accepted actions to know where the engine's turn end and Poseidon phase are. */
export class CoopEngineWatch {
  private step: number | null = null;
  floods: FloodAt[] | null = null;
  private poseidonOver = false;

  heard(action: CoopAction, events: readonly GameEvent[]): void {
    if (action.type === 'endTurn') this.step = 0;
    else if (action.type !== 'answer') this.step = null;
    for (const e of events as readonly CoopEvent[]) {
      if (e.type === 'upkeepStep' && this.step !== null) this.step = e.step;
      else if (e.type === 'phaseStarted' && e.phase === 'poseidon') { this.floods = []; this.poseidonOver = false; }
      else if (e.type === 'floodAt') this.floods!.push(e);
      else if ((e.type === 'phaseStarted' || e.type === 'coopOver') && this.floods) this.poseidonOver = true;
    }
  }

  side(state: GameState): CoopEngineSide {
    const s = state as CoopState;
    return {
      phase: s.phase as CoopEngineSide['phase'], pending: s.pending !== null, inTurn: s.board.inTurn, upkeepStep: this.step, floods: this.floods,
      poseidonOver: this.poseidonOver, revealing: s.phase === 'poseidon' && !!s.board.flood?.revealing,
    };
  }
}

type FlowView = Pick<CoopFlow, 'phase' | 'moment' | 'machineState' | 'currentStep'>;

/** Everything on which the flow and the engine disagree (empty when they agree). With `showing`, the
 *  machine may also be showing a step the engine has reached (a board between two STEPs). */
export function coopDisagreements(flow: FlowView, engine: CoopEngineSide, options: { showing?: boolean } = {}): string[] {
  const problems: string[] = [];
  const at = flow.machineState();
  const step = flow.currentStep();
  if ((COOP_SHOWING as readonly string[]).includes(at)) {
    if (!options.showing) return [`the machine rests in '${at}'`];
    if (flow.moment() !== 'shown') problems.push(`machine state '${at}' but moment() says '${flow.moment()}'`);
    if (step?.kind === 'upkeep' && (engine.upkeepStep === null || step.step > Math.max(1, engine.upkeepStep))) problems.push(`machine shows '${at}' but the engine's turn end ${engine.upkeepStep === null ? 'is not underway' : `began only step ${engine.upkeepStep}`}`);
    if ((step?.kind === 'floodMoves' || step?.kind === 'poseidonActs') && step.crossing > (engine.floods?.length ?? 0)) problems.push(`machine shows crossing ${step.crossing} but the engine made ${engine.floods?.length ?? 0}`);
    if (step?.kind === 'poseidonBegins' && engine.floods === null) problems.push('machine shows Poseidon\'s phase but the engine never began one');
    if (step?.kind === 'poseidonEnds' && !engine.poseidonOver && !engine.revealing) problems.push('machine shows the end of Poseidon\'s phase but the engine has not reached it');
    return problems;
  }
  if (!(COOP_AT_REST as readonly string[]).includes(at)) problems.push(`the machine rests in '${at}'`);
  if (flow.phase() !== engine.phase) problems.push(`flow phase is '${flow.phase()}' but the engine's is '${engine.phase}'`);
  if ((flow.moment() === 'deciding') !== engine.pending) problems.push(`flow moment is '${flow.moment()}' but the engine has ${engine.pending ? 'a pending decision' : 'no pending decision'}`);
  if ((flow.moment() === 'gameOver') !== (engine.phase === 'gameOver')) problems.push(`flow moment is '${flow.moment()}' but the engine ${engine.phase === 'gameOver' ? 'is' : 'is not'} over`);
  const idle = engine.phase === 'players' && !engine.pending;
  if ((at === 'players.picking') !== (idle && !engine.inTurn)) problems.push(`machine state '${at}' but the table ${idle && !engine.inTurn ? 'picks' : 'does not pick'} the next hero`);
  if ((at === 'players.turn.acting') !== (idle && engine.inTurn)) problems.push(`machine state '${at}' but ${idle && engine.inTurn ? 'a hero is' : 'no hero is'} free to act`);
  // A question waits where it was asked: between two turns, in a hero's turn, or in a turn end's
  // step, the one the engine had begun (an Epic's turn end: step 1).
  const asked = engine.pending && engine.phase === 'players';
  const upkeepDecision = asked && engine.inTurn && engine.upkeepStep !== null;
  if ((at === 'players.deciding') !== (asked && !engine.inTurn)) problems.push(`machine state '${at}' but the engine's question ${asked && !engine.inTurn ? 'was' : 'was not'} asked between two turns`);
  if ((at === 'players.turn.deciding') !== (asked && engine.inTurn && !upkeepDecision)) problems.push(`machine state '${at}' but the engine's question ${asked && engine.inTurn && !upkeepDecision ? 'was' : 'was not'} asked in a hero's turn`);
  const [top, mid, name, sub] = at.split('.');
  if ((top === 'players' && mid === 'upkeep' && sub === 'deciding') !== upkeepDecision) {
    problems.push(`machine state '${at}' but the engine's decision was asked ${upkeepDecision ? 'during' : 'outside'} a turn end`);
  } else if (upkeepDecision && name !== COOP_UPKEEP_STEPS[Math.max(1, engine.upkeepStep!) - 1]) {
    problems.push(`machine state '${at}' but the engine asked in upkeep step ${Math.max(1, engine.upkeepStep!)}`);
  }
  // A Poseidon question waits in the crossing the engine had made, or in the reveals that end his phase.
  const inReveals = engine.pending && engine.phase === 'poseidon' && engine.revealing;
  if ((at === 'poseidon.ends.deciding') !== inReveals) problems.push(`machine state '${at}' but the engine's question ${inReveals ? 'was' : 'was not'} asked by a card revealed as Poseidon's phase ends`);
  if (at === 'poseidon.deciding' && (step?.kind !== 'poseidonActs' || step.crossing !== engine.floods?.length)) {
    problems.push(`machine decides in ${JSON.stringify(step)} but the engine made ${engine.floods?.length ?? 0} crossings`);
  }
  return problems;
}

export function assertCoopAgree(flow: FlowView, engine: CoopEngineSide, where = '', options: { showing?: boolean } = {}): void {
  const problems = coopDisagreements(flow, engine, options);
  if (problems.length) throw new Error(`flow and engine disagree${where ? ` ${where}` : ''}: ${problems.join('; ')}`);
}

/** A cooperative game being played, as the board's session will hold it: the engine and the log. */
export interface TestCoopSession extends CoopFlowSession {
  readonly state: CoopState;
  legal(): CoopAction[];
}

export function coopSession(start: CoopState, recentEvents: readonly GameEvent[] = [], history: CoopAction[] = []): TestCoopSession {
  let current = start;
  let listeners: ((events: GameEvent[], action: CoopAction, state: CoopState) => void)[] = [];
  return {
    get state() { return current; },
    history,
    recentEvents,
    send(action) {
      const result = rules('coop').apply(current, action);
      if (!result.ok) return result;
      current = result.state as CoopState;
      history.push(action as CoopAction);
      for (const listener of [...listeners]) listener(result.events, action as CoopAction, result.state);
      return result;
    },
    onChange(listener) {
      listeners.push(listener);
      return () => { listeners = listeners.filter((l) => l !== listener); };
    },
    legal() {
      const side = rules('coop').toAct(current);
      return side === null ? [] : rules('coop').legal(current, side);
    },
  };
}
