// The queue plays steps in order, waits for each, never leaves the screen stuck (a step that never
// ends is cut off), drains once after the last step, and skips everything at instant speed.
import { describe, expect, it } from 'vitest';
import type { AnimStep } from '../../scenes/presenter/anim-jobs';
import { AnimationQueue } from '../../scenes/presenter/AnimationQueue';
import { fakeTimers } from './helpers';

const step = (n: number): AnimStep => ({ jobs: [{ kind: 'flames', from: n + 1, to: n }], stagger: 0 });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('AnimationQueue', () => {
  it('plays steps one after another and drains once', async () => {
    const played: number[] = [];
    const resolvers: (() => void)[] = [];
    let drains = 0;
    const q = new AnimationQueue({ run: (s) => { played.push((s.jobs[0] as { to: number }).to); return new Promise((r) => resolvers.push(r)); } }, () => 1, () => drains++, fakeTimers());
    q.push([step(1), step(2)]);
    q.push([step(3)]);
    expect(played).toEqual([1]);
    expect(q.idle).toBe(false);
    resolvers.shift()!();
    await tick();
    expect(played).toEqual([1, 2]);
    resolvers.shift()!();
    await tick();
    resolvers.shift()!();
    await tick();
    expect(played).toEqual([1, 2, 3]);
    expect(drains).toBe(1);
    expect(q.idle).toBe(true);
  });

  it('drains at once at instant speed, without running anything', () => {
    let ran = 0, drains = 0;
    const q = new AnimationQueue({ run: async () => { ran++; } }, () => 0, () => drains++, fakeTimers());
    q.push([step(1), step(2)]);
    expect(ran).toBe(0);
    expect(drains).toBe(1);
    expect(q.idle).toBe(true);
  });

  it('drains even for an action with nothing to animate', () => {
    let drains = 0;
    const q = new AnimationQueue({ run: async () => undefined }, () => 1, () => drains++, fakeTimers());
    q.push([]);
    expect(drains).toBe(1);
  });

  it('moves on when a step never finishes (the safety timer)', async () => {
    const timers = fakeTimers();
    let drains = 0;
    const q = new AnimationQueue({ run: () => new Promise<void>(() => undefined) }, () => 1, () => drains++, timers);
    q.push([step(1)]);
    await tick();
    expect(drains).toBe(0);
    timers.run();
    await tick();
    expect(drains).toBe(1);
  });

  it('skip() drops what is left and drains now', async () => {
    let drains = 0;
    const q = new AnimationQueue({ run: () => new Promise<void>(() => undefined) }, () => 1, () => drains++, fakeTimers());
    q.push([step(1), step(2)]);
    q.skip();
    expect(drains).toBe(1);
    expect(q.idle).toBe(true);
  });

  it('passes an upkeep step’s mark on once everything before it has played, in order', async () => {
    const log: string[] = [];
    const resolvers: (() => void)[] = [];
    const mark = (n: 1 | 2 | 3): AnimStep => ({ jobs: [], stagger: 0, upkeep: n });
    const q = new AnimationQueue(
      { run: (s) => { log.push(`play ${(s.jobs[0] as { to: number }).to}`); return new Promise((r) => resolvers.push(r)); } },
      () => 1, () => log.push('drain'), fakeTimers(), (n) => log.push(`mark ${n}`),
    );
    q.push([mark(1), step(1), mark(2), mark(3), step(3)]);
    expect(log).toEqual(['mark 1', 'play 1']);
    resolvers.shift()!();
    await tick();
    expect(log).toEqual(['mark 1', 'play 1', 'mark 2', 'mark 3', 'play 3']);
    resolvers.shift()!();
    await tick();
    expect(log.at(-1)).toBe('drain');
    // At instant speed the marks still come, all at once, before the drain.
    const instant: string[] = [];
    new AnimationQueue({ run: async () => undefined }, () => 0, () => instant.push('drain'), fakeTimers(), (n) => instant.push(`mark ${n}`)).push([mark(1), step(1), mark(2)]);
    expect(instant).toEqual(['mark 1', 'mark 2', 'drain']);
  });
});
