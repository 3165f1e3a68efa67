// Rules that a card imposes on everyone while it sits on the field (rulings sheet "Effets de terrain").
import { scriptOf } from '../cards/scripts';
import type { GameState, Uid } from './types';

const fieldForbids = (state: GameState, what: 'heal') =>
  state.field.some((uid: Uid | null) => uid !== null &&
    (scriptOf(state.cards[uid])?.statics ?? []).some((st) => st.on === 'field' && st.forbid === what));

export const healingForbidden = (state: GameState) => fieldForbids(state, 'heal');
