// The scenario format itself (docs/scenarios.md): loading with field-named errors, building the
// state, references, the runner's verdicts, and the CLI's exit codes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildState, loadScenario, parseRef, resolveRefs, runScenario, ScenarioError } from '../../src/sim/scenario';

const minimal = () => ({
  name: 'three Seiya take Ichi',
  rule: '003 Acquérir une carte du terrain',
  state: {
    field: [80, 81, 82, 83, 84, 89],
    reserve: [88, 86],
    players: [
      { hero: 'seiya', hand: [1, 1, 1], deck: [30, 31], armor: 6, play: [{ card: 11, facing: 4 }] },
      { hero: 'shiryu', hand: [] as number[], wounded: [69] },
    ],
  },
  steps: [
    { do: 'play', card: 'hand:1', facing: 'field:1' },
    { do: 'play', card: 'hand:1', facing: 'field:1' },
    { do: 'play', card: 'hand:1', facing: 'field:1' },
    { do: 'acquire', target: 'field:1', by: 'force' },
  ] as Record<string, unknown>[],
  expect: { players: [{ discard: [81, 1, 1, 1] }] } as Record<string, unknown>,
});

const errorOf = (json: unknown) => {
  try { loadScenario(json); } catch (e) { expect(e).toBeInstanceOf(ScenarioError); return (e as Error).message; }
  throw new Error('loaded without error');
};

describe('loadScenario', () => {
  it('accepts a well-formed scenario and fills the defaults', () => {
    const s = loadScenario(minimal());
    if (s.mode === 'coop') throw new Error('a classic scenario was read as a cooperative one');
    expect(s.state.clock).toBe(12);
    expect(s.state.active).toBe(0);
    expect(s.state.players[1].hand).toEqual([]);
    expect(s.steps).toHaveLength(4);
  });

  it.each([
    ['an unknown card type', (s: ReturnType<typeof minimal>) => { s.state.players[0].hand.push(999); }, /"state\.players\.0\.hand\.3": unknown card type 999/],
    ['a misspelt key', (s: ReturnType<typeof minimal>) => { (s.state.players[1] as Record<string, unknown>).hnad = []; }, /"state\.players\.1": Unrecognized key: "hnad"/],
    ['a missing hero', (s: ReturnType<typeof minimal>) => { delete (s.state.players[1] as Record<string, unknown>).hero; }, /"state\.players\.1\.hero": missing/],
    ['a field of 5', (s: ReturnType<typeof minimal>) => { s.state.field.pop(); }, /"state\.field": .*6/],
    ['a bad card reference', (s: ReturnType<typeof minimal>) => { s.steps[0].card = 'hand69'; }, /"steps\.0\.card": "hand69" is not a card reference/],
    ['an unknown action', (s: ReturnType<typeof minimal>) => { s.steps[0].do = 'fight'; }, /"steps\.0\.do"/],
    ['a missing action field', (s: ReturnType<typeof minimal>) => { delete s.steps[3].by; }, /"steps\.3\.by": missing/],
    ['an unknown error code', (s: ReturnType<typeof minimal>) => { s.steps[3].expectError = 'tooPoor'; }, /"steps\.3\.expectError"/],
    ['an unknown event', (s: ReturnType<typeof minimal>) => { s.expect.events = ['acquird']; }, /"expect\.events\.0\.type"/],
    ['a seat that does not exist', (s: ReturnType<typeof minimal>) => { (s.state as Record<string, unknown>).active = 3; }, /"state\.active": there are only 2 players/],
    ['a reference to a missing seat', (s: ReturnType<typeof minimal>) => { s.steps[0].card = 'hand:1@4'; }, /"steps\.0\.card": "hand:1@4" names seat 4/],
    ['a played card facing an empty slot', (s: ReturnType<typeof minimal>) => { (s.state.field as (number | null)[])[4] = null; }, /"state\.players\.0\.play\.0\.facing": field slot 4 is empty/],
    ['an armor that is not one', (s: ReturnType<typeof minimal>) => { s.state.players[0].armor = 30; }, /"state\.players\.0\.armor": Mu du Bélier \(30\) is not an armor/],
    ['a step with two verbs', (s: ReturnType<typeof minimal>) => { s.steps[0].answer = []; }, /"steps\.0": a step has exactly one of/],
    ['the same hero twice', (s: ReturnType<typeof minimal>) => { s.state.players[1].hero = 'seiya'; }, /"state\.players\.1\.hero": each player needs a different hero/],
    ['a missing name', (s: ReturnType<typeof minimal>) => { delete (s as Record<string, unknown>).name; }, /"name": missing/],
  ])('names the bad field for %s', (_, mutate, message) => {
    const s = minimal();
    mutate(s);
    expect(errorOf(s)).toMatch(message);
  });

  it('refuses what is not an object', () => {
    expect(errorOf([])).toMatch(/a scenario is a JSON object/);
  });
});

