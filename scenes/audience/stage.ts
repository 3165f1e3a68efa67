// What the audience scene asks of the drawing of one mode (classic table, cooperative board, God of
// War's Scenario): where each public card of the card pool goes for a view, where a zone is (for a card
// flying from or to a place that shows no card one by one: a deck, a hand, a discard), the rest drawn
// from the view, and the mode's own motion told by events (flames dying; the flood pawn, the water, a
// pillar falling; the die, a blow, a card turning). A stage lives as long as its scene: another mode or
// another number of players restarts the scene.
import type { AnyEvent, ZoneRef } from '../../src/engine';
import type { Anchor } from '../presenter/anchors';

export interface CardSpot { x: number; y: number; box: number; depth: number; role: 'field' | 'played' | 'pile' }

export interface AudienceStage {
  /** Where every public card of the view is drawn by the card pool, by uid (with its type); a mode
   *  whose cards are not the pool's draws them itself (an empty plan). */
  plan(view: unknown): Map<number, CardSpot & { type: number }>;
  anchor(zone: ZoneRef): Anchor | null;
  /** Everything but the cards: titles, the clock or the water, the players, the status line; returns
   *  the cards it placed itself (Poseidon's hand), which stay. */
  draw(view: unknown, ms: number): Set<number>;
  /** The mode's own motion for these events (before the cards are re-placed). */
  animate(events: readonly AnyEvent[], view: unknown, ms: number): Promise<void>;
  /** A frame of the scene (water, caustics). */
  update?(time: number, delta: number): void;
  /** The rectangle where a hand revealed late is shown. */
  readonly revealArea: { x: number; y: number; w: number; h: number };
}
