// The one enumerator of what a seat may do now: the UI highlights from it, bots choose from it,
// the fuzzer walks it. Everything listed here is accepted by apply().
import { scriptOf } from '../cards/scripts';
import { check } from './apply';
import type { Action, Decision, GameState, Seat, Uid } from './types';
import { canBeFaced, facingCards, fieldCost, offered, playedValue } from './values';
import { typeOf } from './zones';
import { healingForbidden } from './restrictions';

/** Beyond this many combinations a many-card choice lists a sample (any valid answer is still accepted). */
const MAX_COMBINATIONS = 64;

export function legalActions(state: GameState, seat: Seat): Action[] {
  if (state.phase === 'gameOver') return [];
  if (state.pending) return state.pending.seat === seat ? answers(state.pending, seat) : [];
  if (seat !== state.active) return [];
  const p = state.players[seat];
  const actions: Action[] = [];
  const field = state.field.filter((u): u is Uid => u !== null);
  const faceable = field.filter((u) => canBeFaced(state, u));

  for (const card of distinctByType(state, p.hand)) {
    const type = typeOf(state, card);
    const effects = scriptOf(type.id)?.play?.length ? [true, false] : [true];
    if (type.kind === 'character') {
      for (const facing of faceable) for (const effect of effects) actions.push({ type: 'play', seat, card, facing, effect });
    } else if (type.kind === 'armor') {
      for (const effect of effects) actions.push({ type: 'equip', seat, card, effect });
    }
  }
  const inPlay = state.play.filter((c) => c.seat === seat).map((c) => c.uid);
  for (const card of [...inPlay, ...(p.armor === null ? [] : [p.armor])]) {
    if (scriptOf(state.cards[card])?.activate) actions.push({ type: 'activate', seat, card });
  }
  for (const target of field) {
    for (const by of ['force', 'cosmos'] as const) {
      const cost = fieldCost(state, target, by, seat);
      if (cost === null) continue;
      // The armor is offered only where it adds something (base armors have no Force).
      const withArmor = p.armor === null || playedValue(state, p.armor, by) === 0 ? [false] : [false, true];
      for (const armor of withArmor) {
        if (!armor && facingCards(state, seat, target).length === 0) continue;
        if (offered(state, seat, target, by, armor) >= cost) actions.push({ type: 'acquire', seat, target, by, armor });
      }
    }
  }
  const wounded = state.players.flatMap((q) => q.wounded);
  if (wounded.length && !healingForbidden(state)) {
    for (const card of inPlay) {
      const heal = typeOf(state, card).heal;
      for (const targets of combinations(wounded, 1, heal)) actions.push({ type: 'heal', seat, card, targets });
    }
  }
  actions.push({ type: 'endTurn', seat, discard: [] });
  return actions.filter((a) => isAccepted(state, a));
}

function isAccepted(state: GameState, action: Action): boolean {
  try { check(state, action); return true; } catch { return false; }
}

/** Identical cards in hand give identical actions: list one uid per card type. */
function distinctByType(state: GameState, uids: Uid[]): Uid[] {
  const seen = new Set<number>();
  return uids.filter((u) => !seen.has(state.cards[u]) && seen.add(state.cards[u]));
}

function answers(d: Decision, seat: Seat): Action[] {
  return combinations(d.options, d.min, d.max).map((picks) => ({ type: 'answer', seat, decision: d.id, picks }));
}

/** Subsets of `items` of size min..max, smallest first, capped at MAX_COMBINATIONS. */
export function combinations<T>(items: T[], min: number, max: number): T[][] {
  const out: T[][] = [];
  const pick = (start: number, size: number, acc: T[]) => {
    if (out.length >= MAX_COMBINATIONS) return;
    if (acc.length === size) { out.push([...acc]); return; }
    for (let i = start; i < items.length; i++) pick(i + 1, size, [...acc, items[i]]);
  };
  for (let size = min; size <= Math.min(max, items.length); size++) pick(0, size, []);
  return out;
}
