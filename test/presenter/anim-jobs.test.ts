// Engine events become animation steps: a played card flies to the strip of the card it faces, a
// batch of draws flies together, flames and shifts get their own steps, the viewer's eyes decide faces.
import { describe, expect, it } from 'vitest';
import { eventsToSteps, faceShown, MAX_FLIGHTS, stepMs } from '../../scenes/presenter/anim-jobs';
import { legalActions } from '../../src/engine';
import { session } from './helpers';

describe('eventsToSteps', () => {
  it('flies a played card from the hand to the strip of the field card it faces', () => {
    const s = session();
    const play = legalActions(s.state, 0).find((a) => a.type === 'play')!;
    const before = s.state.field;
    const r = s.send(play);
    expect(r.ok).toBe(true);
    if (!r.ok || play.type !== 'play') return;
    const steps = eventsToSteps(r.events, 0, before);
    const fly = steps.flatMap((st) => st.jobs).find((j) => j.kind === 'fly')!;
    expect(fly).toMatchObject({ kind: 'fly', uid: play.card, from: { zone: 'hand', seat: 0 }, to: { zone: 'play', seat: 0 }, faceFrom: true, faceTo: true });
    expect(fly.kind === 'fly' && fly.toSlot).toBe(before.indexOf(play.facing));
  });

  it('shows the whole upkeep: discards and draws grouped, the sixth card leaving, the shift, the turn', () => {
    const s = session();
    const before = s.state.field;
    const r = s.send({ type: 'endTurn', seat: 0, discard: [] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const all = eventsToSteps(r.events, 0, before);
    // The six upkeep steps are marked in order, between the motions.
    expect(all.filter((st) => st.upkeep !== undefined).map((st) => [st.upkeep, st.jobs.length])).toEqual([1, 2, 3, 4, 5, 6].map((n) => [n, 0]));
    const steps = all.filter((st) => st.upkeep === undefined);
    const kinds = steps.map((st) => st.jobs[0].kind);
    expect(kinds).toContain('turn');
    expect(kinds).toContain('shift');
    // Every draw of the same seat flies in one step, staggered.
    const draws = steps.filter((st) => st.jobs.every((j) => j.kind === 'fly' && j.from.zone === 'deck' && j.to.zone === 'hand'));
    for (const st of draws) expect(st.jobs.length).toBeLessThanOrEqual(MAX_FLIGHTS);
    expect(steps.every((st) => stepMs(st) > 0)).toBe(true);
  });

  it('reports flames going out and reveals arrivals one by one', () => {
    const events = [
      { type: 'flamesRemoved' as const, n: 2, left: 9 },
      { type: 'cardMoved' as const, uid: 1, card: 30, from: { zone: 'reserve' as const }, to: { zone: 'field' as const, slot: 0 } },
      { type: 'cardMoved' as const, uid: 2, card: 31, from: { zone: 'reserve' as const }, to: { zone: 'field' as const, slot: 1 } },
    ];
    const steps = eventsToSteps(events, 0, [null, null, null, null, null, null]);
    expect(steps[0].jobs[0]).toEqual({ kind: 'flames', from: 11, to: 9 });
    expect(steps).toHaveLength(3);
    expect(steps[1].jobs[0]).toMatchObject({ faceFrom: false, faceTo: true });
  });

  it('shows faces only where the viewer may see them', () => {
    expect(faceShown({ zone: 'hand', seat: 1 }, 0)).toBe(false);
    expect(faceShown({ zone: 'hand', seat: 0 }, 0)).toBe(true);
    expect(faceShown({ zone: 'deck', seat: 0 }, 0)).toBe(false);
    expect(faceShown({ zone: 'discard', seat: 1 }, 0)).toBe(true);
    expect(faceShown({ zone: 'reserve' }, 'audience')).toBe(false);
  });
});
