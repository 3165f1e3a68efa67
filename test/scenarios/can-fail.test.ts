// "Every spec must be able to fail": each expectation of each scenario is broken in turn (a number
// moved by one, a card added to a zone, a flag flipped, an expected error dropped) and the scenario
// must then fail. An expectation that still passes when broken checks nothing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadScenario, runScenario, type AnyExpectation, type Scenario } from '../../src/sim/scenario';

const dir = path.dirname(fileURLToPath(import.meta.url));
// The scenarios of coop-pending/ and gow-pending/ show where the engine disagrees with the rulebook: they fail today.
const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.json') && !f.includes('-pending/')).sort();

type Obj = Record<string, unknown>;
/** A broken copy of one expected value; undefined when this kind of value is not broken here. */
function broken(key: string, value: unknown): unknown {
  if (key === 'noEvents') return undefined;
  if (key === 'eventOrder') return [...(value as unknown[])].reverse(); // the same events, in the other order
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (key === 'phase') return value === 'main' ? 'gameOver' : 'main';
  if (typeof value === 'string') return `${value}?`;
  if (key === 'pending') return value === null ? { kind: 'cards' } : null;
  if (key === 'armor' && value === null) return 1;
  if (value === null) return -1;
  if (key === 'field') return (value as unknown[]).map((v, i) => (i === 0 ? (v === null ? -1 : null) : v));
  if (Array.isArray(value)) return [...value, -1];
  if (value && typeof value === 'object') {
    const zone = value as { exactly?: number[]; ordered?: number[]; contains?: number[] };
    if (zone.exactly) return { exactly: [...zone.exactly, -1] };
    if (zone.contains) return { contains: [...zone.contains, -1] };
    if (zone.ordered) return { ordered: [...zone.ordered, -1] };
  }
  return undefined;
}

/** Expectations holding more expectations, by seat, by pile or by name: each inner one is broken. */
const NESTED = new Set(['players', 'piles', 'poseidon', 'result', 'figures', 'slots', 'seats', 'supply']);
/** Of those, the ones holding an object per name (a seat's, a pile's, a hero's, a Scenario card's). */
const TWO_LEVELS = new Set(['players', 'piles', 'figures', 'slots', 'seats']);

/** Every way of breaking one expectation: [description, mutate in place]. */
function breakings(e: AnyExpectation, where: string): [string, (x: AnyExpectation) => void][] {
  const out: [string, (x: AnyExpectation) => void][] = [];
  for (const [key, value] of Object.entries(e)) {
    if (NESTED.has(key) && value !== null) {
      for (const [inner, v] of Object.entries(value as Obj)) {
        if (!TWO_LEVELS.has(key)) {
          const b = broken(inner, v);
          if (b !== undefined) out.push([`${where} ${key} ${inner}`, (x) => { ((x as Obj)[key] as Obj)[inner] = b; }]);
          continue;
        }
        for (const [k, w] of Object.entries(v as Obj)) {
          const b = broken(k, w);
          if (b !== undefined) out.push([`${where} ${key} ${inner} ${k}`, (x) => { (((x as Obj)[key] as Obj)[inner] as Obj)[k] = b; }]);
        }
      }
    } else if (key === 'events') {
      (value as Obj[]).forEach((ev, i) => out.push([`${where} event ${String(ev.type)}`, (x) => {
        x.events![i] = { ...x.events![i], impossibleField: true } as never;
      }]));
    } else {
      const b = broken(key, value);
      if (b !== undefined) out.push([`${where} ${key}`, (x) => { (x as Obj)[key] = b; }]);
    }
  }
  return out;
}

function mutants(s: Scenario): [string, Scenario][] {
  const out: [string, Scenario][] = [];
  s.steps.forEach((step, i) => {
    if ('expect' in step) {
      for (const [what, mutate] of breakings(step.expect, `step ${i + 1}`)) {
        const m = structuredClone(s);
        mutate((m.steps[i] as { expect: AnyExpectation }).expect);
        out.push([what, m]);
      }
    } else if (step.expectError) {
      const m = structuredClone(s);
      delete (m.steps[i] as { expectError?: string }).expectError;
      out.push([`step ${i + 1} expectError`, m]);
    }
  });
  if (s.expect) {
    for (const [what, mutate] of breakings(s.expect, 'final')) {
      const m = structuredClone(s);
      mutate(m.expect!);
      out.push([what, m]);
    }
  }
  return out;
}

describe('every rules scenario can fail', () => {
  for (const file of files) {
    it(file, () => {
      const scenario = loadScenario(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
      const all = mutants(scenario);
      expect(all.length, 'a scenario must expect something').toBeGreaterThan(0);
      const survivors = all.filter(([, m]) => runScenario(m).passed).map(([what]) => what);
      expect(survivors, 'these expectations still pass when broken').toEqual([]);
    });
  }
});
