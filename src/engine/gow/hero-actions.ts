// The hero activation (rulebook p.6–8): move, play action cards and sets, attack in melee or at range,
// use the rage ability, interact. Each `check…` throws a RuleError and changes nothing; each `do…`
// carries the checked action out.
import { RuleError } from '../core/errors';
import type { Effect } from './content-schema';
import { rollDie } from './dice';
import { reward, runEffects, sameTargets, targetVectors, WARD_TOKENS, type EffectContext } from './effects';
import { alive, columnOf, contentOf, enemyAt, faceOf, heroDef, inColumn, isCarried, rowOf, slotAt } from './lookup';
import { armorLeft, breakArmor, damageEnemy, healthLeft } from './scenario';
import { meets, optionOf, rageIcons, setProblem, strengthOf } from './sets';
import type { FigureState, GowAction, GowEvent, GowState, PlayedCard } from './types';

type Act<T extends GowAction['type']> = Extract<GowAction, { type: T }>;
export const refuse = (key: string, message: string): never => { throw new RuleError('refused', `error.gow.${key}`, message); };

/** The figure an action names: the seat's, in play. */
export function ownFigure(state: GowState, seat: number, id: string): FigureState {
  const f = state.figures.find((x) => x.id === id);
  if (!f || f.seat !== seat) return refuse('notYourHero', `"${id}" is not a hero of seat ${seat}`);
  if (f.exhausted) return refuse('exhausted', `${id} is exhausted for the rest of this Mission`);
  return f;
}

/** The column a figure acts from: its own, or its carrier's for Mimir (where his carrier fell, if it is
 *  exhausted: « la pedina di Mimir rimane al suo posto fino all'inizio del round successivo »). */
export function actingColumn(state: GowState, f: FigureState): number | null {
  if (f.carrier === null) return f.column;
  const carrier = state.figures.find((x) => x.id === f.carrier);
  return carrier?.column ?? carrier?.leftFrom ?? null;
}

const contextOf = (state: GowState, f: FigureState): EffectContext => ({ seat: f.seat, figure: f.id, column: actingColumn(state, f) });

export function addRage(f: FigureState, n: number, events: GowEvent[]): void {
  if (n <= 0) return;
  f.rage = Math.min(f.track, f.rage + n);
  events.push({ type: 'rage', figure: f.id, rage: f.rage });
}

function discardPlayed(state: GowState, seat: number, cards: readonly PlayedCard[]): void {
  const s = state.seats[seat];
  for (const c of cards) { s.hand.splice(s.hand.indexOf(c.uid), 1); s.discard.push(c.uid); }
}

const played = (state: GowState, seat: number, f: FigureState, cards: PlayedCard[], as: string): GowEvent =>
  ({ type: 'played', seat, figure: f.id, cards, ids: cards.map((c) => state.cards[c.uid]), as });

// Moving (p.7): once per turn, to a column with an empty space; joining an ally, in front or behind.
export function checkMove(state: GowState, a: Act<'move'>): FigureState {
  const f = ownFigure(state, a.seat, a.figure);
  if (f.column === null) return refuse('cannotMove', `${f.id} has no place of its own on the Scenario`);
  if (f.moves <= 0) return refuse('moved', `${f.id} has already moved this turn`);
  if (!Number.isInteger(a.column) || a.column < 0 || a.column >= state.scenario!.columns) return refuse('noColumn', `there is no column ${a.column}`);
  if (a.column === f.column) return refuse('sameColumn', `${f.id} is already in column ${a.column}`);
  const there = inColumn(state, a.column);
  if (there.length >= 2) return refuse('columnFull', `column ${a.column} has no empty space`);
  if (a.back && there.length === 0) return refuse('aloneInFront', 'a hero alone in a column stands in front');
  return f;
}

export function placeFigure(state: GowState, f: FigureState, column: number, back: boolean): void {
  const left = f.column;
  f.column = column;
  for (const other of inColumn(state, column)) if (other !== f) other.back = !back;
  f.back = back;
  if (left !== null) for (const other of inColumn(state, left)) other.back = false;
}

