// Issue 24, "Done when — every save made before still loads", for the cooperative mode: six saves made
// from the games pinned before the redesign (three whole games, one cut half way, one cut on a choice
// inside Poseidon's phase, one right after the deal) load, replay and resume as they did at 182d605:
// the same state, the same positions of the replay with their chronicle, the same side to act, legal
// moves and view. The redesign moves persist, replay and the sessions onto the mode registry; a save
// that reads back differently is a lost game (coop-saves.ts says which saves and how they are read).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CoopSession } from '../../src/session/coop-session';
import { readBack, SAVES_PINNED_AT, type PinnedSave } from './coop-saves';

const pinned = JSON.parse(gunzipSync(readFileSync(new URL(`./coop-saves-${SAVES_PINNED_AT}.json.gz`, import.meta.url))).toString('utf8')) as { saves: PinnedSave[] };

describe(`cooperative saves made at ${SAVES_PINNED_AT}`, () => {
  it('pins six saves, among them one standing on a choice inside Poseidon\'s phase', () => {
    expect(pinned.saves).toHaveLength(6);
    const choice = pinned.saves.find((s) => /Poseidon's phase/.test(s.name))!;
    expect(choice.loaded.phase).toBe('poseidon');
    expect(typeof choice.resumed.toAct).toBe('number');
  });

  it.each(pinned.saves.map((s) => [s.name, s] as const))('%s loads, replays and resumes as then', (_name, pin) => {
    const { name: _n, save: _s, ...expected } = pin;
    expect(readBack(pin.save)).toEqual(expected);
  });

  it.each(pinned.saves.map((s) => [s.name, s] as const))('%s is saved again unchanged by the resumed game', (_name, pin) => {
    const session = CoopSession.resume(pin.save);
    if ('error' in session) throw new Error(session.error);
    expect(session.toSave()).toEqual(pin.save);
  });

  it('the hero choosing inside Poseidon\'s phase can answer, and the game goes on', () => {
    const pin = pinned.saves.find((s) => /Poseidon's phase/.test(s.name))!;
    const session = CoopSession.resume(pin.save);
    if ('error' in session) throw new Error(session.error);
    const [first] = session.legal();
    expect(first).toMatchObject({ type: 'answer' });
    expect(session.send(first).ok).toBe(true);
    expect(session.actionCount).toBe(pin.save.actions.length + 1);
  });
});
