// How a classic game's end sounds to the people at the table: a fanfare when one of them won (or when
// only bots played: someone won), a lament when every person lost.
import type { Cue } from '../../src/audio/cues';

export function outcomeCue(winners: readonly number[], humans: readonly boolean[]): Cue {
  if (!humans.some(Boolean)) return 'victory';
  return winners.some((seat) => humans[seat]) ? 'victory' : 'defeat';
}
