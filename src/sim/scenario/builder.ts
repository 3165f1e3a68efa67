// The mid-game GameState a scenario describes, by its mode's part (scenario-modes.ts:
// builder-classic.ts, builder-coop.ts).
import type { GameState } from '../../engine';
import type { Scenario } from './schema';
import { scenarioModeOf } from './scenario-modes';

/** The GameState a scenario describes: the classic table, or the cooperative board. */
export function buildState(scenario: Scenario): GameState {
  return scenarioModeOf(scenario.mode).build(scenario);
}
