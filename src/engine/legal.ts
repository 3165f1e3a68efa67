// The one enumerator of what a seat may do now: the UI highlights from it, bots choose from it,
// the fuzzer walks it. Everything listed here is accepted by apply().
import { scriptOf } from '../cards/scripts';
import type { Action, Decision, GameState, Seat, Uid } from './types';
import { canBeFaced, facingCards, fieldCost, healValue, offered, playedValue } from './values';
import { typeOf } from './zones';
import { acquisitionForbidden, equipForbidden, faceToll, facingForbidden, fightRules, healingForbidden, woundPrevented, woundsToFight } from './restrictions';
import { evalCond } from './effects/select';
import { mustHealFirst } from './epic-rules';
import { faceable, isPillarInPlay } from './acquire';
import { healNeeded } from './markers';

/** Beyond this many combinations a many-card choice lists a sample (any valid answer is still accepted). */
const MAX_COMBINATIONS = 64;

export function legalActions(state: GameState, seat: Seat): Action[] {
  if (state.phase === 'gameOver') return [];
  if (state.pending) return state.pending.seat === seat ? answers(state.pending, seat) : [];
  if (seat !== state.active) return [];
  // Every action is listed only when apply() accepts it: each kind's conditions are those of its check
  // (apply.ts), tested here directly rather than by trying each candidate.
  const p = state.players[seat];
  const actions: Action[] = [];
  // The field cards, the revealed pillars and the extra targets offered to this seat.
  const targets = faceable(state, seat);
  const faceableTargets = targets.filter((u) => canBeFaced(state, u));
  const inPlay: Uid[] = [];
  for (const c of state.play) if (c.seat === seat) inPlay.push(c.uid);
  // Soldat Marina 2021: facing a Marina costs other cards, from the hand or in play.
  const spare = p.hand.length - 1 + inPlay.length + (p.armor === null ? 0 : 1);
  const canEquip = !equipForbidden(state, seat);

  for (const card of distinctByType(state, p.hand)) {
    const type = typeOf(state, card);
    const effects = scriptOf(type.id)?.play?.length ? BOTH : ONLY_WITH;
    if (type.kind === 'character') {
      for (const facing of faceableTargets) {
        if (facingForbidden(state, card, facing) !== null || faceToll(state, facing) > spare) continue;
        for (const effect of effects) actions.push({ type: 'play', seat, card, facing, effect });
      }
    } else if (type.kind === 'armor') {
      if (canEquip) for (const effect of effects) actions.push({ type: 'equip', seat, card, effect });
    } else if (type.kind === 'relic') {
      for (const effect of effects) actions.push({ type: 'playRelic', seat, card, effect });
    }
  }
  for (const card of [...inPlay, ...(p.armor === null ? [] : [p.armor]), ...p.relics]) {
    const activation = scriptOf(state.cards[card])?.activate;
    if (activation && !(activation.cost === 'wound' && woundPrevented(state, card))) actions.push({ type: 'activate', seat, card });
  }
  // Libra weapons: one on each Hero facing a pillar.
  if (p.libra > 0) {
    for (const c of state.play) {
      if (c.seat !== seat || c.facing === null || !isPillarInPlay(state, c.facing)) continue;
      if (!typeOf(state, c.uid).classes.some((k) => k === 'hero' || k === 'transcendedHero')) continue;
      if (state.modifiers.some((m) => m.kind === 'libra' && m.uid === c.uid)) continue;
      actions.push({ type: 'libra', seat, card: c.uid });
    }
  }
  // Turn actions of the current Epic and of one's relics.
  for (const card of [...(state.epic?.current === null || !state.epic ? [] : [state.epic.current]), ...p.relics]) {
    (scriptOf(state.cards[card])?.actions ?? []).forEach((turnAction, index) => {
      if ((turnAction.each ?? 'turn') === 'turn' && state.used.includes(`${card}:${index}`)) return;
      if (turnAction.when && !evalCond(state, { seat, source: card, vars: {} }, turnAction.when)) return;
      actions.push({ type: 'use', seat, card, index });
    });
  }
  // The armor is offered only where it adds something (base armors have no Force).
  const armorOptions = ROUTES.map((by) => (p.armor === null || playedValue(state, p.armor, by) === 0 ? ONLY_WITHOUT : BOTH_ARMOR));
  for (const target of targets) {
    for (let r = 0; r < ROUTES.length; r++) {
      const by = ROUTES[r];
      const cost = fieldCost(state, target, by, seat);
      if (cost === null || !mayAcquire(state, seat, target, by)) continue;
      for (const armor of armorOptions[r]) {
        if (!armor && facingCards(state, seat, target).length === 0) continue;
        if (woundsToFight(state, seat, target, by, cost, offered(state, seat, target, by, armor)) !== null) actions.push({ type: 'acquire', seat, target, by, armor }); // Bian 2019: wounds may make up the Force
      }
    }
  }
  const marked = state.players.flatMap((q) => q.wounded).filter((u) => healNeeded(state, u) > 0);
  if (marked.length && !healingForbidden(state)) {
    for (const card of inPlay) {
      if (state.play.find((c) => c.uid === card)?.lock) continue; // committed to acquire: no Heal (rulings sheet "Verrouillage")
      const heal = healValue(state, card);
      for (const targets of healSpends(state, marked, heal)) actions.push({ type: 'heal', seat, card, targets });
    }
  }
  actions.push({ type: 'endTurn', seat, discard: [] });
  return actions;
}

