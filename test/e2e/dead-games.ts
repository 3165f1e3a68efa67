// Games for the browser tests of issue 25's "no dead rounds" (dead-rounds.spec.ts), played headless by
// the planner team in node in a moment and saved as a player's would be (seat 0 a person): one cut where
// the heroes have changed nothing for QUIET_OFFER_ROUNDS rounds and the water is near its top, one won
// by the seventh pillar.
import { coopKnobs, HEROES, QUIET_OFFER_ROUNDS, quietRounds, roundsToTop, stalled, type CoopAction, type CoopSetupOptions } from '../../src/engine';
import { SAVE_SCHEMA, type SaveFile } from '../../src/persist/save';
import { playCoopGame } from '../../src/sim/play-coop';

const person = { kind: 'human' as const, name: 'Alex' };
const planner = { kind: 'bot' as const, bot: 'planner' as const };

/** The save a table would have made of this game: the setup a new easy game writes (its knobs too). */
function saveOf(seed: number, players: number, actions: CoopAction[]): SaveFile {
  const setup: CoopSetupOptions = { seed, heroes: HEROES.slice(0, players) as CoopSetupOptions['heroes'], difficulty: 'easy', ...coopKnobs('easy') };
  return { schema: SAVE_SCHEMA, mode: 'coop', setup, seats: [person, ...Array.from({ length: players - 1 }, () => planner)], actions } as SaveFile;
}

/** A game of two heroes (easy) cut at the start of a round where the table offers to skip: quiet for
 *  QUIET_OFFER_ROUNDS rounds or more, not stalled, at most `near` Poseidon phases from the top. */
export function quietCoop(near = 3): { save: SaveFile; left: number; quiet: number } {
  for (let seed = 1; seed < 40; seed++) {
    let played = 0;
    let cut: { at: number; left: number; quiet: number } | null = null;
    const g = playCoopGame({ seed, players: 2, bots: 'planner', difficulty: 'easy', knobs: true, onStep: (s) => {
      played++;
      if (cut || s.phase !== 'players' || s.board.inTurn || s.board.played.length || s.pending) return;
      const quiet = quietRounds(s);
      if (quiet >= QUIET_OFFER_ROUNDS && roundsToTop(s) <= near && !stalled(s)) cut = { at: played, left: roundsToTop(s), quiet };
    } });
    if (g.error || !cut) continue;
    const c: { at: number; left: number; quiet: number } = cut;
    return { save: saveOf(seed, 2, g.actions.slice(0, c.at)), left: c.left, quiet: c.quiet };
  }
  throw new Error('no quiet game near its end in seeds 1–39');
}

/** A game of three heroes (easy) won by destroying the seventh pillar, whole; with its last round. */
export function pillarsCoop(): { save: SaveFile; round: number } {
  for (let seed = 1; seed < 80; seed++) {
    const g = playCoopGame({ seed, players: 3, bots: 'planner', difficulty: 'easy', knobs: true });
    if (g.error || g.state.result?.coop?.reason !== 'pillars') continue;
    return { save: saveOf(seed, 3, g.actions), round: g.state.board.round };
  }
  throw new Error('no pillar win in seeds 1–79');
}
