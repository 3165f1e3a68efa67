// What the table sounds like (scenes/presenter/step-sound.ts): each animation step is heard as it
// starts, from a table of job kinds to cues, in classic and coop; the cues of one step are heard once;
// a long motion's second cue lands within it; at instant speed the steps shown at once are still
// heard (thinned by the mixer); and the engine's events carry what the sound needs (how a card was
// won, a heal).
import { describe, expect, it } from 'vitest';
import type { Cue } from '../../src/audio/cues';
import { RecordingSound } from '../../src/audio/sound';
import { AnimationQueue, animTrace } from '../../scenes/presenter/AnimationQueue';
import { BURST, eventsToSteps, JOB_MS, type AnimJob, type AnimStep } from '../../scenes/presenter/anim-jobs';
import { jobCues, paceOf, soundingRunner, stepCues } from '../../scenes/presenter/step-sound';
import { outcomeCue } from '../../scenes/presenter/outcome';
import type { GameEvent, ZoneRef } from '../../src/engine';
import { fakeTimers } from './helpers';

const fly = (from: ZoneRef['zone'], to: ZoneRef['zone'], extra: Partial<Extract<AnimJob, { kind: 'fly' }>> = {}): AnimJob =>
  ({ kind: 'fly', uid: 1, card: 30, from: { zone: from, seat: 0 }, to: { zone: to, seat: 0 }, faceFrom: true, faceTo: true, ...extra });
const cueOf = (job: AnimJob) => jobCues(job).map((c) => c.cue);

describe('the cue of each job', () => {
  it('hears a card\'s flight by how it was won, else by where it goes', () => {
    expect(cueOf(fly('field', 'discard', { acquiredBy: 'force' }))).toEqual(['force']);
    expect(cueOf(fly('field', 'discard', { acquiredBy: 'cosmos' }))).toEqual(['cosmos']);
    expect(cueOf(fly('deck', 'hand'))).toEqual(['draw']);
    expect(cueOf(fly('hand', 'play'))).toEqual(['play']);
    expect(cueOf(fly('hand', 'armor'))).toEqual(['armor']);
    expect(cueOf(fly('hand', 'destroyed'))).toEqual(['destroy']);
    expect(cueOf(fly('reserve', 'field'))).toEqual(['arrival']);
    expect(cueOf(fly('field', 'fieldDiscard'))).toEqual(['exit']);
    expect(cueOf(fly('epicDeck', 'epic'))).toEqual(['epic']);
    expect(cueOf(fly('play', 'discard'))).toEqual(['slide']);
    expect(cueOf(fly('hand', 'marked'))).toEqual([]); // the wound step that follows is heard
  });

  it('hears the table\'s and the board\'s own motions', () => {
    const cases: [AnimJob, Cue[]][] = [
      [{ kind: 'flames', from: 12, to: 11 }, ['flame']],
      [{ kind: 'shift', moves: [] }, ['slide']],
      [{ kind: 'turn', seat: 0, turn: 2 }, ['turn']],
      [{ kind: 'wound', uid: 1, seat: 0 }, ['wound']],
      [{ kind: 'shuffle', seat: 0 }, ['shuffle']],
      [{ kind: 'banner', key: 'log.finalRound' }, ['final']],
      [{ kind: 'banner', key: 'log.epicRevealed', card: 1 }, ['epic']],
      [{ kind: 'banner', key: 'log.epicEnded', card: 1 }, ['epic']],
      [{ kind: 'banner', key: 'log.poseidonPhase' }, ['poseidon']],
      [{ kind: 'burst', at: { uid: 1 }, color: BURST.freeze }, ['freeze']],
      [{ kind: 'burst', at: { uid: 1 }, color: BURST.heal }, ['heal']],
      [{ kind: 'burst', at: { seat: 0, what: 'vp' }, color: BURST.plus }, ['token']],
      [{ kind: 'burst', at: { rail: 'epic' }, color: BURST.plus }, ['epic']],
      [{ kind: 'flood', from: 0, to: 1 }, ['flood']],
      [{ kind: 'callout', pile: 2, key: 'log.flood.faceUp' }, ['callout']],
      [{ kind: 'water', level: 3, top: 10, rises: true }, ['waterUp']],
      [{ kind: 'water', level: 2, top: 10, rises: false }, ['waterDown']],
      [{ kind: 'pillar', pile: 3 }, ['pillarCrack', 'pillarFall']],
      [{ kind: 'heroPawn', seat: 1, from: 0, to: 1 }, ['walk']],
    ];
    for (const [job, cues] of cases) expect(cueOf(job), job.kind).toEqual(cues);
  });

  it('hears each cue of a step once, a long motion\'s second cue within it', () => {
    const draws: AnimStep = { jobs: [fly('deck', 'hand'), fly('deck', 'hand'), fly('deck', 'hand')], stagger: 75 };
    expect(stepCues(draws)).toEqual([{ cue: 'draw', delay: 0 }]);
    const pillar: AnimStep = { jobs: [{ kind: 'pillar', pile: 0 }], stagger: 0 };
    expect(stepCues(pillar)).toEqual([{ cue: 'pillarCrack', delay: 0 }, { cue: 'pillarFall', delay: 0.45 * JOB_MS.pillar }]);
  });

  it('names the pace of a speed factor', () => {
    expect([paceOf(1.7), paceOf(1), paceOf(0.45), paceOf(0)]).toEqual(['normal', 'normal', 'fast', 'instant']);
  });

  it('sounds a fanfare when a person won or only bots played, a lament when every person lost', () => {
    expect(outcomeCue([1], [false, false])).toBe('victory');
    expect(outcomeCue([0], [true, false])).toBe('victory');
    expect(outcomeCue([1], [true, false])).toBe('defeat');
    expect(outcomeCue([0, 1], [true, true])).toBe('victory');
  });
});

