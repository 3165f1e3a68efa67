// The one interpreter of the card language. Effects run as frames on state.stack; a choice stops
// the run with state.pending set, and the answer resumes it. Nothing here is a callback: the whole
// continuation is data, so a game can be saved and resumed in the middle of an effect. Each op is run
// by its handler in a table the ruleset gives (classic/ops): the card language's ops, and the
// ruleset's own steps (the classic upkeep) as ops of the same table.
import type { Op } from '../../cards';
import type { Frame, GameEvent, GameState, Seat, Uid } from '../table/types';

/** Ops the engine adds to frames for its own sequencing. */
export type SequencingOp = { op: 'setEach'; seat: Seat } | { op: 'setVar'; name: string; value: number[] };

/** Runs one op: `frame` is the running frame (its context, its next op at frame.pc); `state` is the
 *  ruleset's own (a handler of the table's ops takes any). */
export type Handler<O, S extends GameState = GameState> = (state: S, frame: Frame, op: O, events: GameEvent[]) => void;
/** A handler for each op, by name. */
export type OpTable<O extends { op: string }, S extends GameState = GameState> = { [K in O['op']]: Handler<Extract<O, { op: K }>, S> };

/** Runs frames until the stack is empty, a decision is needed or the game is over. */
export function runEffects<O extends { op: string }, S extends GameState = GameState>(state: S, events: GameEvent[], ops: OpTable<O, S>): void {
  let guard = 0;
  while (!state.pending && state.stack.length && state.phase !== 'gameOver') {
    if (++guard > 100_000) throw new Error('effect loop did not settle');
    const frame = state.stack[state.stack.length - 1];
    if (frame.pc >= frame.ops.length) {
      state.stack.pop();
      continue;
    }
    const op = frame.ops[frame.pc++] as unknown as O;
    const handler = (ops as unknown as Record<string, Handler<O, S> | undefined>)[op.op];
    if (!handler) throw new Error(`no handler for op ${op.op}`);
    handler(state, frame, op, events);
  }
}

/** Replaces the op just run by others, in place, so that they share the frame's variables. */
export function inline(frame: Frame, ops: readonly (Op | SequencingOp)[]): void {
  frame.ops = [...frame.ops.slice(0, frame.pc), ...(ops as Op[]), ...frame.ops.slice(frame.pc)];
}

/** Asks `seat` a choice; the answer goes into the frame's variable `bind`. A choice with only one
 *  possible answer is made at once (unless it also shows cards: looking at them is part of the effect). */
export function ask(state: GameState, frame: Frame, seat: Seat, kind: 'cards' | 'seat' | 'yesNo', options: number[], min: number, max: number, prompt: string, bind: string, events: GameEvent[], reveal?: Uid[]): void {
  const decision = { id: state.nextDecisionId++, seat, kind, options, min, max, prompt, source: frame.ctx.source, bind, ...(reveal ? { reveal } : {}) };
  if (kind !== 'yesNo' && options.length <= min && !reveal) {
    frame.ctx.vars[bind] = [...options];
    return;
  }
  state.pending = decision;
  events.push({ type: 'decision', decision });
}
