// Runs every rules spec in this folder: one Vitest test per scenario file, named by the scenario
// and the rule it checks (those of coop-pending/ are only loaded). The format is documented in docs/scenarios.md; the same files run with
// `npm run scenario -- test/scenarios/FILE.json`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatFailures, loadScenario, runScenario, type Scenario } from '../../src/sim/scenario';

const dir = path.dirname(fileURLToPath(import.meta.url));
const allFiles = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.json')).sort();
/** coop-pending/, gow-pending/: what the rulebook says where the engine does otherwise today. They must stay valid
 *  scenarios; they are not run (move one to coop/ once the engine agrees). */
const PENDING = '-pending/';
const scenarioFiles = allFiles.filter((f) => !f.includes(PENDING));
const pendingFiles = allFiles.filter((f) => f.includes(PENDING));

describe('rules scenarios', () => {
  it('finds the scenario files', () => expect(scenarioFiles.length).toBeGreaterThan(0));

  for (const file of scenarioFiles) {
    let scenario: Scenario;
    try {
      scenario = loadScenario(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
    } catch (e) {
      it(`${file} is a valid scenario`, () => { throw new Error(`${file}: ${(e as Error).message}`); });
      continue;
    }
    it(`${scenario.name} [${scenario.rule}]`, () => {
      const result = runScenario(scenario);
      expect(result.passed, `${file}\n${formatFailures(result)}`).toBe(true);
    });
  }
});

if (pendingFiles.length) describe('rules scenarios the engine does not follow yet (coop-pending/)', () => {
  for (const file of pendingFiles) {
    const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    it(`${file} is a valid scenario`, () => expect(() => loadScenario(json)).not.toThrow());
    it.todo(`${String(json.name)} [${String(json.rule)}]`);
  }
});
