// The classic game's effects run: the interpreter with the classic op table.
import { runEffects } from '../effects/interpreter';
import { CLASSIC_OPS } from './ops';
import type { GameEvent, GameState } from '../table/types';

/** Runs the effects on the stack until it is empty, a decision is needed or the game is over. */
export const drain = (state: GameState, events: GameEvent[]): void => runEffects(state, events, CLASSIC_OPS);
