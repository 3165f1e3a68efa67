// What a viewer may see, written out as the rulebook promises it, apart from the engine's own rule
// (src/engine/classic/visibility.ts) so that the tests of hidden information check the engine against
// the promise rather than against itself: decks, the reserve, a pile's face-down cards, the pillars
// and Epics not yet drawn and the cards set aside are seen by nobody; a hand by its owner alone; the
// rest is public (a cooperative pillar shows its face A from the start: docs/coop.md).
// Shared by the audience feed's test (vitest) and the production page's test (test/e2e/hidden-cards).
import { locate, type GameEvent, type GameState, type Uid, type Viewer, type ZoneRef } from '../../src/engine';

const NOBODY = ['deck', 'reserve', 'epicDeck', 'pillarsAside', 'setAside', 'pile'];

/** Whether `viewer` sees the faces of the cards at this place. */
export const seenAt = (at: ZoneRef | null, viewer: Viewer): boolean =>
  at !== null && !NOBODY.includes(at.zone) && (at.zone !== 'hand' || at.seat === viewer);

/** The cards `viewer` sees in `state`, by uid, with their types. */
export function seenIn(state: GameState, viewer: Viewer): Map<Uid, number> {
  const out = new Map<Uid, number>();
  state.cards.forEach((type, uid) => { if (seenAt(locate(state, uid), viewer)) out.set(uid, type); });
  return out;
}

/**
 * The cards `viewer` may see while an action is shown: where they were before it, where they are after
 * it, and on the way (a card moved through a place the viewer sees, even if it ended out of sight, as
 * a hand discarded and then shuffled into the deck).
 */
export function seenDuring(before: GameState, after: GameState, events: readonly GameEvent[], viewer: Viewer): Map<Uid, number> {
  const out = new Map([...seenIn(before, viewer), ...seenIn(after, viewer)]);
  for (const e of events) {
    if (e.type === 'cardMoved' && (seenAt(e.from, viewer) || seenAt(e.to, viewer))) out.set(e.uid, e.card);
  }
  return out;
}
