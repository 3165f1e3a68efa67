// The planner: plays for the team. On its turn it takes what is worth most to the team within a move or
// two (a pillar, a pile's last General, the card Poseidon is about to take, value.ts), gives the cards
// it will not use to the teammate in reach they help most, travels toward a revealed pillar or a last
// General, and keeps its good cards for the next turn. The table lets givers play before receivers.
// It plays open-handed (the team talks) and never loops: moves are capped and no pile is seen twice a turn.
import type { CardRef, CoopAction, CoopView, Seat, Side } from '../../engine';
import { endTurn, equip, healOwn, libra, upgrade } from './basics';
import { bestGift } from './planner-give';
import { pickNext } from './planner-order';
import { bestPlan, explore, stepOf, travel, type TurnMemo } from './planner-turn';
import { answer, lastGeneralAt, only, pillarAt } from './read';
import type { CoopBot } from './types';
import { cardAgainst, stakesOf, targetValue, type Stakes } from './value';

export function coopPlannerBot(): CoopBot {
  let memo: TurnMemo = { turn: -1, visited: [], moves: 0 };
  return {
    kind: 'planner',
    openHands: true,
    decide(view: CoopView, legal: CoopAction[], side: Side): CoopAction {
      if (legal.some((a) => a.type === 'answer')) return answer(legal);
      if (legal.some((a) => a.type === 'takeTurn')) return pickNext(view, legal);
      const seat = side as Seat;
      if (memo.turn !== view.turn) memo = { turn: view.turn, visited: [], moves: 0 };
      const action = turnAction(view, legal, seat, memo);
      if (action.type === 'move') { memo.visited.push(view.board.heroAt[seat]); memo.moves++; }
      return action;
    },
  };
}

function turnAction(view: CoopView, legal: CoopAction[], seat: Seat, memo: TurnMemo): CoopAction {
  const hand = view.players[seat].hand ?? [];
  const stakes = stakesOf(view);
  const now = acquireBest(view, legal, seat, stakes) ?? libra(view, legal) ?? (deckSize(view, seat) >= 12 ? upgrade(view, legal, seat) : undefined);
  if (now) return now;
  const plan = bestPlan(view, seat, hand, memo, stakes);
  const gift = bestGift(view, legal, new Set([...(plan?.pay.cards ?? []), ...(plan?.fares ?? [])]), stakes);
  if (gift) return gift.give;
  const step = plan ? stepOf(plan, view, legal, hand) : undefined;
  return step ?? equip(view, legal, seat) ?? healOwn(view, legal, seat) ?? travel(view, legal, seat, memo)
    ?? explore(view, legal, seat, memo) ?? endTurn(legal, discards(view, seat, hand));
}

/** The most valuable card it can take now. */
function acquireBest(view: CoopView, legal: CoopAction[], seat: Seat, stakes: Stakes): CoopAction | undefined {
  const pile = view.board.heroAt[seat];
  const faced = [view.field[pile], pillarAt(view, pile), ...(view.targets ?? [])];
  const value = (uid: number) => {
    const f = faced.find((x) => x?.uid === uid);
    return f ? targetValue(view, f, pile, stakes) : 0;
  };
  return only(legal, 'acquire').sort((a, b) => value(b.target) - value(a.target) || Number(!!a.armor) - Number(!!b.armor))[0];
}

/** The cards of a seat's game that it draws from (hand, deck, discard). */
const deckSize = (view: CoopView, seat: Seat): number => {
  const p = view.players[seat];
  return (p.hand?.length ?? p.handCount) + p.deckCount + p.discard.length;
};

/**
 * The hand cards to let go at the end of the turn, so that fresh ones come: all of them, unless a pillar
 * or a pile's last General waits at its pile that the cards kept and five more draws could beat (then it
 * keeps the cards that count against it).
 */
function discards(view: CoopView, seat: Seat, hand: readonly CardRef[]): number[] {
  const pile = view.board.heroAt[seat];
  const goal = pillarAt(view, pile) ?? (lastGeneralAt(view, pile) ? view.field[pile] : null);
  if (!goal) return hand.map((c) => c.uid);
  const useful = hand.filter((c) => cardAgainst(goal.type, c.type, 'force') >= 2);
  const power = useful.reduce((s, c) => s + cardAgainst(goal.type, c.type, 'force'), 0) + (5 - useful.length);
  const weapons = pillarAt(view, pile) ? 4 * Math.min(view.players[seat].libra ?? 0, useful.length) : 0;
  if (goal.cost.force === null || power + weapons < goal.cost.force) return hand.map((c) => c.uid);
  return hand.filter((c) => !useful.includes(c)).map((c) => c.uid);
}
