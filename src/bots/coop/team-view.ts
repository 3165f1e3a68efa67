// What a cooperative team shares: the heroes talk, so an open-handed bot (CoopBot.openHands) is shown
// every teammate's hand besides its own view. Decks, face-down piles and the reserve stay hidden.
import { rules, type CoopState, type CoopView, type Side } from '../../engine';

/** The view a side gets: its own (the audience's for the table's pick), with the team's hands if open. */
export function viewFor(state: CoopState, side: Side, openHands: boolean): CoopView {
  const view = rules('coop').view(state, typeof side === 'number' ? side : 'audience');
  if (!openHands) return view;
  return {
    ...view,
    players: view.players.map((p, seat) => (p.hand ? p : { ...p, hand: state.players[seat].hand.map((uid) => ({ uid, type: state.cards[uid] })) })),
  };
}
