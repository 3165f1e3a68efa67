// Engine events become animation steps: a played card flies to the strip of the card it faces, a
// batch of draws flies together, flames and shifts get their own steps, the viewer's eyes decide faces.
import { describe, expect, it } from 'vitest';
import { eventsToSteps, MAX_FLIGHTS, stepMs, type AnimJob } from '../../scenes/presenter/anim-jobs';
import { rules, type GameEvent, type Seat } from '../../src/engine';
import { session } from './helpers';

describe('eventsToSteps', () => {
  it('flies a played card from the hand to the strip of the field card it faces', () => {
    const s = session();
    const play = rules('classic').legal(s.state, 0).find((a) => a.type === 'play')!;
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

  it('flies the cards another seat draws as backs naming no card, and turns the viewer\'s own face up', () => {
    const s = session();
    const before = s.state.field;
    // The whole hand thrown away, so that five are drawn (upkeep step 2).
    const r = s.send({ type: 'endTurn', seat: 0, discard: [...s.state.players[0].hand] });
    if (!r.ok) throw new Error(r.error.message);
    const draws = (viewer: Seat | 'audience') => eventsToSteps(rules('classic').redact(r.state, r.events, viewer), viewer, before).flatMap((st) => st.jobs)
      .filter((j): j is Extract<AnimJob, { kind: 'fly' }> => j.kind === 'fly' && j.from.zone === 'deck' && j.to.zone === 'hand');
    const mine = r.state.players[0].hand;
    expect(draws(0).map((j) => [j.uid, j.card, j.faceFrom, j.faceTo])).toEqual(mine.map((u) => [u, r.state.cards[u], false, true]));
    for (const other of [1, 'audience'] as const) {
      expect(draws(other)).toHaveLength(5);
      expect(draws(other).every((j) => j.uid === -1 && j.card === -1 && !j.faceFrom && !j.faceTo)).toBe(true);
    }
  });

  it('shows faces where the engine says the viewer sees them: under a relic and on the Main Breadwinner too', () => {
    const moved = (from: string, to: string, seat?: number): GameEvent => ({ type: 'cardMoved', uid: 9, card: 30, from: { zone: from as 'hand', seat }, to: { zone: to as 'hand', seat } });
    const faces = (e: GameEvent, viewer: Seat | 'audience') => {
      const j = eventsToSteps([e], viewer, [])[0].jobs[0];
      return j.kind === 'fly' ? [j.faceFrom, j.faceTo] : null;
    };
    expect(faces(moved('discard', 'under', 1), 0)).toEqual([true, true]);
    expect(faces(moved('marked', 'breadwinner'), 'audience')).toEqual([true, true]);
    expect(faces(moved('hand', 'discard', 1), 0)).toEqual([false, true]);
    expect(faces(moved('hand', 'deck', 0), 0)).toEqual([true, false]);
    expect(faces(moved('reserve', 'field'), 'audience')).toEqual([false, true]);
  });
});
