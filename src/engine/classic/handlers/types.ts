// Named handlers run card effects that the card language does not express (DESIGN "a truly odd card").
// A handler may ask a question: it then steps back (frame.pc--) and runs again once answered,
// finding the answer in frame.ctx.vars.
import type { DecisionKind, Frame, GameEvent, GameState, Seat } from '../../table/types';

export interface HandlerTools {
  ask(seat: Seat, kind: DecisionKind, options: number[], min: number, max: number, prompt: string, bind: string): void;
}
export type Handler = (state: GameState, frame: Frame, events: GameEvent[], tools: HandlerTools) => void;
