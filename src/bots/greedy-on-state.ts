// The greedy bot's choice read straight from the state, for headless games (simulations, fuzzing, the
// bench): the same choice greedy.ts makes from a view and the whole legal list, without building
// either. It asks the engine for the legal actions of one kind at a time, in the order greedy weighs
// them, and reads costs and offers where the view would. test/bots/greedy-on-state.test.ts checks at
// every move of many games that both ways choose the same action. It reads only what the seat's view
// shows.
import { cardType } from '../cards';
import { faceable, fieldCost, legalActions, offered, playsFacing, type Action, type GameState, type Seat } from '../engine';
import { positionOnState, type LoopGuard } from './loop-guard';
import { worth } from './worth';

type Route = 'force' | 'cosmos';
const ROUTES: readonly Route[] = ['force', 'cosmos'];

/** The greedy bot's action for `seat` (the seat to act), kept from going round in circles by `guard`. */
export function greedyOnState(state: GameState, seat: Seat, guard: LoopGuard): Action {
  if (state.pending) return answerDecision(legalActions(state, seat));
  const action = choose(state, seat);
  return guard.allows(action, state.turn, () => positionOnState(state, seat)) ? action : legalActions(state, seat, 'endTurn')[0];
}

/** Yes to optional effects; otherwise the first answer offered. */
export function answerDecision(legal: Action[]): Action {
  return legal.find((a) => a.type === 'answer' && a.picks.length === 1 && a.picks[0] === 1) ?? legal[0];
}

function choose(state: GameState, seat: Seat): Action {
  return buy(state, seat) ?? libra(state, seat) ?? upgrade(state, seat) ?? playTowardTarget(state, seat) ?? equip(state, seat)
    ?? legalActions(state, seat, 'playRelic').find((a) => a.type === 'playRelic' && a.effect !== false)
    ?? healOwn(state, seat)
    ?? legalActions(state, seat, 'endTurn')[0];
}

/** The most valuable acquisition, without the armor when the characters alone pay (first listed among equals). */
function buy(state: GameState, seat: Seat): Action | undefined {
  let best: Extract<Action, { type: 'acquire' }> | undefined;
  let bestWorth = 0;
  for (const a of legalActions(state, seat, 'acquire')) {
    if (a.type !== 'acquire') continue;
    const w = worth(state.cards[a.target]);
    if (!best || w > bestWorth || (w === bestWorth && best.armor && !a.armor)) { best = a; bestWorth = w; }
  }
  return best;
}

/** A Libra weapon on a Hero facing a pillar that its facers cannot destroy yet. */
function libra(state: GameState, seat: Seat): Action | undefined {
  if (state.players[seat].libra <= 0) return undefined;
  const pillars = state.expansion?.pillarsInPlay ?? [];
  return legalActions(state, seat, 'libra').find((a) => {
    if (a.type !== 'libra') return false;
    const facing = state.play.find((c) => c.uid === a.card)?.facing;
    if (facing === undefined || facing === null || !pillars.includes(facing)) return false;
    const cost = fieldCost(state, facing, 'force', state.active);
    return cost !== null && offered(state, state.active, facing, 'force', false) < cost;
  });
}

/** Upgrading the hero's armor when the hand holds a pair of its very common Bronze Saints. */
function upgrade(state: GameState, seat: Seat): Action | undefined {
  const me = state.players[seat];
  if (me.armor === null || me.setAside.length === 0) return undefined;
  const hero = cardType(state.cards[me.armor]).armorFor;
  const seen: number[] = [];
  let pair = false;
  for (const uid of me.hand) {
    const type = state.cards[uid];
    const card = cardType(type);
    if (card.heroName !== hero || card.rank !== 'veryCommon') continue;
    if (seen.includes(type)) { pair = true; break; }
    seen.push(type);
  }
  return pair ? legalActions(state, seat, 'activate').find((a) => a.type === 'activate' && a.card === me.armor) : undefined;
}

/** A play toward the most valuable card this turn's hand could still pay for, by the route that pays. */
function playTowardTarget(state: GameState, seat: Seat): Action | undefined {
  const me = state.players[seat];
  const armorCosmos = me.armor === null ? 0 : cardType(state.cards[me.armor]).cosmos;
  const pillars = state.expansion?.pillarsInPlay ?? [];
  let force = 0, cosmos = 0, heroes = 0;
  for (const uid of me.hand) {
    const card = cardType(state.cards[uid]);
    if (card.kind === 'character') { force += card.force; cosmos += card.cosmos; }
    if (card.classes.includes('hero')) heroes++;
  }
  let bestUid = -1, bestRoute: Route = 'force', bestScore = 0;
  for (const uid of faceable(state, seat)) {
    // No cost is below 1: a card that cannot score above the best found is not costed at all.
    if (bestUid >= 0 && worth(state.cards[uid]) * 100 - 1 <= bestScore) continue;
    for (const route of ROUTES) {
      const cost = fieldCost(state, uid, route, state.active);
      if (cost === null) continue;
      const weapons = pillars.includes(uid) ? 4 * Math.min(me.libra, heroes) : 0;
      const potential = offered(state, state.active, uid, route, false) + (route === 'force' ? force : cosmos) + weapons + (route === 'cosmos' ? armorCosmos : 0);
      if (potential < cost) continue;
      const score = worth(state.cards[uid]) * 100 - cost;
      if (bestUid < 0 || score > bestScore) { bestUid = uid; bestRoute = route; bestScore = score; }
    }
  }
  if (bestUid < 0) return undefined;
  let pick: Action | undefined;
  let most = 0;
  for (const a of playsFacing(state, seat, bestUid)) {
    if (a.type !== 'play' || a.effect === false) continue;
    const value = cardType(state.cards[a.card])[bestRoute];
    if (value > most) { pick = a; most = value; }
  }
  return pick;
}

/** Equipping an armor with more Cosmos than the one worn. */
function equip(state: GameState, seat: Seat): Action | undefined {
  const me = state.players[seat];
  const current = me.armor === null ? -1 : cardType(state.cards[me.armor]).cosmos;
  return legalActions(state, seat, 'equip').find((a) => a.type === 'equip' && a.effect !== false && cardType(state.cards[a.card]).cosmos > current);
}

/** Healing one's own marked cards: a heal that spends only on them, or else playing a healer. */
function healOwn(state: GameState, seat: Seat): Action | undefined {
  const mine = state.players[seat].marked;
  if (!mine.length) return undefined;
  return legalActions(state, seat, 'heal').find((a) => a.type === 'heal' && a.targets.every((t) => mine.includes(t)))
    ?? legalActions(state, seat, 'play').find((a) => a.type === 'play' && a.effect !== false && cardType(state.cards[a.card]).heal > 0);
}
