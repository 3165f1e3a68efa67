// What a card is worth to the greedy bots, classic and cooperative.
import { cardType } from '../cards';
import { hintedVp } from '../cards/vp';

const WORTH = new Map<number, number>();
/** What a card type is worth to this bot (kept per type: it is asked for every target on every move). */
export const worth = (type: number): number => {
  let known = WORTH.get(type);
  if (known === undefined) {
    const card = cardType(type);
    const vp = hintedVp(type);
    WORTH.set(type, (known = vp * 10 + (card.cost.force ?? 0) + (card.cost.cosmos ?? 0) + card.force + card.cosmos));
  }
  return known;
};
