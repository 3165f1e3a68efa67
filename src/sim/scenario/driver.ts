// What the scenario runner asks of a mode (scenario-modes.ts lists one per mode): how its files load,
// how its state is made, and how a scenario of it runs.
import type { GameEvent, GameState, Mode, Seat, Uid } from '../../engine';
import type { ApplyResult } from '../../engine/core/ruleset';
import type { Check } from './checker';
import type { AnyExpectation, DoStep, header, Scenario } from './schema';
import type { CoopDoStep } from './schema-coop';

/** A scenario file's header, parsed (schema.ts `header`): the state, steps and expect still raw. */
export type ScenarioHead = ReturnType<typeof header.parse>;

export interface ScenarioMode<Sc extends Scenario = Scenario, S extends GameState = GameState> {
  readonly mode: Mode;
  /** Validates the mode's state, steps and expectations (a ScenarioError names a bad field). */
  load(head: ScenarioHead): Sc;
  /** The state the scenario describes. */
  build(scenario: Sc): S;
  /** Every card in a place of the table: conservation (checker.ts) counts them. */
  places(state: S): Uid[];
  /** How the scenario's steps are played and checked, from its built state. */
  driver(scenario: Sc): Driver<S>;
}

/** What differs between modes when a scenario runs: its state, how a step becomes an action and is
 *  applied, what its expectations check, and which cards must stay placed. */
export interface Driver<S extends GameState = GameState> {
  state: S;
  toAction(state: S, step: DoStep | CoopDoStep, seat: Seat): unknown;
  /** The state after is the next step's (the engine's apply types it as the table's state). */
  apply(state: S, action: unknown): ApplyResult<GameState, GameEvent, string>;
  check(state: S, e: AnyExpectation, events: GameEvent[], where: string): Check[];
  /** Null when every card is where conservation wants it, or else what is wrong. */
  conservation(state: S): string | null;
  /** What the engine lists for a seat now. */
  legal(state: S, seat: Seat): object[];
}
