// Issue 24, "Done when — every game is unchanged", for the classic rules with every expansion set and
// the Epics (test/sim/same-games.test.ts pins the base game): the games pinned at 5164df1 replay move
// for move (every action accepted, the same events step by step, the same final state, turn and
// outcome), and the bots still choose the same moves (classic-games.ts says which games).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../src/engine';
import { CLASSIC_GAMES, CLASSIC_PINNED_AT, classicGame, classicName, playBackClassic, type PinnedClassicGame } from './classic-games';

const pinned = JSON.parse(gunzipSync(readFileSync(new URL(`./classic-${CLASSIC_PINNED_AT}.json.gz`, import.meta.url))).toString('utf8')) as { games: PinnedClassicGame[] };

describe(`the classic games with the expansions of ${CLASSIC_PINNED_AT}`, () => {
  it('pins 8 games with every set and the Epics (2–5 seats, greedy and random) and one per set', () => {
    expect(pinned.games.map((g) => g.name)).toEqual(CLASSIC_GAMES.map(classicName));
    expect(pinned.games.every((g) => g.result !== null)).toBe(true);
  });

  it.each(pinned.games.map((g) => [g.name, g] as const))('%s replays move for move', (_name, game) => {
    const back = playBackClassic(game.setup, game.actions);
    expect(back.ok ? null : back).toBeNull();
    if (!back.ok) return;
    expect({ events: back.events, state: stateHash(back.state), turn: back.state.turn, result: back.state.result ?? null })
      .toEqual({ events: game.events, state: game.state, turn: game.turn, result: game.result });
  });

  it('the bots still choose the same moves', () => {
    expect(CLASSIC_GAMES.map((g) => stateHash(classicGame(g).actions))).toEqual(pinned.games.map((g) => stateHash(g.actions)));
  }, 60_000);
});
