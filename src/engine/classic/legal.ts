// The one enumerator of what a seat may do now: the UI highlights from it, bots choose from it,
// the fuzzer walks it. Everything listed here is accepted by apply().
import { scriptOf } from '../../cards/scripts';
import type { Action, Decision, GameState, Seat, Uid } from '../table/types';
import { canBeFaced, facingCards, fieldCost, healValue, offered, playedValue } from './values';
import { typeOf } from '../table/card-of';
import { acquisitionForbidden, equipForbidden, faceToll, facingForbidden, fightRules, healingForbidden, woundPrevented, woundsToFight } from '../table/restrictions';
import { evalCond } from '../effects/select';
import { mustHealFirst } from './epic-rules';
import { faceable, isPillarInPlay } from './acquire';
import { anyMarkedArea, healableCards, healNeeded } from '../table/markers';
import { fieldStatics } from '../table/ruling';
import { playerOf } from '../table/sides';

/** Beyond this many combinations a many-card choice lists a sample (any valid answer is still accepted). */
const MAX_COMBINATIONS = 64;

/**
 * The actions `seat` may take now, in one fixed order. With `only`, those of that kind alone, in the
 * same relative order, and without the work of listing the others: a headless bot asks for the kinds
 * it weighs, one at a time (bots/greedy-on-state.ts).
 */
export function legalActions(state: GameState, seat: Seat, only?: Action['type']): Action[] {
  if (state.phase === 'gameOver') return [];
  if (state.pending) return state.pending.seat === seat && (only === undefined || only === 'answer') ? answers(state.pending, seat) : [];
  if (seat !== state.active || only === 'answer') return [];
  // Every action is listed only when apply() accepts it: each kind's conditions are those of its check
  // (apply.ts), tested here directly rather than by trying each candidate. This runs before every move
  // of every bot: it allocates little and skips the rules that no card in play has.
  const p = playerOf(state, seat);
  const actions: Action[] = [];
  // The field cards, the revealed pillars and the extra targets offered to this seat.
  if (only === 'endTurn') return [{ type: 'endTurn', seat, discard: [] }];
  const targets = faceable(state, seat);
  if (only === 'acquire') { // asked alone by the bots on every move: nothing else is needed
    pushAcquisitions(state, seat, targets, actions);
    return actions;
  }
  const inPlay: Uid[] = [];
  for (const c of state.play) if (c.seat === seat) inPlay.push(c.uid);
  if (only === undefined || only === 'play' || only === 'equip' || only === 'playRelic') pushPlays(state, seat, targets, inPlay.length, actions, only);
  if (only === undefined || only === 'activate') {
    for (const card of inPlay) pushActivate(state, seat, card, actions);
    if (p.armor !== null) pushActivate(state, seat, p.armor, actions);
    for (const card of p.relics) pushActivate(state, seat, card, actions);
  }
  // Libra weapons: one on each Hero facing a pillar.
  if (p.libra > 0 && (only === undefined || only === 'libra')) {
    for (const c of state.play) {
      if (c.seat !== seat || c.facing === null || !isPillarInPlay(state, c.facing)) continue;
      if (!typeOf(state, c.uid).classes.some((k) => k === 'hero' || k === 'transcendedHero')) continue;
      if (state.modifiers.some((m) => m.kind === 'libra' && m.uid === c.uid)) continue;
      actions.push({ type: 'libra', seat, card: c.uid });
    }
  }
  // Turn actions of the current Epic and of one's relics.
  if (only === undefined || only === 'use') {
    if (state.epic && state.epic.current !== null) pushUses(state, seat, state.epic.current, actions);
    for (const card of p.relics) pushUses(state, seat, card, actions);
  }
  if (only === undefined) pushAcquisitions(state, seat, targets, actions);
  // Heals: only with a card in play and a marked card somewhere (most moves have neither). The marked
  // cards of a side that is not a seat are healable too (markers.ts healableCards), listed last so that
  // a sample capped at MAX_COMBINATIONS keeps the spends on the players' own cards first.
  if ((only === undefined || only === 'heal') && inPlay.length && anyMarkedArea(state) && !healingForbidden(state)) {
    const marked = healableCards(state);
    for (const card of marked.length ? inPlay : []) {
      if (state.play.find((c) => c.uid === card)?.lock) continue; // committed to acquire: no Heal (rulings sheet "Verrouillage")
      const heal = healValue(state, card);
      for (const targets of healSpends(state, marked, heal)) actions.push({ type: 'heal', seat, card, targets });
    }
  }
  if (only === undefined) actions.push({ type: 'endTurn', seat, discard: [] });
  return actions;
}

