// Issue 22 adds the optional set `promo` to saves and share codes. Saves (as files) and share codes
// written before it (test/persist/before-promo.json, made by the engine of commit 0d67789: base,
// Asgard, Poseidon, both, with and without the Epics) still load to the identical state, and this
// version writes the very same code for them; a game with the promo set round-trips.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HEROES, stateHash } from '../../src/engine';
import { saveSchemaOf, SAVE_SCHEMA, type ClassicSaveFile } from '../../src/persist/save';
import { decodeShareCode, encodeShareCode } from '../../src/persist/share-code';
import { saveFromFileText } from '../../src/persist/transfer';
import { playGame } from '../../src/sim/play-game';

interface Before { name: string; file: string; code: string; hash: string; phase: string }
const { games } = JSON.parse(readFileSync(new URL('./before-promo.json', import.meta.url), 'utf8')) as { games: Before[] };

describe('saves and share codes made before the promo set', () => {
  it('are five games of every set but the promo cards, one of them played to its end', () => {
    expect(games).toHaveLength(5);
    expect(games.map((g) => g.phase)).toContain('gameOver');
  });

  it.each(games.map((g) => [g.name, g] as const))('%s: the file and the code load to the same state as then; the code is written the same', async (_name, g) => {
    const file = saveFromFileText(g.file);
    if ('error' in file) throw new Error(file.error.message);
    expect(file.save.setup).not.toHaveProperty('sets', expect.arrayContaining(['promo']));
    expect(stateHash(file.state)).toBe(g.hash);
    expect(file.state.phase).toBe(g.phase);
    const code = await decodeShareCode(g.code);
    if ('error' in code) throw new Error(code.error.message);
    expect(code.save).toEqual(file.save);
    expect(stateHash(code.state)).toBe(g.hash);
    expect(await encodeShareCode(file.save)).toBe(g.code);
  });
});

describe('a game with the promo cards', () => {
  it('is saved with "promo" among its sets, and its code and file give it back identically', async () => {
    const game = playGame({ seed: 11, players: 3, bots: 'random', sets: ['asgard', 'promo'] });
    expect(game.error).toBeNull();
    const save: ClassicSaveFile = {
      schema: SAVE_SCHEMA, mode: 'classic',
      setup: { seed: 11, heroes: HEROES.slice(0, 3) as ClassicSaveFile['setup']['heroes'], sets: ['asgard', 'promo'] },
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }],
      actions: game.actions as ClassicSaveFile['actions'],
    };
    expect(saveSchemaOf('classic').safeParse(save).success).toBe(true);
    const decoded = await decodeShareCode(await encodeShareCode(save));
    if ('error' in decoded) throw new Error(decoded.error.message);
    expect(decoded.save).toEqual(save);
    expect(stateHash(decoded.state)).toBe(stateHash(game.state));
  });

  it('refuses a set this version does not know, and a set named twice', () => {
    const base = { schema: SAVE_SCHEMA, mode: 'classic', seats: [{ kind: 'human' }, { kind: 'human' }], actions: [] };
    expect(saveSchemaOf('classic').safeParse({ ...base, setup: { seed: 1, heroes: ['seiya', 'shiryu'], sets: ['atlantis'] } }).success).toBe(false);
    const twice = saveFromFileText(JSON.stringify({ ...base, setup: { seed: 1, heroes: ['seiya', 'shiryu'], sets: ['promo', 'promo'] } }));
    expect('error' in twice && twice.error.code).toBe('setup');
  });
});