export function doMove(state: GowState, a: Act<'move'>, events: GowEvent[]): void {
  const f = checkMove(state, a);
  f.moves--;
  placeFigure(state, f, a.column, a.back === true);
  events.push({ type: 'moved', figure: f.id, column: a.column, back: f.back });
}

// Attacking (p.8): in the target's column; Melee the bottom row only, Ranged either; the die blocks.
export function checkAttack(state: GowState, a: Act<'attack'>): { f: FigureState; kind: 'melee' | 'ranged' } {
  const f = ownFigure(state, a.seat, a.figure);
  if (isCarried(contentOf(state), state, f)) return refuse('neverAttacks', `${f.id} never attacks`);
  const lead = a.cards.map((c) => optionOf(state, c)).find((o) => o?.kinds.includes('melee') || o?.kinds.includes('ranged'));
  const kind = lead?.kinds.includes('melee') ? 'melee' : 'ranged';
  const problem = setProblem(state, state.seats[a.seat].hand, a.cards, kind);
  if (problem) return refuse('badSet', problem);
  const slot = slotAt(state, a.target);
  if (!slot || !alive(state, slot)) return refuse('noEnemy', `no enemy to attack at ${a.target}`);
  if (columnOf(a.target) !== f.column) return refuse('notInColumn', `${f.id} must stand in the column of ${a.target}`);
  if (kind === 'melee' && rowOf(a.target) === 'top') return refuse('meleeTop', 'a Melee attack reaches only the bottom row');
  return { f, kind };
}

export function doAttack(state: GowState, a: Act<'attack'>, events: GowEvent[]): void {
  const { f, kind } = checkAttack(state, a);
  const slot = slotAt(state, a.target)!;
  discardPlayed(state, a.seat, a.cards);
  events.push(played(state, a.seat, f, a.cards, kind));
  addRage(f, 1 + rageIcons(state, a.cards), events);
  const strength = strengthOf(state, a.cards) + f.attackBoost;
  f.attackBoost = 0;
  const gift = reward(state, events);
  const stuns = a.cards.some((c) => optionOf(state, c)?.stun === true);
  const armor = armorLeft(state, slot);
  if (armor.length > 0) {
    if (strength >= armor[0]) breakArmor(state, slot, a.seat, events, gift);
  } else {
    const face = rollDie(state, events);
    const damage = f.dieHelps ? strength + face : Math.max(0, strength - face);
    f.dieHelps = false;
    damageEnemy(state, slot, damage, a.seat, events, gift);
  }
  if (stuns && alive(state, slot)) { slot.stunned = true; events.push({ type: 'enemyStunned', at: slot.at }); }
  const extra = a.cards.flatMap((c) => optionOf(state, c)?.effects ?? []);
  if (extra.length > 0) runEffects(state, extra, contextOf(state, f), null, events);
}

// Specials (p.7): played alone, whenever their player is asked to act (GOW rulings).
export function checkSpecial(state: GowState, a: Act<'special'>): { f: FigureState; effects: Effect[] } {
  const f = ownFigure(state, a.seat, a.figure);
  if (!state.seats[a.seat].hand.includes(a.card.uid)) return refuse('notInHand', 'that card is not in the hand');
  const o = optionOf(state, a.card);
  if (!o || !o.kinds.includes('special')) return refuse('notSpecial', 'only a Special is played alone');
  const effects = o.effects ?? [];
  if (!targetVectors(state, contextOf(state, f), effects).some((v) => sameTargets(v, a.targets ?? []))) return refuse('badTargets', 'those targets are not open to this card');
  return { f, effects };
}

export function doSpecial(state: GowState, a: Act<'special'>, events: GowEvent[]): void {
  const { f, effects } = checkSpecial(state, a);
  discardPlayed(state, a.seat, [a.card]);
  events.push(played(state, a.seat, f, [a.card], 'special'));
  addRage(f, rageIcons(state, [a.card]), events);
  runEffects(state, effects, contextOf(state, f), a.targets ?? [], events);
}

