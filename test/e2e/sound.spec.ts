// The game is heard (issue 14). Headless Chromium has no sound card, but Howler and Web Audio run:
// what is played is read from the test hook's audio() ({ cue, at }) and held against the animation
// queue's own trace of the steps it starts (anims()). After one tap, a bots-only classic game and a
// bots-only coop game each play at least 8 distinct cues, each as its step starts, none before; the
// menu's theme gives way to the table's; mute silences everything, and survives a reload.
import { test, type Page } from '@playwright/test';
import { expect, open, shot, tap, watchConsole } from './helpers';

interface Played { cue: string; at: number }
interface Anim { kinds: string[]; at: number; ms: number }

/** One tap where nothing answers it (the title): the browser lets audio start from here on. */
async function firstTap(page: Page): Promise<void> {
  await page.mouse.click(40, 24);
}

const ONE_SIZE = (name: string) => test.skip(name !== 'desktop-1280x720', 'one size is enough to listen');

const read = (page: Page) => page.evaluate(() => ({ audio: window.__SSDB_TEST__!.audio(), anims: window.__SSDB_TEST__!.anims() }));

/** The cues of the game's motion (not the music, the interface's or the end's). */
const stepCues = (audio: Played[]) => audio.filter((a) => !a.cue.startsWith('music:') && !['tap', 'error', 'victory', 'defeat'].includes(a.cue));

async function distinctCues(page: Page, n: number, timeout: number): Promise<void> {
  await page.waitForFunction((n) => new Set(window.__SSDB_TEST__!.audio().filter((a) => !a.cue.startsWith('music:')).map((a) => a.cue)).size >= n, n, { timeout, polling: 250 });
}

/** Every cue of a step sounds within that step's motion, at its start (a pillar's fall: later in it). */
function inStep(audio: Played[], anims: Anim[]): void {
  const cues = stepCues(audio);
  expect(cues.length).toBeGreaterThan(0);
  for (const c of cues) {
    const step = anims.filter((a) => a.at <= c.at + 2 && c.at <= a.at + a.ms).at(-1);
    expect(step, `${c.cue} at ${c.at.toFixed(0)} ms sounds while no step plays`).toBeDefined();
    if (c.cue !== 'pillarFall') expect(c.at - step!.at, `${c.cue} lags its step`).toBeLessThan(40);
  }
  // Nothing is heard before the first motion it belongs to.
  expect(Math.min(...cues.map((c) => c.at))).toBeGreaterThanOrEqual(Math.min(...anims.map((a) => a.at)) - 2);
}

test.describe('sound', () => {
  test('a bots-only classic game plays 8 distinct cues in step with its animations', async ({ page }, info) => {
    ONE_SIZE(info.project.name);
    const problems = watchConsole(page);
    await open(page, 'new=1&seats=bot,bot&speed=fast&seed=4');
    // Nothing is played, nor even loaded, before the first tap.
    expect(await page.evaluate(() => window.__SSDB_TEST__!.audio())).toEqual([]);
    expect(await page.evaluate(() => 'Howler' in window)).toBe(false);
    await firstTap(page);
    await distinctCues(page, 8, 120_000);
    const { audio, anims } = await read(page);
    inStep(audio, anims);
    expect(await page.evaluate(() => (window as unknown as { Howler: { ctx: AudioContext } }).Howler.ctx.state)).toBe('running');
    // The table's theme plays (once rendered) and the menu's never did.
    await page.waitForFunction(() => window.__SSDB_TEST__!.audio().some((a) => a.cue === 'music:classic'), undefined, { timeout: 60_000 });
    expect((await read(page)).audio.some((a) => a.cue === 'music:menu')).toBe(false);
    console.log(`classic: ${[...new Set(stepCues(audio).map((a) => a.cue))].join(', ')} (${stepCues(audio).length} cues over ${anims.length} steps)`);
    expect(problems).toEqual([]);
  });

  test('a bots-only coop game plays 8 distinct cues in step with its animations', async ({ page }, info) => {
    ONE_SIZE(info.project.name);
    const problems = watchConsole(page);
    await open(page, 'new=1&mode=coop&seats=bot,bot&speed=fast&seed=9&difficulty=hard');
    await firstTap(page);
    await distinctCues(page, 8, 150_000);
    // Poseidon's phase: the flood pawn and his deeds are heard.
    await page.waitForFunction(() => { const cues = window.__SSDB_TEST__!.audio().map((a) => a.cue); return cues.includes('flood') && cues.includes('callout'); }, undefined, { timeout: 150_000, polling: 250 });
    const { audio, anims } = await read(page);
    inStep(audio, anims);
    await shot(page, 'sound-coop');
    console.log(`coop: ${[...new Set(stepCues(audio).map((a) => a.cue))].join(', ')} (${stepCues(audio).length} cues over ${anims.length} steps)`);
    expect(problems).toEqual([]);
  });

  test('mute silences everything, and the setting survives a reload', async ({ page }, info) => {
    ONE_SIZE(info.project.name);
    const problems = watchConsole(page);
    await open(page, 'new=1&seats=bot,bot&speed=fast&seed=6');
    await firstTap(page);
    await distinctCues(page, 3, 90_000);
    await tap(page, 'hud:sound', info);
    const silent = async () => {
      const before = await read(page);
      await page.waitForFunction((n) => window.__SSDB_TEST__!.anims().length >= n + 4, before.anims.length, { timeout: 60_000 });
      const after = await read(page);
      // The game moves on, and nothing more is heard: no cue, no music.
      expect(after.audio.slice(before.audio.length).filter((a) => a.cue !== 'tap')).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { Howler: { _muted: boolean } }).Howler._muted)).toBe(true);
    };
    await silent();
    expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('ssdb.settings.v1')))!)).toMatchObject({ muted: true });
    await shot(page, 'sound-muted');

    await page.reload();
    await page.waitForFunction(() => window.__SSDB_TEST__?.ready === true && window.__SSDB_TEST__.screen() === 'ClassicTable', undefined, { timeout: 30_000 });
    await firstTap(page);
    await page.waitForFunction(() => 'Howler' in window, undefined, { timeout: 30_000 });
    await silent();
    expect(problems).toEqual([]);
  });

  test('the menu\'s sound panel steps the levels and mutes, remembered', async ({ page }, info) => {
    ONE_SIZE(info.project.name);
    const problems = watchConsole(page);
    await open(page, 'lang=en');
    await tap(page, 'menu:sound', info);
    await tap(page, 'sound:volume:-', info);
    await tap(page, 'sound:music:-', info);
    await tap(page, 'sound:music:-', info);
    await tap(page, 'sound:effects:+', info);
    await shot(page, 'sound-panel');
    await tap(page, 'sound:mute', info);
    await tap(page, 'sound:close', info);
    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('ssdb.settings.v1')))!);
    expect(stored).toMatchObject({ volume: 0.7, effects: 0.9, music: 0.4, muted: true });
    // The menu's theme was asked for, and once loaded would play: muted, nothing is played.
    await page.waitForTimeout(1500);
    expect((await read(page)).audio.filter((a) => a.cue !== 'tap')).toEqual([]);
    expect(problems).toEqual([]);
  });
});
