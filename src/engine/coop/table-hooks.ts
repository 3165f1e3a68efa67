// The cooperative board's hooks on the table (table/table-hooks.ts): Poseidon as a side, the
// heptagon's positions, the board's places and the flood's tokens on costs. Registered when the mode loads: the modules every cooperative game goes
// through (board.ts, setup.ts, ruleset.ts) import this one.
import { registerTableHooks } from '../table/table-hooks';
import { BOARD_PLACES, tokenCostOf } from './places';
import { HEPTAGON } from './positions';
import { POSEIDON_SIDE } from './sides';
import type { CoopState } from './types';

registerTableHooks<CoopState>('coop', {
  sides: POSEIDON_SIDE,
  positions: HEPTAGON,
  places: BOARD_PLACES,
  costExtra: tokenCostOf,
});
