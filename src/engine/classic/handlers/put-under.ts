// Urne d'Athéna 2028, Mise en jeu: the character chosen before (variable `kept`, from an opponent's
// discard) is placed under this relic (GameState.under; zone 'under' of the relic's holder). Taking a
// card from another player's game is an acquisition (rulings sheet "Acquérir": "Mise en Jeu de … l'Urne
// d'Athéna"): the `acquired` event, a Mariner General's pillar and Libra weapon, a Gold Saint's V2 swap
// (acquire.ts onAcquired); no flame, no sapphire (rulings sheet: a "vol" from a discard).
import { onAcquired } from '../acquire';
import { locate, moveCard } from '../zones';
import type { Handler } from './types';

/** The variable the handler reads: the card(s) to place under the source relic. */
export const PUT_UNDER = 'kept';

export const putUnder: Handler = (state, frame, events) => {
  const relic = frame.ctx.source;
  const at = locate(state, relic);
  if (at?.zone !== 'relics') return; // the relic has left its area: nothing to place under it
  for (const uid of frame.ctx.vars[PUT_UNDER] ?? []) {
    if (uid === relic || locate(state, uid) === null) continue;
    moveCard(state, uid, { zone: 'under', seat: at.seat, relic }, events);
    events.push({ type: 'acquired', seat: at.seat!, uid, card: state.cards[uid], by: 'effect', cost: 0, paid: 0 });
    onAcquired(state, at.seat!, uid, events);
  }
};
