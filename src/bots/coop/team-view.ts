// What a cooperative team shares: the heroes talk, so an open-handed bot (CoopBot.openHands) is shown
// every teammate's hand besides its own view (the engine's open-hands view). Decks, face-down piles
// and the reserve stay hidden.
import { coopView, type CoopState, type CoopView, type Side } from '../../engine';

/** The view a side gets: its own (the audience's for the table's pick), with the team's hands if open. */
export function viewFor(state: CoopState, side: Side, openHands: boolean): CoopView {
  return coopView(state, typeof side === 'number' ? side : 'audience', { openHands });
}
