// Golden replays: saves written by the engine of commit b5e1d55 (before the engine core was split into
// core, effects and classic, and made faster) still load, and replay to the very end that engine
// computed: the same turn, the same clock, the same scores and winners.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSave } from '../../src/persist/save';

interface Golden { name: string; save: unknown; expected: { turn: number; clock: number; result: unknown } }
const goldens = JSON.parse(readFileSync(new URL('./saves-b5e1d55.json', import.meta.url), 'utf8')) as Golden[];

describe('saves made before the engine core (commit b5e1d55)', () => {
  it.each(goldens.map((g) => [g.name, g] as const))('%s loads and ends as it did then', (_name, golden) => {
    const loaded = loadSave(golden.save);
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.state.phase).toBe('gameOver');
    expect({ turn: loaded.state.turn, clock: loaded.state.clock, result: loaded.state.result }).toEqual(golden.expected);
  });

  it('a save whose last action was changed is refused, with the action named', () => {
    const golden = structuredClone(goldens[0]) as Golden & { save: { actions: { type: string }[] } };
    golden.save.actions.splice(5, 0, { type: 'endTurn', seat: 4 } as never);
    const loaded = loadSave(golden.save);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.message).toMatch(/action 6 is refused/);
  });

  it('a save of a mode this version does not know is refused by name', () => {
    const loaded = loadSave({ ...(goldens[0].save as object), mode: 'chess' });
    expect(loaded).toEqual({ ok: false, reason: 'unknownMode', params: {}, message: 'the save is of a game mode this version does not know ("chess")' });
  });
});
