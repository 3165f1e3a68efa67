// The classic game's types: the table's (table/types.ts), on which it adds nothing but its phase.
import type { TableState } from '../table/types';

export * from '../table/types';

/** The classic game's phases. */
export type ClassicPhase = 'main' | 'gameOver';
/** The classic game's state. */
export type ClassicState = TableState<'classic', ClassicPhase>;