describe('buildState', () => {
  it('holds only the listed cards, decks and the reserve read top first, with the played cards facing their slot', () => {
    const state = buildState(loadScenario(minimal()));
    expect(state.cards).toHaveLength(3 + 2 + 1 + 1 + 1 + 6 + 2);
    const p = state.players[0];
    expect(state.cards[p.deck[p.deck.length - 1]]).toBe(30); // top of the deck
    expect(state.cards[state.reserve[state.reserve.length - 1]]).toBe(88); // top of the reserve
    expect(state.play).toEqual([{ uid: expect.any(Number), seat: 0, facing: state.field[4] }]);
    expect(state.cards[p.armor!]).toBe(6);
    expect(state).toMatchObject({ phase: 'main', pending: null, stack: [], clock: 12, finalRound: false, active: 0 });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('a clock at 0 means the final round unless said otherwise', () => {
    const s = minimal();
    (s.state as Record<string, unknown>).clock = 0;
    expect(buildState(loadScenario(s)).finalRound).toBe(true);
  });
});

describe('references', () => {
  it('parses every form', () => {
    expect(parseRef('hand:69')).toEqual({ kind: 'zone', zone: 'hand', type: 69, seat: undefined });
    expect(parseRef('wounded:69@1')).toEqual({ kind: 'zone', zone: 'wounded', type: 69, seat: 1 });
    expect(parseRef('field:5')).toEqual({ kind: 'field', slot: 5 });
    expect(parseRef('armor@1')).toEqual({ kind: 'armor', seat: 1 });
    expect(parseRef('seat:1')).toEqual({ kind: 'seat', seat: 1 });
    expect(parseRef('yes')).toEqual({ kind: 'yes' });
    expect(parseRef('hand 69')).toBeNull();
  });

  it('takes a different card for each reference of one list, and reads decks top first', () => {
    const state = buildState(loadScenario(minimal()));
    const [a, b] = resolveRefs(state, ['hand:1', 'hand:1'], 0, true);
    expect(a).not.toBe(b);
    expect(resolveRefs(state, ['deck:30', 'deck:31'], 0, true).map((u) => state.players[0].deck.indexOf(u))).toEqual([1, 0]);
    expect(resolveRefs(state, ['wounded:69@1', 'seat:1', 'yes', 'no'], 0, false).slice(1)).toEqual([1, 1, 0]);
    expect(() => resolveRefs(state, ['hand:1', 'hand:1', 'hand:1', 'hand:1'], 0, true)).toThrow(/no other card 1/);
    expect(() => resolveRefs(state, ['seat:1'], 0, true)).toThrow(/names no card/);
  });
});

describe('runScenario', () => {
  it('passes when everything holds', () => {
    const result = runScenario(loadScenario(minimal()));
    expect(result.checks.filter((c) => !c.ok)).toEqual([]);
    expect(result.passed).toBe(true);
  });

  it('reports an expectation that does not hold, with what was expected and what was found', () => {
    const s = minimal();
    s.expect = { players: [{ discard: [81, 1, 1] }], clock: 11 };
    const result = runScenario(loadScenario(s));
    expect(result.passed).toBe(false);
    expect(result.checks.filter((c) => !c.ok)).toEqual([
      { label: 'final: seat 0 discard', ok: false, expected: [1, 1, 81], actual: [1, 1, 1, 81] },
      { label: 'final: clock', ok: false, expected: 11, actual: 12 },
    ]);
  });

  it('fails and stops at an action refused unexpectedly, or accepted when a refusal was expected', () => {
    const s = minimal();
    s.steps.splice(2, 1); // only 2 Force against Ichi's 3
    const refused = runScenario(loadScenario(s));
    expect(refused.passed).toBe(false);
    expect(refused.checks.find((c) => !c.ok)!.actual).toMatch(/^rejected \(notEnough\)/);
    expect(refused.checks.at(-1)!.label).toBe('the remaining steps and expectations');

    const t = minimal();
    t.steps[3].expectError = 'notEnough';
    const accepted = runScenario(loadScenario(t));
    expect(accepted.passed).toBe(false);
    expect(accepted.checks.find((c) => !c.ok)).toMatchObject({ expected: 'rejected (notEnough)', actual: 'accepted' });
  });

  it('fails on a reference to a card that is not there', () => {
    const s = minimal();
    s.steps[0].card = 'hand:2';
    const result = runScenario(loadScenario(s));
    expect(result.passed).toBe(false);
    expect(result.checks[0].actual).toMatch(/no card 2 \(Shiryu du Dragon\) in seat 0's hand/);
  });
});

describe('npm run scenario', () => {
  const cli = (...files: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'src/sim/scenario-cli.ts', ...files], { encoding: 'utf8' });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'scenario-cli-'));
  const write = (name: string, content: string) => { const f = path.join(tmp, name); fs.writeFileSync(f, content); return f; };

  it('exits 0 when every scenario passes, 1 on a failed expectation, 2 on a malformed or missing file', () => {
    const good = write('good.json', JSON.stringify(minimal()));
    const failing = minimal();
    failing.expect = { clock: 3 };
    const bad = write('failing.json', JSON.stringify(failing));
    const malformed = minimal();
    malformed.state.players[0].hand.push(999);
    const wrong = write('malformed.json', JSON.stringify(malformed));
    const notJson = write('broken.json', '{ "name": ');

    const ok = cli(good);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('✓ final: seat 0 discard');

    const fail = cli(good, bad);
    expect(fail.status).toBe(1);
    expect(fail.stdout).toMatch(/✗ final: clock\n\s+expected 3\n\s+actual {3}12/);

    const mal = cli(good, bad, wrong);
    expect(mal.status).toBe(2);
    expect(mal.stdout).toContain('field "state.players.0.hand.3": unknown card type 999');

    for (const f of [notJson, path.join(tmp, 'missing.json')]) {
      const r = cli(f);
      expect(r.status).toBe(2);
      expect(r.stdout).toMatch(/malformed scenario: (is not valid JSON|no such file)/);
      expect(r.stdout + r.stderr).not.toMatch(/\n\s+at /); // no stack trace
    }
  }, 30_000);
});

describe('docs/scenarios.md', () => {
  it('every JSON example in the documentation is a scenario that passes', () => {
    const doc = fs.readFileSync(fileURLToPath(new URL('../../docs/scenarios.md', import.meta.url)), 'utf8');
    const examples = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]);
    expect(examples.length).toBeGreaterThan(2);
    for (const text of examples) {
      const result = runScenario(loadScenario(JSON.parse(text)));
      expect(result.checks.filter((c) => !c.ok)).toEqual([]);
    }
  });
});
