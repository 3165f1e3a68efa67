// Finished games for the browser tests of issue 25 (ends.spec.ts), played headless by bots in node in a
// moment: a classic game and a cooperative one, as the saves a player would have, and their share codes.
import { SAVE_SCHEMA, type SaveFile } from '../../src/persist/save';
import { encodeShareCode } from '../../src/persist/share-code';
import { playGame } from '../../src/sim/play-game';
import { playCoopGame } from '../../src/sim/play-coop';
import type { CoopAction } from '../../src/engine';

const human = (name: string) => ({ kind: 'human' as const, name });
const bot = { kind: 'bot' as const, bot: 'greedy' as const };

/** A classic game of two greedy bots to its end, saved as if seat 0 were a person. */
export function finishedClassic(seed = 5): SaveFile {
  const g = playGame({ seed, players: 2, bots: 'greedy' });
  if (g.error) throw new Error(g.error);
  return { schema: SAVE_SCHEMA, mode: 'classic', setup: g.state.setup, seats: [human('Alex'), bot], actions: g.actions } as SaveFile;
}

/** A cooperative game of two heroes, easy, to its end. */
export function finishedCoop(seed = 3): SaveFile {
  const g = playCoopGame({ seed, players: 2, bots: 'greedy', difficulty: 'easy' });
  if (g.error) throw new Error(g.error);
  return { schema: SAVE_SCHEMA, mode: 'coop', setup: { seed, heroes: g.state.setup.heroes, difficulty: 'easy' }, seats: [human('Alex'), { kind: 'bot', bot: 'planner' }], actions: g.actions as CoopAction[] } as SaveFile;
}

export const shareCodeOf = (save: SaveFile): Promise<string> => encodeShareCode(save);
