// The planner: plays for the team. The team picks a goal (planner-team.ts: the revealed pillar or the
// last General it can beat soonest) and its attacker; the attacker goes there and keeps the cards that
// count against it, the others give him their useful cards when in reach (or come closer). Otherwise a
// hero takes what is worth most to the team within a move or two (value.ts: pillars, last Generals,
// the card Poseidon is about to take, Force for the deck), gives what it will not use to the teammate it
// helps most, and looks for a better pile when its own offers nothing. It plays open-handed (the team
// talks) and never loops: moves are capped and no pile is visited twice in a turn.
import type { CardRef, CoopAction, CoopView, Seat, Side } from '../../engine';
import { endTurn, equip, healOwn, libra, playToHeal } from './basics';
import { bestGift, goalAt } from './planner-give';
import { pickNext } from './planner-order';
import { distance, stepToward, teamGoal, useAgainst, type TeamGoal } from './planner-team';
import { bestPlan, explore, stepOf, travel, type TurnMemo } from './planner-turn';
import { answer, givableType, inReach, isHeroCard, isPillar, only, pillarAt, type Move } from './read';
import type { CoopBot } from './types';
import { stakesOf, targetValue, type Stakes } from './value';

export function coopPlannerBot(): CoopBot {
  let memo: TurnMemo = { turn: -1, visited: [], moves: 0 };
  return {
    kind: 'planner',
    openHands: true,
    decide(view: CoopView, legal: CoopAction[], side: Side): CoopAction {
      if (legal.some((a) => a.type === 'answer')) return answer(view, legal);
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
  // The cards played to heal heal first: they count for nothing else.
  const healing = healOwn(view, legal, seat, new Set(memo.healers ?? []));
  if (healing) return healing;
  // No armor upgrade: it destroys two Heroes for one, a thinner deck with less Force for the pillars.
  const now = acquireBest(view, legal, seat, stakes) ?? libra(view, legal);
  if (now) return now;
  const goal = teamGoal(view);
  if (goal?.attacker === seat) return attack(view, legal, seat, goal, memo, hand, stakes);
  // The givable cards that count against the team's goal are kept for its attacker.
  const kept = new Set(goal ? hand.filter((c) => givableType(c.type) && useAgainst(goal.target, c) > 0).map((c) => c.uid) : []);
  const toAttacker = goal && kept.size ? giveTo(view, legal, goal, kept) : undefined;
  if (toAttacker) return toAttacker;
  const plan = bestPlan(view, seat, hand.filter((c) => !kept.has(c.uid)), memo, stakes);
  const gift = bestGift(view, legal, new Set([...kept, ...(plan?.pay.cards ?? []), ...(plan?.fares ?? [])]), stakes);
  if (gift) return gift.give;
  const step = plan ? stepOf(plan, view, legal, hand) : undefined;
  return step ?? equip(view, legal, seat) ?? healOwn(view, legal, seat)
    ?? (goal && kept.size ? approach(view, legal, seat, goal.pile, memo, kept) : undefined)
    ?? travel(view, legal, seat, memo) ?? explore(view, legal, seat, memo)
    ?? healWith(view, legal, seat, memo, new Set([...kept, ...hand.filter((c) => keepForGoal(view, seat, c)).map((c) => c.uid)]))
    ?? endTurn(legal, hand.filter((c) => !kept.has(c.uid) && !keepForGoal(view, seat, c)).map((c) => c.uid));
}

/** The attacker's turn: to the goal, then the goal if the hand beats it; otherwise only what the cards that
 *  do not count against it can take there; the turn ends keeping the cards that count. */
function attack(view: CoopView, legal: CoopAction[], seat: Seat, goal: TeamGoal, memo: TurnMemo, hand: readonly CardRef[], stakes: Stakes): CoopAction {
  const here = view.board.heroAt[seat];
  const useless = hand.filter((c) => useAgainst(goal.target, c) === 0);
  const stay = { ...memo, moves: Infinity };
  if (here === goal.pile) {
    const plan = bestPlan(view, seat, hand, stay, stakes);
    const cheap = plan?.target.uid === goal.target.uid ? plan : bestPlan(view, seat, useless, stay, stakes);
    const step = cheap ? stepOf(cheap, view, legal, hand) : undefined;
    if (step) return step;
  } else {
    const move = approach(view, legal, seat, goal.pile, memo, new Set());
    if (move) return move;
  }
  const keep = new Set(hand.filter((c) => useAgainst(goal.target, c) > 0).map((c) => c.uid));
  return equip(view, legal, seat) ?? healWith(view, legal, seat, memo, keep) ?? endTurn(legal, useless.map((c) => c.uid));
}

/** Once nothing is left to take: heals its own marked cards with the cards in play (they would be
 *  discarded), or plays a healer it does not keep to heal with it. */
function healWith(view: CoopView, legal: CoopAction[], seat: Seat, memo: TurnMemo, keep: ReadonlySet<number>): CoopAction | undefined {
  const now = healOwn(view, legal, seat);
  if (now) return now;
  const toHeal = playToHeal(view, legal, seat, keep);
  if (toHeal?.type === 'play') (memo.healers ??= []).push(toHeal.card);
  return toHeal;
}

/** A useful card for the attacker, when he is in reach (the most useful first). */
function giveTo(view: CoopView, legal: CoopAction[], goal: TeamGoal, kept: ReadonlySet<number>): CoopAction | undefined {
  const hand = view.players[view.active].hand ?? [];
  const use = (uid: number) => useAgainst(goal.target, hand.find((c) => c.uid === uid)!);
  return only(legal, 'give').filter((g) => g.to === goal.attacker && kept.has(g.cards[0])).sort((a, b) => use(b.cards[0]) - use(a.cards[0]))[0];
}

/** A step toward a pile (to reach a goal, or a teammate to give to), paying with a card it does not keep. */
function approach(view: CoopView, legal: CoopAction[], seat: Seat, pile: number, memo: TurnMemo, kept: ReadonlySet<number>): Move | undefined {
  const here = view.board.heroAt[seat];
  if (here === pile || (kept.size === 1 && inReach(here, pile) && !view.board.givenTo.includes(seat))) return undefined;
  if (memo.moves >= 2 || distance(here, pile) > 3) return undefined;
  const to = stepToward(here, pile);
  if (memo.visited.includes(to)) return undefined;
  const hand = view.players[seat].hand ?? [];
  const type = (m: Move) => hand.find((c) => c.uid === m.discard)!.type;
  const moves = only(legal, 'move').filter((m) => m.to === to);
  return moves.find((m) => !hand.some((c) => kept.has(c.uid) && c.type === type(m))) ?? (kept.size ? undefined : moves[0]);
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

/** A card worth keeping for next turn: it counts against a pillar or a last General at the hero's pile. */
function keepForGoal(view: CoopView, seat: Seat, c: CardRef): boolean {
  const goal = goalAt(view, view.board.heroAt[seat]);
  if (goal && isPillar(goal.type) && (view.players[seat].libra ?? 0) > 0 && isHeroCard(c.type)) return true; // a Libra weapon's bearer
  return !!goal && useAgainst(goal, c) >= 2;
}
