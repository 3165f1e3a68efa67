// Loading a scenario: validating a parsed JSON value against the schema, then what the schema cannot
// see alone, by the mode's part (scenario-modes.ts: load-classic.ts, load-coop.ts). A bad file gets a
// ScenarioError whose message names the field.
import { parse, ScenarioError } from './parse';
import { header, type Scenario } from './schema';
import { scenarioModeOf } from './scenario-modes';

export { ScenarioError };

/** Validates a parsed JSON value as a scenario; throws a ScenarioError naming the bad field. */
export function loadScenario(json: unknown): Scenario {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new ScenarioError('', 'a scenario is a JSON object with "name", "rule", "state", "steps" and "expect"');
  }
  const head = parse(header, json, []);
  return scenarioModeOf(head.mode).load(head);
}
