// The events a viewer may know in the cooperative mode: the classic redaction (a draw names the card to
// its owner alone), and a gift names its cards to the giver and the receiver only.
import type { Viewer } from '../core/ruleset';
import { redactEvents as redactTable } from '../classic/redact';
import type { GameEvent, GameState } from '../table/types';
import type { CoopEvent } from './types';

export function redactCoopEvents(state: GameState, events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  return redactTable(state, events, viewer).map((e) => {
    const coop = e as CoopEvent;
    if (coop.type !== 'cardsGiven' || coop.seat === viewer || coop.to === viewer) return e;
    return { ...coop, cards: coop.cards.map(() => -1) } as unknown as GameEvent;
  });
}
