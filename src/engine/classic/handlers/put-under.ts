// Urne d'Athéna 2028, Mise en jeu: the character chosen before (variable `kept`, from an opponent's
// discard) is placed under this relic (GameState.under; zone 'under' of the relic's holder). Taking a
// card from another player's game is an acquisition (rulings sheet "Acquérir": "Mise en Jeu de … l'Urne
// d'Athéna"), so it obeys the rules that limit acquisitions (Kuraggu, Garde d'Asgard 1035: the script
// offers only what they allow, and a card they forbid is not placed), and brings the `acquired` event, a
// Mariner General's pillar and Libra weapon, a Gold Saint's V2 swap (acquire.ts reportAcquired); no
// flame, no sapphire (rulings sheet: a "vol" from a discard).
import { gainedBy, reportAcquired } from '../acquire';
import { acquisitionForbidden } from '../../table/restrictions';
import { locate, moveCard } from '../../table/zones';
import type { Handler } from './types';

/** The variable the handler reads: the card(s) to place under the source relic. */
export const PUT_UNDER = 'kept';

export const putUnder: Handler = (state, frame, events) => {
  const relic = frame.ctx.source;
  const at = locate(state, relic);
  if (at?.zone !== 'relics') return; // the relic has left its area: nothing to place under it
  for (const uid of frame.ctx.vars[PUT_UNDER] ?? []) {
    if (uid === relic || locate(state, uid) === null || acquisitionForbidden(state, uid, at.seat!)) continue;
    const gained = gainedBy(state, at.seat, uid);
    moveCard(state, uid, { zone: 'under', seat: at.seat, relic }, events);
    reportAcquired(state, at.seat!, gained, events);
  }
};
