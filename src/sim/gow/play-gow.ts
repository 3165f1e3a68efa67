// One headless God of War game by a team of bots: each seat decides from its own view and the legal
// list; the record says how it ended. Shared by `npm run sim` and the fuzz.
import { askGow, createGowBot } from '../../bots/gow';
import type { GowBotKind } from '../../bots/gow/greedy';
import { gowRules, type GowAction, type GowState } from '../../engine/gow';

/** Heroes by team size: the rulebook's solo (Kratos) and the first teams we simulate. */
export const TEAMS: Record<number, string[]> = {
  1: ['kratos'],
  2: ['kratos', 'atreus'],
  3: ['kratos', 'atreus', 'freya'],
  4: ['kratos', 'atreus', 'freya', 'brok-sindri'],
};

export interface GowGameRecord {
  seed: number;
  error: string | null;
  win: boolean;
  by: string | null;
  rounds: number;
  missions: number;
  actions: number;
  final: GowState | null;
}

/** The longest game we let run (actions); none comes near it (the round cap ends games first). */
const ACTION_CAP = 50_000;

export function playGowGame(seed: number, heroes: string[], kind: GowBotKind = 'greedy'): GowGameRecord {
  // One bot per seat, each with its own seed (the searching bot's guesses), as at the table.
  const bots = heroes.map((_, seat) => createGowBot(kind, seed * 31 + seat));
  let state: GowState | null = null;
  let actions = 0;
  try {
    state = gowRules.setup({ seed, heroes }).state;
    while (!state.result) {
      if (++actions > ACTION_CAP) throw new Error('the game did not end');
      const side = gowRules.toAct(state);
      if (side === null) throw new Error('nobody to act in a game not over');
      const action: GowAction | null = askGow(bots[side as number], state, side);
      if (action === null) throw new Error(`no legal action for ${JSON.stringify(state.pending)}`);
      gowRules.check(state, action);
      gowRules.execute(state, action, []);
    }
    const r = state.result;
    return { seed, error: null, win: r.win, by: r.win ? null : r.by, rounds: r.round, missions: r.missions, actions, final: state };
  } catch (e) {
    return { seed, error: e instanceof Error ? e.message : String(e), win: false, by: null, rounds: state?.round ?? 0, missions: 0, actions, final: state };
  }
}
