// RULING-15 (Asgard): the player who acquires a Gold Saint, by any route, may swap their Bronze armor
// for its V2 version; the V2 takes the Bronze armor's place (hand, deck, discard or equipped) and the
// old armor is set aside. Queued by acquire.ts after a yes to the optional prompt.
import { v2Swap } from '../acquire';
import { swapCards } from '../../table/zones';
import type { Handler } from './types';

export const swapV2: Handler = (state, frame, events) => {
  const found = v2Swap(state, frame.ctx.seat);
  if (found) swapCards(state, found.bronze, found.v2, events);
};
