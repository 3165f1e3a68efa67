// The effect language's runner: what a Special, a rage ability, an instruction box, a reward or an
// obstacle does. Effects that choose (an enemy, a hero) take their pick from `targets` in order, one
// string per choosing effect ("t1+b2" for two enemies); where nobody is asked (boxes, rewards,
// obstacles) the engine picks as GOW rulings say (the most hurt hero, the strongest enemy in reach).
import type { Effect, Position } from './content-schema';
import { alive, columnOf, enemyAt, figureById, handLimit, inColumn, rowOf, slotAt } from './lookup';
import { gainStatus, draw, heal, hurt, seatFigures } from './heroes';
import { afterDefeat, armorLeft, damageEnemy, flipGroup, healthLeft } from './scenario';
import { rollDie } from './dice';
import type { FigureState, GowEvent, GowState } from './types';

export interface EffectContext {
  seat: number;
  /** The figure acting (null: the Scenario acting, or a seat with no figure in play). */
  figure: string | null;
  /** The column the effect comes from: the actor's, or the activated card's. */
  column: number | null;
  /** The card the effect is printed on, when it is a Scenario card's (its own flip turns it). */
  at?: Position;
}

/** Freya's tokens: two in the box. */
export const WARD_TOKENS = 2;

const heroChooser = (e: Effect) => 'who' in e && (e.who === 'anyHero' || e.who === 'ally' || e.who === 'kin');
const enemyChooser = (e: Effect) => (e.do === 'damage' || e.do === 'stun') && e.targets !== 'allEnemies';

/** Whether an effect asks its player to pick. */
export const chooses = (e: Effect) => heroChooser(e) || enemyChooser(e) || e.do === 'attack' || e.do === 'scry';

const liveFigures = (state: GowState) => state.figures.filter((f) => !f.exhausted);

/** The picks one effect offers (strings a target vector holds). */
export function picksFor(state: GowState, ctx: EffectContext, e: Effect): string[] {
  if (heroChooser(e)) {
    const actor = ctx.figure;
    const seat = ctx.seat;
    const who = (e as { who: string }).who;
    const pool = liveFigures(state).filter((f) => (who === 'kin' ? f.seat === seat : who === 'ally' ? f.seat !== seat && f.id !== actor : true));
    return pool.map((f) => f.id);
  }
  if (e.do === 'damage' || e.do === 'stun' || e.do === 'attack') {
    const count = e.count;
    const inReach = e.do === 'attack' ? (count > 1 ? 'anyEnemy' : 'columnEnemy') : e.targets;
    const places = state.scenario!.slots.filter((s) => alive(state, s) && (inReach !== 'columnEnemy' || (ctx.column !== null && columnOf(s.at) === ctx.column)))
      .filter((s) => !(e.do === 'attack' && e.kind === 'melee' && rowOf(s.at) === 'top')).map((s) => s.at);
    return subsets(places, count);
  }
  if (e.do === 'scry') {
    const top = state.upgradeDeck.slice(-e.amount).map(String);
    return subsets(top, top.length, true);
  }
  return [];
}

/** Every non-empty choice of at most `max` of `items` ("a+b"); with `empty`, the empty choice too. */
function subsets(items: string[], max: number, empty = false): string[] {
  const out: string[] = empty ? [''] : [];
  for (let mask = 1; mask < 1 << items.length; mask++) {
    const picked = items.filter((_, i) => mask & (1 << i));
    if (picked.length <= max) out.push(picked.join('+'));
  }
  return out;
}

/** Every target vector a list of effects accepts. */
export function targetVectors(state: GowState, ctx: EffectContext, effects: readonly Effect[]): string[][] {
  let vectors: string[][] = [[]];
  for (const e of effects) {
    if (!chooses(e)) continue;
    const picks = picksFor(state, ctx, e);
    if (picks.length === 0) continue; // nothing to choose: the effect does nothing
    vectors = vectors.flatMap((v) => picks.map((p) => [...v, p]));
  }
  return vectors;
}

export const sameTargets = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The pick made where nobody is asked: the most hurt hero; the most hurt enemy in reach. */
function autoPick(state: GowState, ctx: EffectContext, e: Effect): string | undefined {
  const picks = picksFor(state, ctx, e);
  if (picks.length === 0) return undefined;
  if (heroChooser(e)) return [...picks].sort((a, b) => figureById(state, b).damage - figureById(state, a).damage)[0];
  return picks[0];
}

/** Runs effects; `targets` null means nobody is asked (automatic picks). */
export function runEffects(state: GowState, effects: readonly Effect[], ctx: EffectContext, targets: readonly string[] | null, events: GowEvent[]): void {
  // Which effects take a pick is read before any runs, as targetVectors read it (an earlier effect may
  // change what a later one could reach).
  const choosing = effects.map((e) => chooses(e) && picksFor(state, ctx, e).length > 0);
  let next = 0;
  effects.forEach((e, i) => {
    let pick: string | undefined;
    if (choosing[i]) pick = targets === null ? autoPick(state, ctx, e) : targets[next++];
    runOne(state, ctx, e, pick, events);
  });
}

/** A flip's reward: done at once, for the hero who caused the flip (p.11). */
export const reward = (state: GowState, events: GowEvent[]) => (effects: Effect[], seat: number) =>
  runEffects(state, effects, { seat, figure: seatFigures(state, seat)[0]?.id ?? null, column: seatFigures(state, seat)[0]?.column ?? null }, null, events);

/** Effects that harm: what targets a column strikes its front hero alone (R6). */
const HARMFUL = new Set(['hurt', 'status']);

