// Renders every sound of the game to WAV files, as the browser's worker renders them, and measures
// them: `npm run sounds -- [--out DIR] [--sox]`. Each cue gives CUE.wav (the whole cue) and
// CUE.short.wav (its quick version, for the fast speeds); each theme music-THEME.wav (one loop).
// With --sox, `sox FILE -n stats` measures each file (peak, RMS, the loudest 50 ms RMS, length) and
// the tool checks: no clipping, every peak under -1 dBFS, every game cue's loudness within 3 dB of its
// target and 5 dB of the common one (a few are meant a little softer: a slide, a step, a turn's bell;
// the interface's cues are meant quieter still). Prints a table; exits 1 if a check fails.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CUE_RANK, CUES, THEMES } from '../audio/cues';
import { gainToDb, measure, shorten } from '../audio/synth/dsp';
import { cueLoudness, LOUDNESS, renderCue } from '../audio/synth/effects';
import { MUSIC_LOUDNESS, renderTheme } from '../audio/synth/music';
import { CUE_RATE, MUSIC_RATE, shortSeconds } from '../audio/synth/render';
import { encodeWav } from '../audio/wav';

interface Row { file: string; kind: 'cue' | 'ui' | 'short' | 'music'; target: number; ms: number; peak: number; rms: number; rmsPk: number; seconds: number }

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = resolve(outAt >= 0 ? args[outAt + 1] : 'test-results/sounds');
const useSox = args.includes('--sox');
mkdirSync(out, { recursive: true });

/** sox's own figures for a file: peak and RMS level (dBFS), the loudest 50 ms RMS, length (s). sox's
 *  windowed RMS misses what sounds in a file's first tenth of a second (a cue's attack): the loudest
 *  window is measured with 0.2 s of silence padded on either side. */
function soxStats(path: string): { peak: number; rms: number; rmsPk: number; seconds: number } {
  const stats = (...effects: string[]) => {
    const run = spawnSync('sox', [path, '-n', ...effects, 'stats'], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`sox failed on ${path}: ${run.stderr || run.error?.message}`);
    const text = run.stderr; // sox prints its stats there
    return (name: string) => {
      const m = new RegExp(`^${name}\\s+(-?[\\d.]+|-inf)`, 'm').exec(text);
      return m ? (m[1] === '-inf' ? -Infinity : Number(m[1])) : NaN;
    };
  };
  const plain = stats(), padded = stats('pad', '0.2', '0.2');
  return { peak: plain('Pk lev dB'), rms: plain('RMS lev dB'), rmsPk: padded('RMS Pk dB'), seconds: plain('Length s') };
}

function write(file: string, samples: Float32Array, sr: number, kind: Row['kind'], target: number, ms: number): Row {
  const path = join(out, file);
  writeFileSync(path, encodeWav(samples, sr));
  if (useSox) return { file, kind, target, ms, ...soxStats(path) };
  const m = measure(samples, sr);
  return { file, kind, target, ms, peak: gainToDb(m.peak), rms: gainToDb(m.rms), rmsPk: gainToDb(m.rmsPeak), seconds: samples.length / sr };
}

const rows: Row[] = [];
for (const cue of CUES) {
  const t0 = performance.now();
  const full = renderCue(cue, CUE_RATE);
  const ms = performance.now() - t0;
  const kind = CUE_RANK[cue] === 'ui' ? 'ui' : 'cue';
  rows.push(write(`${cue}.wav`, full, CUE_RATE, kind, cueLoudness(cue), ms));
  rows.push(write(`${cue}.short.wav`, shorten(full, CUE_RATE, shortSeconds(full.length / CUE_RATE)), CUE_RATE, 'short', cueLoudness(cue), 0));
}
for (const theme of THEMES) {
  const t0 = performance.now();
  const loop = renderTheme(theme, MUSIC_RATE);
  rows.push(write(`music-${theme}.wav`, loop, MUSIC_RATE, 'music', MUSIC_LOUDNESS, performance.now() - t0));
}

const problems: string[] = [];
for (const r of rows) {
  if (!(r.peak < -1)) problems.push(`${r.file}: peak ${r.peak} dBFS (must stay under -1)`);
  if (r.kind === 'cue' && Math.abs(r.rmsPk - r.target) > 3) problems.push(`${r.file}: loudness ${r.rmsPk} dB, its target ${r.target} ± 3`);
  if (r.kind === 'cue' && Math.abs(r.rmsPk - LOUDNESS) > 5) problems.push(`${r.file}: loudness ${r.rmsPk} dB, more than 5 dB from the cues' ${LOUDNESS}`);
  if (r.kind === 'ui' && r.rmsPk > LOUDNESS - 6) problems.push(`${r.file}: an interface cue should be subtle (${r.rmsPk} dB)`);
}
const f = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : String(x));
console.log(`${'file'.padEnd(24)} ${'peak dBFS'.padStart(9)} ${'RMS dB'.padStart(7)} ${'RMS Pk dB'.padStart(9)} ${'target'.padStart(6)} ${'seconds'.padStart(7)} ${'render ms'.padStart(9)}`);
for (const r of rows) {
  console.log(`${r.file.padEnd(24)} ${f(r.peak).padStart(9)} ${f(r.rms).padStart(7)} ${f(r.rmsPk).padStart(9)} ${f(r.target).padStart(6)} ${r.seconds.toFixed(2).padStart(7)} ${(r.ms ? r.ms.toFixed(0) : '').padStart(9)}`);
}
const cues = rows.filter((r) => r.kind === 'cue');
const spread = Math.max(...cues.map((r) => r.rmsPk)) - Math.min(...cues.map((r) => r.rmsPk));
console.log(`\n${rows.length} files in ${out}${useSox ? ' (measured by sox)' : ''}; game cues' loudness spread ${spread.toFixed(1)} dB; loudest peak ${f(Math.max(...rows.map((r) => r.peak)))} dBFS`);
if (problems.length) {
  console.log(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
