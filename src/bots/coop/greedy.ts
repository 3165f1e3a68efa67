// The greedy teammate: plays like the classic greedy bot, on its own pile only. It takes the most
// valuable card it can afford there (a revealed pillar included), plays its characters toward it, uses
// Libra weapons on Heroes facing a pillar; when nothing on its pile is within reach and a neighbouring
// pile has something, it moves there (once a turn); otherwise it ends its turn. The table lets the
// first hero who has not played go next.
import type { CardRef, CoopAction, CoopView, Seat, Side } from '../../engine';
import { endTurn, equip, firstToPlay, healOwn, libra, playToHeal, upgrade } from './basics';
import type { CoopBot } from './types';
import { affordableRoute, answer, faceablesAt, handPower, only, playsToward, without, worth, type Move, type Route } from './read';

export function coopGreedyBot(): CoopBot {
  /** The turn (view.turn) in which this bot last moved: one move a turn. */
  let movedIn = -1;
  /** The turn in which it last equipped an armor: one a turn (an armor that returns itself to the hand,
   *  Bronze armor 90 and a Gold armor, would otherwise swap back and forth: RULING-18). */
  let equippedIn = -1;
  return {
    kind: 'greedy',
    decide(view: CoopView, legal: CoopAction[], side: Side): CoopAction {
      if (legal.some((a) => a.type === 'answer')) return answer(view, legal);
      if (legal.some((a) => a.type === 'takeTurn')) return firstToPlay(legal);
      const seat = side as Seat;
      const hand = view.players[seat].hand ?? [];
      const action = acquireBest(view, legal) ?? libra(view, legal) ?? upgrade(view, legal, seat) ?? towardTarget(view, legal, seat, hand)
        ?? (equippedIn === view.turn ? undefined : equip(view, legal, seat)) ?? healOwn(view, legal, seat) ?? (movedIn === view.turn ? undefined : moveToReach(view, legal, seat, hand))
        ?? playToHeal(view, legal, seat);
      if (action?.type === 'move') movedIn = view.turn;
      if (action?.type === 'equip') equippedIn = view.turn;
      return action ?? endTurn(legal, hand.map((c) => c.uid));
    },
  };
}

/** The most valuable card it can acquire now; the armor kept when the characters alone pay. */
function acquireBest(view: CoopView, legal: CoopAction[]): CoopAction | undefined {
  const buys = only(legal, 'acquire');
  if (!buys.length) return undefined;
  const type = new Map([...view.field, ...(view.pillars ?? []), ...(view.targets ?? [])].flatMap((f) => (f ? [[f.uid, f.type] as const] : [])));
  const value = (uid: number) => worth(type.get(uid) ?? 0);
  return buys.sort((a, b) => value(b.target) - value(a.target) || Number(!!a.armor) - Number(!!b.armor))[0];
}

/** The best card it can afford at a pile with this hand: its uid, route and worth. */
export function bestReachable(view: CoopView, seat: Seat, pile: number, hand: readonly CardRef[], own: boolean) {
  const power = handPower(hand);
  let best: { uid: number; route: Route; score: number } | null = null;
  for (const f of faceablesAt(view, pile, own ? seat : undefined)) {
    const route = affordableRoute(view, seat, own ? f : { ...f, offered: { force: 0, cosmos: 0 } }, power);
    if (route === null) continue;
    const score = worth(f.type) * 100 - (f.cost[route] ?? 0);
    if (!best || score > best.score) best = { uid: f.uid, route, score };
  }
  return best;
}

/** Plays the most useful character toward the best card it can afford on its own pile. */
function towardTarget(view: CoopView, legal: CoopAction[], seat: Seat, hand: CardRef[]): CoopAction | undefined {
  const target = bestReachable(view, seat, view.board.heroAt[seat], hand, true);
  return target ? playsToward(legal, hand, target.uid, target.route)[0] : undefined;
}

/** A move to a neighbouring pile where the rest of the hand takes the best card, paying with the least useful card. */
function moveToReach(view: CoopView, legal: CoopAction[], seat: Seat, hand: CardRef[]): Move | undefined {
  let best: { move: Move; score: number; fare: number } | null = null;
  for (const move of only(legal, 'move')) {
    const target = bestReachable(view, seat, move.to, without(hand, move.discard), false);
    if (!target) continue;
    const fare = worth(hand.find((c) => c.uid === move.discard)!.type);
    if (!best || target.score > best.score || (target.score === best.score && fare < best.fare)) best = { move, score: target.score, fare };
  }
  return best?.move;
}
