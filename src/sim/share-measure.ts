// Measures share codes and save files: their length and the time to encode and decode them, for a
// two-player classic game after 10 turns and a whole one, larger tables, and cooperative games.
// `npx tsx src/sim/share-measure.ts` (docs/share-codes.md quotes its output).
import { performance } from 'node:perf_hooks';
import { deflateRawSync } from 'node:zlib';
import { HEROES, stateHash, type Action } from '../engine';
import { SAVE_SCHEMA, type ClassicSaveFile, type CoopSaveFile, type SaveFile } from '../persist/save';
import { decodeShareCode, encodeShareCode } from '../persist/share-code';
import { saveFromFileText, saveToFileText } from '../persist/transfer';
import { playGame } from './play-game';
import { CoopSession } from '../session/coop-session';

const classic = (seed: number, players: number, turns = Infinity): ClassicSaveFile => {
  const game = playGame({ seed, players, bots: 'greedy' });
  // A turn ends with endTurn: keep the actions up to the `turns`-th one.
  let ends = 0;
  const actions: Action[] = [];
  for (const a of game.actions) {
    actions.push(a);
    if (a.type === 'endTurn' && ++ends >= turns * players) break;
  }
  return {
    schema: SAVE_SCHEMA, mode: 'classic', setup: { seed, heroes: HEROES.slice(0, players) as ClassicSaveFile['setup']['heroes'] },
    seats: Array.from({ length: players }, (_, i) => (i === 0 ? { kind: 'human' as const, name: 'Seiya' } : { kind: 'bot' as const, bot: 'greedy' as const })),
    actions: actions as ClassicSaveFile['actions'],
  };
};

/** Played through a CoopSession, as the board plays (the in-place simulator can differ from a replay). */
const coop = (seed: number, players: number): CoopSaveFile => {
  const session = CoopSession.start(
    { seed, heroes: HEROES.slice(0, players) as CoopSaveFile['setup']['heroes'], difficulty: 'normal' },
    Array.from({ length: players }, () => ({ kind: 'bot' as const, bot: 'greedy' as const })),
  );
  for (let i = 0; i < 20_000 && session.state.phase !== 'gameOver'; i++) {
    const action = session.botAction();
    if (!action || !session.send(action).ok) throw new Error('the bots stopped');
  }
  return session.toSave();
};

async function measure(label: string, make: (seed: number) => SaveFile, seeds = [1, 2, 3, 4, 5]): Promise<void> {
  const rows: Record<'actions' | 'json' | 'zjson' | 'file' | 'code' | 'encodeMs' | 'decodeMs' | 'fileMs', number>[] = [];
  for (const seed of seeds) {
    const save = make(seed);
    let t = performance.now();
    const code = await encodeShareCode(save);
    const encodeMs = performance.now() - t;
    t = performance.now();
    const back = await decodeShareCode(code);
    const decodeMs = performance.now() - t;
    if ('error' in back) throw new Error(`${label} seed ${seed}: ${back.error.message}`);
    const file = saveToFileText(save);
    t = performance.now();
    const fromFile = saveFromFileText(file);
    const fileMs = performance.now() - t;
    if ('error' in fromFile || stateHash(fromFile.state) !== stateHash(back.state)) throw new Error(`${label} seed ${seed}: file and code differ`);
    rows.push({ actions: save.actions.length, json: JSON.stringify(save).length, zjson: deflateRawSync(JSON.stringify(save), { level: 9 }).toString('base64url').length, file: file.length, code: code.length, encodeMs, decodeMs, fileMs });
  }
  const avg = (k: keyof (typeof rows)[0]) => rows.reduce((s, r) => s + r[k], 0) / rows.length;
  const max = (k: keyof (typeof rows)[0]) => Math.max(...rows.map((r) => r[k]));
  console.log(`${label.padEnd(34)} moves ${avg('actions').toFixed(0).padStart(5)} | JSON ${avg('json').toFixed(0).padStart(6)} ch | file ${avg('file').toFixed(0).padStart(6)} ch | deflated JSON ${avg('zjson').toFixed(0).padStart(5)} ch | code ${avg('code').toFixed(0).padStart(5)} ch (max ${max('code')}) | encode ${avg('encodeMs').toFixed(1)} ms | decode ${avg('decodeMs').toFixed(1)} ms | file load ${avg('fileMs').toFixed(1)} ms`);
}

await measure('classic 2p, after 10 turns each', (s) => classic(s, 2, 10));
await measure('classic 2p, whole game', (s) => classic(s, 2));
await measure('classic 3p, whole game', (s) => classic(s, 3));
await measure('classic 5p, whole game', (s) => classic(s, 5));
await measure('coop 2 heroes, whole game', (s) => coop(s, 2));
await measure('coop 4 heroes, whole game', (s) => coop(s, 4));
