// Issue 24 safety net: what the tables animate, pinned before the redesign moves the step markers into
// the engine and the controllers onto one skeleton. For pinned games (test/golden), every action's
// events, redacted for the viewer as the controllers redact them, become the same animation steps
// (jobs and marks, hashed step by step) for a seat and for the audience. Plain TS, no Phaser.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { coopRules, stateHash, rules, type Seat } from '../../src/engine';
import { eventsToSteps } from '../../scenes/presenter/anim-jobs';
import { coopEventsToSteps } from '../../scenes/presenter/coop/coop-anim';
import type { PinnedClassicGame } from '../golden/classic-games';
import type { PinnedGame } from '../golden/coop-games';

const read = <T>(name: string) => (JSON.parse(gunzipSync(readFileSync(new URL(`../golden/${name}`, import.meta.url))).toString('utf8')) as { games: T[] }).games;
const classic = read<PinnedClassicGame>('classic-5164df1.json.gz');
const coop = read<PinnedGame>('coop-5164df1.json.gz');

/** Counted at 5164df1 with the redaction of issue 23: the chain of step hashes, and how many steps. */
const PINNED: Record<string, { steps: number; chain: string }> = {
  'classic 2p greedy asgard+poseidon+promo epics / 0': { steps: 1383, chain: '0f3abc84' },
  'classic 2p greedy asgard+poseidon+promo epics / audience': { steps: 1383, chain: '76b65e16' },
  'classic 2p random asgard+poseidon+promo epics / 0': { steps: 2338, chain: 'd502cd7a' },
  'classic 2p random asgard+poseidon+promo epics / audience': { steps: 2338, chain: '2d66640d' },
  'coop planner 2p normal / 0': { steps: 772, chain: '5c9fed75' },
  'coop planner 2p normal / audience': { steps: 772, chain: '86fcab95' },
  'coop planner 2p hard / 0': { steps: 589, chain: '0971729c' },
  'coop planner 2p hard / audience': { steps: 589, chain: 'ef00e257' },
};

function classicSteps(game: PinnedClassicGame, viewer: Seat | 'audience') {
  const { state } = rules('classic').setup(game.setup);
  let chain = '', steps = 0;
  for (const action of game.actions) {
    const field = [...state.field];
    const r = rules('classic').applyInPlace(state, action);
    if (!r.ok) throw new Error(r.error.message);
    const made = eventsToSteps(rules('classic').redact(state, r.events, viewer), viewer, field);
    steps += made.length;
    chain = stateHash([chain, made]);
  }
  return { steps, chain };
}

function coopSteps(game: PinnedGame, viewer: Seat | 'audience') {
  const { state } = rules('coop').setup(game.setup);
  let chain = '', steps = 0;
  for (const action of game.actions) {
    const field = [...state.field];
    const r = rules('coop').applyInPlace(state, action);
    if (!r.ok) throw new Error(r.error.message);
    const made = coopEventsToSteps(coopRules.redactEvents(state, r.events, viewer), viewer, field, state.board.pillars);
    steps += made.length;
    chain = stateHash([chain, made]);
  }
  return { steps, chain };
}

const CASES = [
  ...classic.slice(0, 2).flatMap((g) => ([0, 'audience'] as const).map((v) => ({ key: `classic ${g.name} / ${v}`, run: () => classicSteps(g, v) }))),
  ...coop.slice(1, 3).flatMap((g) => ([0, 'audience'] as const).map((v) => ({ key: `coop ${g.name} / ${v}`, run: () => coopSteps(g, v) }))),
];

describe('the animation steps of pinned games (issue 24 safety net)', () => {
  it.each(CASES.map((c) => [c.key, c] as const))('%s', (key, c) => {
    // To pin again after a reviewed change: print `key` and `got` here and copy them above.
    const got = c.run();
    expect(got.steps).toBeGreaterThan(50);
    expect(got).toEqual(PINNED[key]);
  });
});
