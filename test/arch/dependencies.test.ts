// The layer rules of DESIGN.md and "no runtime import cycle", checked by dependency-cruiser with the
// rules in .dependency-cruiser.cjs (the same run as `npm run deps`). Violations listed in
// .dependency-cruiser-known-violations.json (today's engine cycles, being removed) are ignored; any
// other one fails here. The checker itself is tested on the small tree in test/arch/fixtures/layers,
// so that a checker that sees nothing (a broken resolver, a rule with a typo) cannot pass silently.
import { execFile } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const CONFIG = join(root, '.dependency-cruiser.cjs');
const FIXTURE = join(root, 'test/arch/fixtures/layers');

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
  cycle?: { name: string }[];
}
interface CruiseModule {
  source: string;
  dependencies: { resolved: string; couldNotResolve: boolean }[];
}
interface Cruise {
  modules: CruiseModule[];
  summary: { violations: Violation[]; error: number; ignore: number };
}

/** Runs the dependency-cruiser CLI in `cwd` over `roots` and returns its JSON result. */
async function cruise(cwd: string, roots: string[], knownViolations?: string): Promise<Cruise> {
  const args = [CLI, ...roots, '--config', CONFIG, '--output-type', 'json', '--progress', 'none'];
  if (knownViolations) args.push('--ignore-known', knownViolations);
  // The json reporter exits 0 whatever it finds; a crash (a bad config, a missing root) exits non-zero.
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as Cruise;
}

/** A violation as one line: `rule: from → to`, a cycle as its whole path of files. */
const describeViolation = (v: Violation) =>
  `${v.rule.name}: ${[v.from, ...(v.cycle ? v.cycle.map((c) => c.name) : [v.to])].join(' → ')}`;

/** The violations that fail the build: everything not ignored as known. */
const failing = (c: Cruise) => c.summary.violations.filter((v) => v.rule.severity !== 'ignore').map(describeViolation).sort();

describe('the project keeps its layers and has no new runtime import cycle', () => {
  let project: Cruise;
  beforeAll(async () => {
    project = await cruise(root, ['src', 'scenes'], '.dependency-cruiser-known-violations.json');
  }, 60_000); // a whole-project cruise: slow on two loaded cores

  it('cruises the real sources and resolves their imports', () => {
    const sources = project.modules.map((m) => m.source);
    expect(sources).toContain('src/engine/classic/actions.ts');
    expect(sources).toContain('scenes/ClassicTable.ts');
    expect(sources.some((s) => s.startsWith('test/arch/fixtures/'))).toBe(false);
    // The engine's own imports resolve to .ts files (extensionless specifiers, moduleResolution bundler).
    const apply = project.modules.find((m) => m.source === 'src/engine/classic/actions.ts')!;
    expect(apply.dependencies.some((d) => /^src\/engine\/.+\.ts$/.test(d.resolved) && !d.couldNotResolve)).toBe(true);
  });

  it('has no violation outside the known-violations baseline', () => {
    expect(
      failing(project),
      'New dependency violations (see .dependency-cruiser.cjs for the rules; `npm run deps` prints them)',
    ).toEqual([]);
  });
});

describe('the checker (on test/arch/fixtures/layers)', () => {
  let fixture: Cruise;
  let withBaseline: Cruise;
  beforeAll(async () => {
    [fixture, withBaseline] = await Promise.all([
      cruise(FIXTURE, ['src', 'scenes']),
      cruise(FIXTURE, ['src', 'scenes'], 'known-violations.json'),
    ]);
  }, 60_000);

  it('reports a runtime cycle, phaser in the engine and every other layer breach, and nothing else', () => {
    const phaser = '../../../../node_modules/phaser/dist/phaser.esm.js';
    expect(failing(fixture)).toEqual([
      'bots-import-only-engine-and-cards: src/bots/bot.ts → src/flow/flow.ts',
      'cards-import-only-cards: src/cards/lookup.ts → src/engine/rules.ts',
      'core-imports-only-core: src/engine/core/stack.ts → src/engine/rules.ts',
      `headless-no-ui-or-dom: src/engine/draws.ts → ${phaser}`,
      'no-circular: src/engine/cycle-a.ts → src/engine/cycle-b.ts → src/engine/cycle-a.ts',
      'no-test-code-in-the-game: src/flow/flow.ts → test/helper.ts',
      `phaser-only-in-scenes: src/engine/draws.ts → ${phaser}`,
      'src-not-to-scenes: src/state-to-scene.ts → scenes/Table.ts',
    ]);
  });

  it('ignores a type-only cycle (import type, and an import used only as a type)', () => {
    const deps = (source: string) => fixture.modules.find((m) => m.source === source)!.dependencies.map((d) => d.resolved);
    expect(deps('src/engine/type-a.ts')).toEqual([]);
    expect(deps('src/engine/type-b.ts')).toEqual([]);
    // …while a runtime import of the same file is seen.
    expect(deps('src/engine/rules.ts')).toContain('src/engine/type-a.ts');
    expect(failing(fixture).filter((v) => v.includes('type-'))).toEqual([]);
  });

  it('ignores exactly the known violations of a baseline, and still fails on the others', () => {
    expect(withBaseline.summary.ignore).toBe(1);
    expect(failing(withBaseline)).toEqual(failing(fixture).filter((v) => !v.startsWith('no-circular:')));
  });
});
