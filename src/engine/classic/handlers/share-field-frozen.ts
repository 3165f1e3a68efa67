// Hyoga du Verseau (promo 9003), Vaincu: « Dans l'ordre du tour, chaque joueur acquiert une carte du
// terrain qu'il gèle, jusqu'à ce que le terrain soit vide. » In turn order from the player who defeated
// him, each player chooses a field card, acquires it (an acquisition from the field: its flame, its
// sapphire, its Vaincu) and freezes it (it goes to their marked area); round after round until the field
// is empty. The field is not completed meanwhile (a Vaincu that completes it, Moses 49, adds cards
// to share). Our reading where the text is silent: when no field card may be acquired (a field rule
// forbids every one, Kuraggu 66), the sharing stops there.
import { acquisitionForbidden } from '../../table/restrictions';
import { takeFromField } from '../field';
import { markCard } from '../../table/markers';
import type { Uid } from '../../table/types';
import type { Handler } from './types';

/** The variable the chosen card is bound to, and the one that keeps whose choice it is. */
const PICK = 'sharePick';
const SEAT = 'shareSeat';

export const shareFieldFrozen: Handler = (state, frame, events, tools) => {
  const vars = frame.ctx.vars;
  const n = state.players.length;
  const seat = vars[SEAT]?.[0] ?? frame.ctx.seat;
  const pick = vars[PICK];
  if (pick !== undefined) {
    delete vars[PICK];
    const uid = pick[0];
    if (uid !== undefined && state.field.includes(uid) && !acquisitionForbidden(state, uid, seat)) {
      takeFromField(state, seat, uid, 'discard', [], 'effect', events);
      markCard(state, uid, 'freeze', events, seat);
    }
    vars[SEAT] = [(seat + 1) % n];
    frame.pc--; // the taken card's Vaincu (queued above) resolves before the next player chooses
    return;
  }
  // Field rules forbid a card to everyone alike (restrictions.ts): one seat's options are everyone's.
  const options = state.field.filter((u): u is Uid => u !== null && !acquisitionForbidden(state, u, seat));
  if (!options.length) return;
  frame.pc--; // back here with the answer (a single card is taken at once, without asking)
  tools.ask(seat, 'cards', options, 1, 1, 'prompt.takeFieldFrozen', PICK);
};