function heroesFor(state: GowState, ctx: EffectContext, who: string, pick: string | undefined, effect?: Effect): FigureState[] {
  switch (who) {
    case 'self': return ctx.figure ? [figureById(state, ctx.figure)] : seatFigures(state, ctx.seat).slice(0, 1);
    case 'allHeroes': return liveFigures(state);
    case 'column': {
      // « L'Eroe in posizione anteriore subirà sempre i Danni … dagli elementi che bersagliano quella colonna »
      const there = ctx.column === null ? [] : inColumn(state, ctx.column);
      return effect && HARMFUL.has(effect.do) ? there.slice(0, 1) : there;
    }
    default: return pick ? [figureById(state, pick)] : [];
  }
}

function runOne(state: GowState, ctx: EffectContext, e: Effect, pick: string | undefined, events: GowEvent[]): void {
  const gift = reward(state, events);
  const places = () => (pick ? pick.split('+').filter(Boolean) : []);
  const enemies = () => (e.do === 'damage' || e.do === 'stun') && e.targets === 'allEnemies'
    ? state.scenario!.slots.filter((s) => alive(state, s))
    : places().map((at) => slotAt(state, at)!).filter((s) => s && alive(state, s));
  switch (e.do) {
    case 'damage':
      for (const slot of enemies()) if (e.pierce || armorLeft(state, slot).length === 0) damageEnemy(state, slot, e.amount, ctx.seat, events, gift);
      return;
    case 'stun':
      for (const slot of enemies()) { slot.stunned = true; events.push({ type: 'enemyStunned', at: slot.at }); }
      return;
    case 'attack': {
      const figure = ctx.figure ? figureById(state, ctx.figure) : null;
      for (const slot of enemies()) {
        if (figure) { figure.rage = Math.min(figure.track, figure.rage + 1); events.push({ type: 'rage', figure: figure.id, rage: figure.rage }); }
        if (armorLeft(state, slot).length > 0) continue;
        const face = rollDie(state, events);
        damageEnemy(state, slot, Math.max(0, e.power - face), ctx.seat, events, gift);
        if (e.stun && alive(state, slot)) { slot.stunned = true; events.push({ type: 'enemyStunned', at: slot.at }); }
      }
      return;
    }
    case 'heal': for (const f of heroesFor(state, ctx, e.who, pick)) heal(f, e.amount, events); return;
    case 'hurt': for (const f of heroesFor(state, ctx, e.who, pick, e)) hurt(state, f, e.amount, events); return;
    case 'draw': for (const seat of new Set(heroesFor(state, ctx, e.who, pick).map((f) => f.seat))) draw(state, seat, e.amount, events); return;
    case 'rage':
      for (const f of heroesFor(state, ctx, e.who, pick)) { f.rage = Math.min(f.track, f.rage + e.amount); events.push({ type: 'rage', figure: f.id, rage: f.rage }); }
      return;
    case 'boostAttack': for (const f of heroesFor(state, ctx, e.who, pick)) f.attackBoost += e.amount; return;
    case 'boostDefense': for (const f of heroesFor(state, ctx, e.who, pick)) f.defenseBoost += e.amount; return;
    case 'ward': {
      const inPlay = state.figures.reduce((n, f) => n + f.wards, 0);
      const [f] = heroesFor(state, ctx, e.who, pick);
      if (f && inPlay < WARD_TOKENS) f.wards++;
      return;
    }
    case 'crystal': for (const seat of new Set(heroesFor(state, ctx, e.who, pick).map((f) => f.seat))) gainStatus(state, seat, 'crystal', 'top', events); return;
    case 'status': for (const seat of new Set(heroesFor(state, ctx, e.who, pick, e).map((f) => f.seat))) gainStatus(state, seat, e.status, e.where, events); return;
    case 'handLimit':
      for (const seat of new Set(heroesFor(state, ctx, e.who, pick).map((f) => f.seat))) {
        const s = state.seats[seat];
        if (e.until === 'gameEnd') s.limitTokens += e.delta; else s.missionLimitTokens += e.delta;
        events.push({ type: 'handLimit', seat, limit: handLimit(state, seat) });
      }
      return;
    case 'flip': {
      const origin = ctx.at !== undefined ? slotAt(state, ctx.at) : undefined;
      if (origin || e.group.length > 0) flipGroup(state, origin ?? state.scenario!.slots[0], e.group, ctx.seat, events, gift);
      afterDefeat(state, ctx.seat, events, gift);
      return;
    }
    case 'mend':
      for (const slot of state.scenario!.slots.filter((s) => alive(state, s) && (e.targets === 'allEnemies' || (ctx.column !== null && columnOf(s.at) === ctx.column)))) {
        const track = enemyAt(state, slot)!.track;
        if (track !== undefined) state.tracks[track] = Math.max(0, (state.tracks[track] ?? 0) - e.amount);
        else slot.damage = Math.max(0, slot.damage - e.amount);
        events.push({ type: 'enemyHit', at: slot.at, damage: 0, health: healthLeft(state, slot) });
      }
      return;
    case 'burnUpgrades': {
      const burned = state.upgradeDeck.splice(Math.max(0, state.upgradeDeck.length - e.amount));
      if (burned.length > 0) events.push({ type: 'upgradesBurned', uids: burned, cards: burned.map((u) => state.cards[u]) });
      return;
    }
    case 'dieHelps': if (ctx.figure) figureById(state, ctx.figure).dieHelps = true; return;
    case 'move': if (ctx.figure) figureById(state, ctx.figure).moves++; return;
    case 'scry': {
      const sent = places().map(Number);
      state.upgradeDeck = [...sent, ...state.upgradeDeck.filter((u) => !sent.includes(u))];
      return;
    }
  }
}
