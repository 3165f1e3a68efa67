// Issue 26, why the bots lose: when each pile's last General comes into the open (his pile dug out, he
// is face up alone on his pillar) and how many rounds he stands there before a hero beats him. A team
// that beats them fast but late is limited by how fast the piles are dug, not by its Force.
import type { CoopState } from '../engine';

export interface GeneralsTally {
  /** The round each exposed General came into the open, and the round he was beaten (null: never). */
  exposed: { round: number; beaten: number | null }[];
}

/** Follows a game: call it after every action. */
export function generalsWatcher(): { step(state: CoopState): void; tally: GeneralsTally } {
  const tally: GeneralsTally = { exposed: [] };
  const watched = new Map<number, { uid: number; entry: GeneralsTally['exposed'][number] }>();
  return {
    tally,
    step(state) {
      const b = state.board;
      for (let pile = 0; pile < b.piles.length; pile++) {
        const seen = watched.get(pile);
        const top = state.field[pile];
        if (!seen && b.piles[pile].length === 0 && top !== null) {
          const entry = { round: b.round, beaten: null };
          tally.exposed.push(entry);
          watched.set(pile, { uid: top, entry });
        } else if (seen && seen.entry.beaten === null && top !== seen.uid) seen.entry.beaten = b.round;
      }
    },
  };
}