// Rage (p.8): ready on the track's last slot, used in the hero's own turn, then back to 0.
export function checkRage(state: GowState, a: Act<'rage'>): { f: FigureState; effects: Effect[] } {
  const f = ownFigure(state, a.seat, a.figure);
  if (f.rage < f.track) return refuse('rageNotReady', `${f.id}'s rage is ${f.rage} of ${f.track}`);
  const effects = rageEffects(state, f);
  if (!tokenAtHand(state, effects)) return refuse('noToken', 'both of Freya\'s tokens are in play');
  if (!targetVectors(state, contextOf(state, f), effects).some((v) => sameTargets(v, a.targets ?? []))) return refuse('badTargets', 'those targets are not open to this ability');
  return { f, effects };
}

/** Freya's ability needs one of her two tokens at hand (GOW-25.7). */
export const tokenAtHand = (state: GowState, effects: readonly Effect[]) =>
  !effects.some((e) => e.do === 'ward') || state.figures.reduce((n, x) => n + x.wards, 0) < WARD_TOKENS;

export function rageEffects(state: GowState, f: FigureState): Effect[] {
  const hero = heroDef(contentOf(state), state.seats[f.seat].hero);
  return hero.figures.find((x) => x.id === f.id)!.rage.effects;
}

export function doRage(state: GowState, a: Act<'rage'>, events: GowEvent[]): void {
  const { f, effects } = checkRage(state, a);
  f.rage = 0;
  const hero = heroDef(contentOf(state), state.seats[f.seat].hero);
  events.push({ type: 'rageUsed', figure: f.id, ability: hero.figures.find((x) => x.id === f.id)!.rage.name });
  runEffects(state, effects, contextOf(state, f), a.targets ?? [], events);
  // Solo: Kratos's fury also gives his companions their abilities back (p.14).
  if (state.seats.length === 1) state.soloUsed = [];
}

// Interacting (p.8): at the point's column, discarding what it requires; no rage.
export function checkInteract(state: GowState, a: Act<'interact'>): FigureState {
  const f = ownFigure(state, a.seat, a.figure);
  const slot = slotAt(state, a.at);
  const point = slot ? faceOf(state, slot).interaction : undefined;
  if (!slot || !point) return refuse('noPoint', `no Interaction Point at ${a.at}`);
  if (slot.used && !point.repeat) return refuse('pointUsed', 'that Interaction Point is spent');
  if (actingColumn(state, f) !== columnOf(a.at)) return refuse('notInColumn', `${f.id} must be in the column of ${a.at}`);
  const watch = point.whenEnemyHealthAtMost;
  if (watch) {
    const watched = slotAt(state, watch.at);
    const left = watched && enemyAt(state, watched) && !watched.dead ? healthLeft(state, watched) : 0;
    if (left > watch.health) return refuse('pointClosed', `usable only once the enemy at ${watch.at} has ${watch.health} health or less (it has ${left})`);
  }
  const hand = state.seats[a.seat].hand;
  const uids = a.cards.map((c) => c.uid);
  if (a.cards.length !== point.requires.length || new Set(uids).size !== uids.length || uids.some((u) => !hand.includes(u))) return refuse('badRequirement', 'discard exactly the cards the point requires, from the hand');
  if (!matches(state, a.cards, point.requires)) return refuse('badRequirement', `the point requires ${point.requires.join(' + ')}`);
  return f;
}

/** Whether the cards meet the requirements one to one (any pairing). */
function matches(state: GowState, cards: readonly PlayedCard[], needs: readonly string[]): boolean {
  if (needs.length === 0) return cards.length === 0;
  const [need, ...rest] = needs;
  return cards.some((c, i) => meets(state, c, need as never) && matches(state, cards.filter((_, j) => j !== i), rest));
}

export function doInteract(state: GowState, a: Act<'interact'>, events: GowEvent[]): void {
  const f = checkInteract(state, a);
  const slot = slotAt(state, a.at)!;
  const point = faceOf(state, slot).interaction!;
  discardPlayed(state, a.seat, a.cards);
  slot.used = true;
  events.push({ type: 'interacted', figure: f.id, at: a.at });
  runEffects(state, point.effects, { ...contextOf(state, f), at: a.at }, null, events);
}

