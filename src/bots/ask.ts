// The one way a table, the simulator and the browser's bot worker ask a bot for its action: from the
// state, the way its mode's family asks (modes.ts): through what the bot may read (its side's view and
// the legal list, or decideOnState, which reads only what that view shows: the searching bot deals
// every hidden card again, search/determinize.ts).
import type { Action, AnyState, CoopAction, GowAction, Mode, Side } from '../engine';

/** A bot's move in any mode. */
export type AnyAction = Action | CoopAction | GowAction;
import { BOTS } from './modes';

type Ask = (bot: unknown, state: AnyState, side: Side) => unknown;

/** What `bot` plays for `side` in a game of `mode` standing at `state`; null when it has nothing legal. */
export function askBot(mode: Mode, bot: unknown, state: AnyState, side: Side): AnyAction | null {
  return (BOTS[mode].ask as Ask)(bot, state, side) as AnyAction | null;
}

type Think = (bot: unknown, state: AnyState, side: Side) => Generator<void, unknown>;

/** askBot's move in steps: a searching bot's playouts one by one, any other bot's move at once. */
export function thinkBot(mode: Mode, bot: unknown, state: AnyState, side: Side): Generator<void, AnyAction | null> {
  return (BOTS[mode].think as Think)(bot, state, side) as Generator<void, AnyAction | null>;
}
