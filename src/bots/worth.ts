// What a card is worth to the greedy bots, classic and cooperative.
import { cardType } from '../cards';

/** Cards that score by a rule: a fair middle guess of what they bring (pillars: 2 and a bonus; Hilda
 *  1014: 2 per God Robe, and a player seldom holds more than one). Every card with a VP rule
 *  (cards/vp-rules.ts) needs one: the card lint checks it (sim/card-lint.ts lintVpWorth). */
export const RULE_VP_GUESS: Record<number, number> = {
  16: 2, 42: 3, 43: 3, 69: 1, 70: 1, 71: 2, 90: 1, 1014: 2, 2038: 4, 2039: 4, 2040: 3, 2041: 3, 2042: 3, 2043: 3, 2044: 3,
};
const WORTH = new Map<number, number>();
/** What a card type is worth to this bot (kept per type: it is asked for every target on every move). */
export const worth = (type: number): number => {
  let known = WORTH.get(type);
  if (known === undefined) {
    const card = cardType(type);
    const vp = card.vp ?? RULE_VP_GUESS[type] ?? 1;
    WORTH.set(type, (known = vp * 10 + (card.cost.force ?? 0) + (card.cost.cosmos ?? 0) + card.force + card.cosmos));
  }
  return known;
};