describe('soundingRunner', () => {
  it('plays a step\'s cues as the step starts, the later ones on the clock (scaled by the speed)', async () => {
    const sound = new RecordingSound();
    const later: { ms: number; fn: () => void }[] = [];
    const ran: AnimStep[] = [];
    const runner = soundingRunner({ run: async (s) => { ran.push(s); } }, sound, (fn, ms) => later.push({ fn, ms }));
    const step: AnimStep = { jobs: [{ kind: 'pillar', pile: 0 }], stagger: 0 };
    await runner.run(step, 0.45);
    expect(ran).toEqual([step]);
    expect(sound.cues.map((c) => [c.cue, c.pace])).toEqual([['pillarCrack', 'fast']]);
    expect(later.map((l) => l.ms)).toEqual([0.45 * JOB_MS.pillar * 0.45]);
    later[0].fn();
    expect(sound.names).toEqual(['pillarCrack', 'pillarFall']);
  });

  it('hears the steps shown at once (instant speed) through the queue, at the instant pace', () => {
    const sound = new RecordingSound();
    const inner = { run: async () => {} };
    const q = new AnimationQueue(soundingRunner(inner, sound, () => {}), () => 0, () => {}, fakeTimers());
    q.push([{ jobs: [{ kind: 'flames', from: 3, to: 2 }], stagger: 0 }, { jobs: [], stagger: 0, upkeep: 2 }, { jobs: [fly('deck', 'hand')], stagger: 0 }]);
    expect(sound.cues.map((c) => [c.cue, c.pace])).toEqual([['flame', 'instant'], ['draw', 'instant']]);
  });

  it('leaves a trace of the steps started, for the test hook, only when asked', async () => {
    animTrace.log = null;
    const q = new AnimationQueue({ run: async () => {} }, () => 1, () => {}, fakeTimers());
    q.push([{ jobs: [{ kind: 'flames', from: 3, to: 2 }], stagger: 0 }]);
    await new Promise((r) => setTimeout(r, 0));
    expect(animTrace.log).toBeNull();
    animTrace.log = [];
    q.push([{ jobs: [{ kind: 'turn', seat: 0, turn: 1 }, { kind: 'shuffle', seat: 0 }], stagger: 100 }]);
    await new Promise((r) => setTimeout(r, 0));
    expect(animTrace.log).toEqual([{ kinds: ['turn', 'shuffle'], at: expect.any(Number), ms: JOB_MS.turn + 100 }]);
    animTrace.log = null;
  });
});

describe('what the events tell the sound', () => {
  const moved = (uid: number): GameEvent => ({ type: 'cardMoved', uid, card: 30, from: { zone: 'field', slot: 2 }, to: { zone: 'discard', seat: 0 } });

  it('marks a card\'s flight with how it was won', () => {
    const steps = eventsToSteps([moved(5), { type: 'acquired', seat: 0, uid: 5, card: 30, by: 'cosmos', cost: 3, paid: 3 }], 0, [null, null, 5, null, null, null]);
    expect(steps[0].jobs[0]).toMatchObject({ kind: 'fly', uid: 5, acquiredBy: 'cosmos' });
  });

  it('shows a heal as a ring of green light on the card', () => {
    const steps = eventsToSteps([{ type: 'unmarked', uid: 9, card: 30, wound: true, freeze: 0, vp: 0 }, { type: 'unmarked', uid: 8, card: 30, wound: false, freeze: 0, vp: 1 }], 0, []);
    expect(steps).toEqual([{ jobs: [{ kind: 'burst', at: { uid: 9 }, color: BURST.heal }], stagger: 0 }]);
  });
});
