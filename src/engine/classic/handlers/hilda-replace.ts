// Hilda (1014), Arrival (the script checks first that no Warrior is on the field): the cards of the
// reserve go one by one to the field discard until a rare character is revealed; that character takes
// Hilda's slot (its own Arrival resolves), then Hilda is shuffled into the reserve. Cards reaching the
// field discard from the reserve have no Exit (rulings sheet "Effets de terrain", Sortie). Our reading
// where the text is silent: with no rare character left in the reserve, every card has gone to the
// field discard and Hilda stays where she is (nothing replaces her).
import { pushTrigger } from '../../effects/stack';
import { shuffleInPlace } from '../../core/rng';
import { moveCard } from '../../table/zones';
import { typeOf } from '../../table/card-of';
import type { Handler } from './types';

export const hildaReplace: Handler = (state, frame, events) => {
  const hilda = frame.ctx.source;
  const slot = state.field.indexOf(hilda);
  if (slot < 0) return; // she has already left the field
  while (state.reserve.length) {
    const top = state.reserve[state.reserve.length - 1];
    const card = typeOf(state, top);
    if (card.kind !== 'character' || card.rank !== 'rare') {
      moveCard(state, top, { zone: 'fieldDiscard' }, events);
      continue;
    }
    moveCard(state, hilda, { zone: 'reserve' }, events);
    moveCard(state, top, { zone: 'field', slot }, events);
    shuffleInPlace(state, state.reserve);
    events.push({ type: 'shuffled', what: 'reserve' });
    pushTrigger(state, top, 'arrival', { seat: state.active }, events);
    return;
  }
};
