// Rules that react to a card moving, registered by the modules that own them (move-rules.ts), so that
// the zone code (zones.ts) calls them without importing the clock, the Epics or any card's rule.
import type { GameEvent, GameState, Uid, ZoneRef } from './types';

export interface MoveRule {
  /** A card has just left the field (before its Sortie is queued). */
  leftField?(state: GameState, uid: Uid, events: GameEvent[]): void;
  /** A card has just reached `to`, once everything else about the move is done. */
  arrived?(state: GameState, uid: Uid, to: ZoneRef, events: GameEvent[]): void;
}

const rules: MoveRule[] = [];

/** Adds rules, in the order they must run (a module registering twice is ignored). */
export function addMoveRules(...added: MoveRule[]): void {
  for (const rule of added) if (!rules.includes(rule)) rules.push(rule);
}

export const moveRules = (): readonly MoveRule[] => rules;
