// npm run bench: engine figures on this machine. Speed is measured here, never in timed tests.
import { apply, type Action, type GameState } from '../engine';
import { playGame } from './play-game';

function gamesPerSecond(players: number, games: number): number {
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const r = playGame({ seed: 1000 + g, players, bots: 'greedy' });
    if (r.error) throw new Error(`bench game ${g} failed: ${r.error}`);
  }
  return games / ((performance.now() - started) / 1000);
}

/** Mean time of apply() over the first and the last tenth of recorded games, replayed many times. */
function actionCost(players: number, games: number, repeats: number): { early: number; late: number } {
  const early: [GameState, Action][] = [];
  const late: [GameState, Action][] = [];
  for (let g = 0; g < games; g++) {
    const steps: [GameState, Action][] = [];
    let previous: GameState | null = null;
    playGame({
      seed: 2000 + g, players, bots: 'greedy',
      onStep: (state, action) => { if (previous) steps.push([previous, action]); previous = structuredClone(state); },
    });
    const tenth = Math.max(1, Math.floor(steps.length / 10));
    early.push(...steps.slice(0, tenth));
    late.push(...steps.slice(-tenth));
  }
  const time = (pairs: [GameState, Action][]) => {
    const started = performance.now();
    for (let r = 0; r < repeats; r++) for (const [state, action] of pairs) apply(state, action);
    return ((performance.now() - started) * 1000) / (repeats * pairs.length);
  };
  time(early); // warm-up
  return { early: time(early), late: time(late) };
}

const fmt = (x: number, d = 1) => x.toFixed(d);
const g2 = gamesPerSecond(2, 100);
const g4 = gamesPerSecond(4, 100);
// Replays pair each state with the action taken from it; actions are applied to the state before them.
const cost = actionCost(4, 20, 20);
console.log(JSON.stringify({
  classicGreedyGamesPerSecond: { players2: Number(fmt(g2)), players4: Number(fmt(g4)) },
  applyMicroseconds: { early: Number(fmt(cost.early)), late: Number(fmt(cost.late)) },
}));