/** The plays of `seat`'s characters facing `target` alone, as legalActions lists them (a bot that has
 *  chosen its target asks only for these). */
export function playsFacing(state: GameState, seat: Seat, target: Uid): Action[] {
  if (state.phase === 'gameOver' || state.pending || seat !== state.active) return [];
  const targets = faceable(state, seat);
  if (!targets.includes(target)) return [];
  const actions: Action[] = [];
  let inPlay = 0;
  for (const c of state.play) if (c.seat === seat) inPlay++;
  pushPlays(state, seat, [target], inPlay, actions, 'play');
  return actions;
}

/** Characters played facing what they may face (one per card type: copies give the same actions),
 *  armors equipped, relics played; with and without their Mise en jeu when they have one. */
function pushPlays(state: GameState, seat: Seat, targets: readonly Uid[], inPlay: number, actions: Action[], only?: Action['type']): void {
  const p = playerOf(state, seat);
  // Thétis 2020, Soldat Marina 2021 and 2025 forbid or tax some facings: only while such a card is there.
  const fieldRules = fieldStatics(state, 'field').length > 0;
  // Soldat Marina 2021: facing a Marina costs other cards, from the hand or in play.
  const spare = p.hand.length - 1 + inPlay + (p.armor === null ? 0 : 1);
  let faceableTargets: Uid[] | null = null;
  let canEquip: boolean | null = null;
  const seen: number[] = [];
  for (const card of p.hand) {
    const typeId = state.cards[card];
    if (seen.includes(typeId)) continue;
    seen.push(typeId);
    const type = typeOf(state, card);
    const effects = scriptOf(typeId)?.play?.length ? BOTH : ONLY_WITH;
    if (type.kind === 'character') {
      if (only !== undefined && only !== 'play') continue;
      faceableTargets ??= targets.filter((u) => canBeFaced(state, u));
      for (const facing of faceableTargets) {
        if (fieldRules && (facingForbidden(state, card, facing) !== null || faceToll(state, facing) > spare)) continue;
        for (const effect of effects) actions.push({ type: 'play', seat, card, facing, effect });
      }
    } else if (type.kind === 'armor') {
      if (only !== undefined && only !== 'equip') continue;
      canEquip ??= !equipForbidden(state, seat);
      if (canEquip) for (const effect of effects) actions.push({ type: 'equip', seat, card, effect });
    } else if (type.kind === 'relic') {
      if (only !== undefined && only !== 'playRelic') continue;
      for (const effect of effects) actions.push({ type: 'playRelic', seat, card, effect });
    }
  }
}

function pushActivate(state: GameState, seat: Seat, card: Uid, actions: Action[]): void {
  const activation = scriptOf(state.cards[card])?.activate;
  if (activation && !(activation.cost === 'wound' && woundPrevented(state, card))) actions.push({ type: 'activate', seat, card });
}

function pushUses(state: GameState, seat: Seat, card: Uid, actions: Action[]): void {
  const turnActions = scriptOf(state.cards[card])?.actions;
  if (!turnActions) return;
  turnActions.forEach((turnAction, index) => {
    if ((turnAction.each ?? 'turn') === 'turn' && state.used.includes(`${card}:${index}`)) return;
    if (turnAction.when && !evalCond(state, { seat, source: card, vars: {} }, turnAction.when)) return;
    actions.push({ type: 'use', seat, card, index });
  });
}

