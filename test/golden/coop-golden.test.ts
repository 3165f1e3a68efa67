// Issue 24, "Done when — every game is unchanged": the cooperative games pinned at 5164df1 (the engine
// before the redesign) replay move for move: every action accepted, the same events one by one (a
// running hash; the step markers added since are checked against the events they mark instead), the
// same final state, round and outcome. And the planner team, given the same games,
// still chooses the same moves. A change to any of these is a change of the rules' behaviour, or of the
// bots', that the redesign must not make (coop-games.ts says which games; make-golden.ts wrote them).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../src/engine';
import { pinnedShape, playBack, plannerGame, PLANNER_GAMES, PINNED_AT, walk, WALK_SEEDS, type PinnedGame } from './coop-games';

const pinned = JSON.parse(gunzipSync(readFileSync(new URL(`./coop-${PINNED_AT}.json.gz`, import.meta.url))).toString('utf8')) as { pinnedAt: string; games: PinnedGame[] };

describe(`the cooperative games of ${PINNED_AT}`, () => {
  it('pins 12 planner games (2–5 heroes × easy, normal, hard) and 8 random walks over fuzz setups', () => {
    expect(pinned.games.map((g) => g.name)).toEqual([
      ...PLANNER_GAMES.map((g) => `planner ${g.players}p ${g.difficulty}`), ...WALK_SEEDS.map((s) => `walk ${s}`),
    ]);
    expect(pinned.games.reduce((n, g) => n + g.actions.length, 0)).toBeGreaterThan(10_000);
    // The planner's games all end (won or lost); some walks stop at their limit.
    expect(pinned.games.slice(0, 12).every((g) => g.result !== null)).toBe(true);
  });

  it.each(pinned.games.map((g) => [g.name, g] as const))('%s replays move for move', (_name, game) => {
    const back = playBack(game.setup, game.actions);
    expect(back.ok ? null : back).toBeNull();
    if (!back.ok) return;
    expect({ events: back.events, state: stateHash(pinnedShape(back.state)), round: back.state.board.round, result: back.state.result ?? null })
      .toEqual({ events: game.events, state: game.state, round: game.round, result: game.result });
    expect(back.misplaced).toEqual([]);
  });

  it('the planner team and the random walks still choose the same moves', () => {
    const now = [...PLANNER_GAMES.map((g) => plannerGame(g).actions), ...WALK_SEEDS.map((s) => walk(s).actions)];
    expect(now.map((a) => stateHash(a))).toEqual(pinned.games.map((g) => stateHash(g.actions)));
  }, 60_000);
});