const BOTH = [true, false] as const;
const ONLY_WITH = [true] as const;
const ONLY_WITHOUT = [false] as const;
const BOTH_ARMOR = [false, true] as const;
const ROUTES = ['force', 'cosmos'] as const;

/** The conditions of an acquisition besides its cost (apply.ts checkAcquire): no field rule forbids it,
 *  no healer must heal first, and a fight has the characters and the hand card it needs. */
function mayAcquire(state: GameState, seat: Seat, target: Uid, by: 'force' | 'cosmos'): boolean {
  if (acquisitionForbidden(state, target, seat, by) || mustHealFirst(state, seat, target, by) !== null) return false;
  if (by === 'cosmos') return true;
  const rules = fightRules(state, target);
  if (rules.minCharacters && facingCards(state, seat, target).length < rules.minCharacters) return false;
  return !(rules.discardFromHand && state.players[seat].hand.length < rules.discardFromHand);
}

/** Identical cards in hand give identical actions: list one uid per card type. */
function distinctByType(state: GameState, uids: Uid[]): Uid[] {
  const seen = new Set<number>();
  return uids.filter((u) => !seen.has(state.cards[u]) && seen.add(state.cards[u]));
}

function answers(d: Decision, seat: Seat): Action[] {
  return combinations(d.options, d.min, d.max).map((picks) => ({ type: 'answer', seat, decision: d.id, picks }));
}

/** Ways to spend 1..heal Heal points on marked cards, a card listed once per point (a freeze takes 2),
 *  capped at MAX_COMBINATIONS. */
function healSpends(state: GameState, marked: Uid[], heal: number): Uid[][] {
  // Each card as many times as the points it can take: with wounds only, these are the subsets.
  const units = marked.flatMap((u) => Array(Math.min(heal, healNeeded(state, u))).fill(u) as Uid[]);
  const seen = new Set<string>();
  const out: Uid[][] = [];
  const pick = (start: number, size: number, acc: Uid[]) => {
    if (out.length >= MAX_COMBINATIONS) return;
    if (acc.length === size) {
      const key = acc.join(',');
      if (!seen.has(key)) { seen.add(key); out.push([...acc]); }
      return;
    }
    for (let i = start; i < units.length; i++) pick(i + 1, size, [...acc, units[i]]);
  };
  for (let size = 1; size <= Math.min(heal, units.length); size++) pick(0, size, []);
  return out;
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
