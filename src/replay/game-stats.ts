// A finished game's statistics for its score screen (issue 25), counted over the public record of the
// game: its save replayed, each action's events as the audience is told them (`redact(…, 'audience')`),
// so nothing hidden at the table (a deck's order, a hand) can reach the figures. Per side: the cards it
// acquired (by Force, by Cosmos, by an effect), the Force and the Cosmos it spent on them, the turns it
// played; in a cooperative game the sides are the heroes' seats, then Poseidon (seat = number of heroes),
// who takes cards too, and the pillars each hero brought down.
import type { CoopEvent, GameEvent, GameState } from '../engine';
import { rulesOf } from '../persist/mode-rules';
import type { SaveFile } from '../persist/save';

export interface SideStats {
  /** The seat, or in a cooperative game the number of heroes for Poseidon. */
  side: number;
  acquired: number;
  byForce: number;
  byCosmos: number;
  byEffect: number;
  /** Force and Cosmos paid for cards acquired (a card's cost after its discounts). */
  forceSpent: number;
  cosmosSpent: number;
  turns: number;
  /** Pillars destroyed (cooperative game). */
  pillars: number;
}

export interface GameStats {
  sides: SideStats[];
  /** Actions played, the whole game long. */
  actions: number;
}

const blank = (side: number): SideStats => ({ side, acquired: 0, byForce: 0, byCosmos: 0, byEffect: 0, forceSpent: 0, cosmosSpent: 0, turns: 0, pillars: 0 });

/** Adds one action's public events to the figures. Poseidon's side is known from the cooperative
 *  game's first event (the number of heroes); the cards he takes from the piles count as acquired. */
export function countEvents(stats: SideStats[], events: readonly (GameEvent | CoopEvent)[], poseidon: { side: number | null } = { side: null }): void {
  const of = (side: number) => {
    while (stats.length <= side) stats.push(blank(stats.length));
    return stats[side];
  };
  for (const e of events) {
    if (e.type === 'coopStarted') poseidon.side = e.heroes;
    else if (e.type === 'floodAt' && poseidon.side !== null && (e.reason === 'faceDown' || e.reason === 'faceUp')) {
      const s = of(poseidon.side);
      s.acquired++;
      s.byEffect++;
    }
    switch (e.type) {
      case 'acquired': {
        const s = of(e.seat);
        s.acquired++;
        if (e.by === 'force') { s.byForce++; s.forceSpent += e.paid; } else if (e.by === 'cosmos') { s.byCosmos++; s.cosmosSpent += e.paid; } else s.byEffect++;
        break;
      }
      case 'turnStarted': of(e.seat).turns++; break;
      case 'pillarDestroyed': of(e.seat).pillars++; break;
      default: break;
    }
  }
}

/**
 * The statistics of a saved game (finished or not), `sides` long (the seats, and Poseidon in a
 * cooperative game); null when the save cannot be replayed.
 */
export function gameStats(save: SaveFile, sides: number): GameStats | null {
  const verbs = rulesOf(save.mode);
  let state: GameState;
  const stats = Array.from({ length: sides }, (_, i) => blank(i));
  const poseidon = { side: null as number | null };
  try {
    const first = verbs.setup(save.setup);
    state = first.state;
    countEvents(stats, verbs.redact(state, first.events, 'audience'), poseidon);
  } catch {
    return null;
  }
  for (const action of save.actions) {
    const result = verbs.applyInPlace(state, action);
    if (!result.ok) return null;
    countEvents(stats, verbs.redact(state, result.events, 'audience'), poseidon);
  }
  return { sides: stats, actions: save.actions.length };
}
