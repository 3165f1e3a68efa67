// The searching bots' speed (issue 26), per core: playouts per second and CPU milliseconds per decision
// at the default budget, on positions taken from greedy games (classic) and planner games (cooperative).
import { createBot } from '../bots';
import { coopPlannerBot, viewFor } from '../bots/coop';
import { CLASSIC_PLAYOUTS, searchMove } from '../bots/search/classic-bot';
import { COOP_PLAYOUTS, coopSearchBot } from '../bots/search/coop-bot';
import { HEROES, rules, type CoopSetupOptions, type CoopState, type GameState } from '../engine';
import { cpuSeconds } from './bench-measure';

/** Classic positions: the seat to act after `steps` greedy actions, in a few 2-player games. */
function classicPositions(): GameState[] {
  const out: GameState[] = [];
  for (const seed of [11, 12, 13, 14]) {
    for (const steps of [20, 90, 180]) {
      const { state } = rules('classic').setup({ seed, heroes: HEROES.slice(0, 2) as GameState['setup']['heroes'] });
      const bots = [createBot('greedy', 0), createBot('greedy', 1)];
      for (let i = 0; i < steps && state.phase !== 'gameOver'; i++) {
        const seat = state.pending ? state.pending.seat : state.active;
        rules('classic').applyInPlace(state, bots[seat].decideOnState!(state, seat));
      }
      if (state.phase !== 'gameOver' && !state.pending) out.push(state);
    }
  }
  return out;
}

/** Cooperative positions: after `steps` planner actions, 3 heroes at normal. */
function coopPositions(): CoopState[] {
  const out: CoopState[] = [];
  for (const seed of [11, 12, 13]) {
    for (const steps of [10, 60]) {
      const { state } = rules('coop').setup({ seed, heroes: HEROES.slice(0, 3) as CoopSetupOptions['heroes'], difficulty: 'normal' });
      const planner = coopPlannerBot();
      for (let i = 0; i < steps && state.phase !== 'gameOver'; i++) {
        const side = rules('coop').toAct(state)!;
        rules('coop').applyInPlace(state, planner.decide(viewFor(state, side, true), rules('coop').legal(state, side), side));
      }
      if (state.phase !== 'gameOver') out.push(state);
    }
  }
  return out;
}

export function searchSpeed() {
  const classic = classicPositions();
  let t0 = cpuSeconds();
  for (const s of classic) searchMove(s, s.active, 1, CLASSIC_PLAYOUTS, 2);
  const classicSeconds = cpuSeconds() - t0;
  const coop = coopPositions();
  t0 = cpuSeconds();
  for (const s of coop) coopSearchBot(1, { playouts: COOP_PLAYOUTS }).decideOnState!(s, rules('coop').toAct(s) as number);
  const coopSeconds = cpuSeconds() - t0;
  const round = (x: number) => Math.round(x);
  return {
    classic: { playoutsPerSecond: round((classic.length * CLASSIC_PLAYOUTS) / classicSeconds), msPerDecision: round((1000 * classicSeconds) / classic.length), playouts: CLASSIC_PLAYOUTS },
    // Not every cooperative decision is searched (only those that shape the round): this is per asked one.
    coop: { msPerDecision: round((1000 * coopSeconds) / coop.length), playouts: COOP_PLAYOUTS },
  };
}
