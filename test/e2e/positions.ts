// Games to open the browser on, found headless: greedy bots play a game with every set and the Epics
// until the table shows what a test wants to see, and the moves so far become an autosave (seed +
// actions) that the page resumes. Deterministic: the same seeds give the same position.
import { rules, type Action, type GameState, type GameView } from '../../src/engine';
import { greedyBot } from '../../src/bots';
import type { SaveFile } from '../../src/persist/save';

const HEROES = ['seiya', 'shiryu', 'hyoga', 'shun'] as const;

/** A position where seat 0 (a human) is to act, with an Epic, a revealed pillar and a VP token or a
 *  frozen card on the table. */
export const showsExpansions = (v: GameView): boolean =>
  v.phase === 'main' && v.active === 0 && v.pending === null && !!v.epic && (v.pillars?.length ?? 0) > 0
  && (v.markers ?? []).some((m) => m.vp.length > 0 || m.freeze > 0);

export function findPosition(want: (v: GameView) => boolean, seeds: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]): SaveFile {
  for (const seed of seeds) {
    const setup = { seed, heroes: [...HEROES], sets: ['asgard', 'poseidon'] as ('asgard' | 'poseidon')[], epics: true };
    let state: GameState = rules('classic').setup(setup).state;
    const bot = greedyBot();
    const actions: Action[] = [];
    while (state.phase !== 'gameOver' && actions.length < 3000) {
      if (actions.length > 0 && want(rules('classic').view(state, 0))) {
        return { schema: 1, mode: 'classic', setup, seats: [{ kind: 'human' }, ...HEROES.slice(1).map(() => ({ kind: 'bot' as const, bot: 'greedy' as const }))], actions };
      }
      const seat = state.pending ? state.pending.seat : state.active;
      const action = bot.decide(rules('classic').view(state, seat), rules('classic').legal(state, seat));
      const result = rules('classic').apply(state, action);
      if (!result.ok) break;
      state = result.state;
      actions.push(action);
    }
  }
  throw new Error('no seed gave the wanted position');
}
