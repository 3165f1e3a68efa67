// The effect stack's entry points: an effect (ops and their context) goes on top and runs before
// whatever was running (drain in effects/interpreter.ts). Kept apart from the interpreter so that the
// low-level zone code (zones.ts, markers.ts, epics.ts) can queue triggers without importing it.
import type { Op } from '../../cards';
import { scriptOf } from '../../cards/scripts';
import { sparedByExit } from '../table/sides';
import type { EffectContext, GameEvent, GameState, TriggerName, Uid } from '../table/types';

/** A frame's op list is never changed in place (the interpreter replaces it when it inlines ops), so
 *  a script's own list is shared rather than copied on every trigger. */
export function pushEffect(state: GameState, ops: readonly unknown[], ctx: EffectContext): void {
  if (ops.length) state.stack.push({ ops: ops as Op[], pc: 0, ctx });
}

/** Script parts that run as a trigger of a card: its ops, from the card's script. */
export type TriggerPart = 'defeated' | 'arrival' | 'exit' | 'marked' | 'epicEnd' | 'gameEnd' | 'turnStart' | 'turnEnd';

/** Queues a card's trigger, if its script has one, and reports it. */
export function pushTrigger(
  state: GameState, uid: Uid, trigger: TriggerPart, ctx: Omit<EffectContext, 'source' | 'vars'>, events: GameEvent[],
): void {
  const ops = scriptOf(state.cards[uid])?.[trigger];
  if (!ops?.length) return;
  events.push({ type: 'triggered', uid, card: state.cards[uid], trigger: trigger as TriggerName });
  // A side Exits never affect (sides.ts) is spared by every Exit.
  const spared = trigger === 'exit' && ctx.spare === undefined ? sparedByExit(state) : undefined;
  const spare = spared === undefined ? {} : { spare: spared };
  pushEffect(state, ops, { ...ctx, ...spare, source: uid, vars: {} });
}
