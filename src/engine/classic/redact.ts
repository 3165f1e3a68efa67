// The events a viewer may know (DESIGN "The engine": a draw names the card to its owner alone). A card
// is named when the viewer can see it where it was or where it went; otherwise its move is reported with
// uid and card -1 (a card went from a deck to a hand, say, without which). A choice's options, the card
// asking and an answer's picks are hidden the same way from everyone but the seat making the choice.
import type { Viewer } from '../core/ruleset';
import type { Decision, GameEvent, GameState, Uid } from '../table/types';
import { seesPlace } from '../table/visibility';
import { locate } from '../table/zones';

export { seesPlace };

/** Whether `viewer` sees the card where it is now. */
const seesCard = (state: GameState, uid: Uid, viewer: Viewer): boolean => seesPlace(locate(state, uid), viewer);

function redactDecision(state: GameState, d: Decision, viewer: Viewer): Decision {
  if (d.seat === viewer) return d;
  const { reveal: _hidden, ...rest } = d;
  const options = d.kind === 'cards' ? d.options.map((u) => (seesCard(state, u, viewer) ? u : -1)) : d.options;
  // The card asking may lie out of sight (a Gold Saint's V2 in the reserve offering the swap).
  return { ...rest, options, source: seesCard(state, d.source, viewer) ? d.source : -1 };
}

/** `events` as `viewer` may know them, read against the state they led to. */
export function redactEvents(state: GameState, events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  return events.map((e) => {
    switch (e.type) {
      case 'cardMoved':
        return seesPlace(e.from, viewer) || seesPlace(e.to, viewer) ? e : { ...e, uid: -1, card: -1 };
      case 'decision':
        return e.decision.seat === viewer ? e : { ...e, decision: redactDecision(state, e.decision, viewer) };
      case 'answered':
        return e.seat === viewer ? e : { ...e, picks: e.picks.map((u) => (seesCard(state, u, viewer) ? u : -1)) };
      default:
        return e;
    }
  });
}