/** Acquisitions by either route, with and without the armor, that the seat can pay now. */
function pushAcquisitions(state: GameState, seat: Seat, targets: readonly Uid[], actions: Action[]): void {
  const armor = playerOf(state, seat).armor;
  // The armor is offered only where it adds something (base armors have no Force).
  let armorOptions: (readonly boolean[])[] | null = null;
  for (const target of targets) {
    const facers = countFacing(state, seat, target);
    for (let r = 0; r < ROUTES.length; r++) {
      const by = ROUTES[r];
      armorOptions ??= ROUTES.map((k) => (armor === null || playedValue(state, armor, k) === 0 ? ONLY_WITHOUT : BOTH_ARMOR));
      if (facers === 0 && armorOptions[r] === ONLY_WITHOUT) continue; // nothing to acquire it with
      const cost = fieldCost(state, target, by, seat);
      if (cost === null) continue;
      let allowed: boolean | null = null; // asked only of what the seat can pay (most targets it cannot)
      for (const withArmor of armorOptions[r]) {
        if (!withArmor && facers === 0) continue;
        if (woundsToFight(state, seat, target, by, cost, offered(state, seat, target, by, withArmor)) === null) continue; // Bian 2019: wounds may make up the Force
        allowed ??= mayAcquire(state, seat, target, by);
        if (allowed) actions.push({ type: 'acquire', seat, target, by, armor: withArmor });
      }
    }
  }
}

const countFacing = (state: GameState, seat: Seat, target: Uid): number => {
  let n = 0;
  for (const c of state.play) if (c.seat === seat && c.facing === target) n++;
  return n;
};

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
  return !(rules.discardFromHand && playerOf(state, seat).hand.length < rules.discardFromHand);
}

function answers(d: Decision, seat: Seat): Action[] {
  return combinations(d.options, d.min, d.max).map((picks) => ({ type: 'answer', seat, decision: d.id, picks }));
}

/** Ways to spend 1..heal Heal points on marked cards, a card listed once per point (a freeze takes 2),
 *  capped at MAX_COMBINATIONS. */
function healSpends(state: GameState, marked: Uid[], heal: number): Uid[][] {
  // Each card as many times as the points it can take: with wounds only, these are the subsets.
  const units = marked.flatMap((u) => Array(Math.min(heal, healNeeded(state, u))).fill(u) as Uid[]);
  const walk: Walk<Uid> = { items: units, out: [], seen: new Set<string>() };
  for (let size = 1; size <= Math.min(heal, units.length); size++) pickFrom(walk, 0, size, []);
  return walk.out;
}

/** A search for subsets: its items, what it found, and the keys found (to list a multiset once). Kept
 *  at module level rather than as a closure made on every call. */
interface Walk<T> { items: readonly T[]; out: T[][]; seen: Set<string> | null }
function pickFrom<T>(walk: Walk<T>, start: number, size: number, acc: T[]): void {
  if (walk.out.length >= MAX_COMBINATIONS) return;
  if (acc.length === size) {
    if (!walk.seen) { walk.out.push([...acc]); return; }
    const key = acc.join(',');
    if (!walk.seen.has(key)) { walk.seen.add(key); walk.out.push([...acc]); }
    return;
  }
  for (let i = start; i < walk.items.length; i++) pickFrom(walk, i + 1, size, [...acc, walk.items[i]]);
}

/** Subsets of `items` of size min..max, smallest first, capped at MAX_COMBINATIONS. */
export function combinations<T>(items: T[], min: number, max: number): T[][] {
  const walk: Walk<T> = { items, out: [], seen: null };
  for (let size = min; size <= Math.min(max, items.length); size++) pickFrom(walk, 0, size, []);
  return walk.out;
}
