// The cooperative scenario format (docs/scenarios.md, "Cooperative scenarios"): loading with
// field-named errors, the board it builds, and the CLI's exit code for a bad file.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CoopState } from '../../src/engine';
import { buildState, loadScenario, placedCards, runScenario, ScenarioError } from '../../src/sim/scenario';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const minimal = (): Json => ({
  name: 'Seiya moves next to Shun',
  rule: '001 Phase des joueurs',
  mode: 'coop',
  state: {
    piles: [{ down: [81], top: 80 }, {}, { general: 2017, top: 'general' }, { down: [82], top: 83 }, {}, {}, { general: null, pillar: { card: 2044, revealed: true } }],
    breadwinner: [84, 85],
    players: [{ hero: 'seiya', at: 0, hand: [86, 89] }, { hero: 'shun', at: 2 }],
  },
  steps: [{ do: 'move', discard: 'hand:86', to: 6 }],
  expect: { heroAt: [6, 2] },
});

const errorOf = (json: unknown) => {
  try { loadScenario(json); } catch (e) { expect(e).toBeInstanceOf(ScenarioError); return (e as Error).message; }
  throw new Error('loaded without error');
};

describe('loading a cooperative scenario', () => {
  it('accepts a well-formed one, settles the Generals and pillars it leaves out, and it passes', () => {
    const s = loadScenario(minimal());
    expect(s.mode).toBe('coop');
    if (s.mode !== 'coop' || 'setup' in s.state) throw new Error('an arranged cooperative scenario');
    expect(s.state.piles.map((p) => p.general)).toEqual([2013, 2014, 2017, 2015, 2016, 2018, null]);
    expect(s.state.piles.map((p) => p.pillar.card)).toEqual([2038, 2039, 2040, 2041, 2042, 2043, 2044]);
    expect(runScenario(s).passed).toBe(true);
  });

  it.each([
    ['a pile out of 0..6', (s: Json) => { s.state.players[1].at = 7; }, /"state\.players\.1\.at": piles are numbered 0 to 6/],
    ['an unknown card type', (s: Json) => { s.state.piles[0].down.push(999); }, /"state\.piles\.0\.down\.1": unknown card type 999/],
    ['more copies than the game has', (s: Json) => { s.state.reserve = [80, 80]; }, /"state\.reserve\.1": a cooperative game holds 2 Jabu de la Licorne \(80\)/],
    ['a card out of the cooperative game', (s: Json) => { s.state.reserve = [17]; }, /"state\.reserve\.0": Pope \(17\) is not in a cooperative game/],
    ['a General that is none', (s: Json) => { s.state.piles[1].general = 2021; }, /"state\.piles\.1\.general": Soldat Marina \(2021\) is not a Mariner General \(2013–2019\)/],
    ['the same General twice', (s: Json) => { s.state.piles[1].general = 2017; }, /"state\.piles\.2\.general": Krishna de Chrysaor \(2017\) already guards pile 1/],
    ['a pillar that is none', (s: Json) => { s.state.piles[1].pillar = 86; }, /"state\.piles\.1\.pillar\.card": Cassios \(86\) is not a pillar/],
    ['six piles', (s: Json) => { s.state.piles.pop(); }, /"state\.piles": the board has 7 piles/],
    ['a pillar revealed under cards', (s: Json) => { s.state.piles[1].pillar = { card: 2039, revealed: true }; }, /"state\.piles\.1\.pillar": a pillar is revealed once its pile is empty/],
    ['an empty pile hiding its pillar', (s: Json) => { delete s.state.piles[6].pillar; }, /"state\.piles\.6\.pillar": pile 6 is empty/],
    ['cards on a pile without its General', (s: Json) => { s.state.piles[6].down = [82]; }, /"state\.piles\.6\.down": a pile whose General is gone/],
    ['a hero facing a face-down top', (s: Json) => { s.state.players[1].at = 1; }, /"state\.players\.1\.at": seat 1 faces pile 1, whose top is face down/],
    ['the water at its top', (s: Json) => { s.state.water = 8; }, /"state\.water": the water at its top \(8\) ends the game/],
    ['every hero played', (s: Json) => { s.state.played = [0, 1]; s.state.inTurn = false; }, /"state\.played": every hero has played/],
    ['a phase to arrange', (s: Json) => { s.state.phase = 'poseidon'; }, /"state\.phase": a scenario starts in the players' phase/],
    ['a setup with more', (s: Json) => { s.state = { setup: { heroes: ['seiya', 'shun'] }, pawn: 2 }; }, /"state\.pawn": with "setup"/],
    ['a setup with two heroes at a pile', (s: Json) => { s.state = { setup: { heroes: ['seiya', 'shun'], start: [3, 3] } }; }, /"state\.setup\.start\.1": each hero starts facing a different pile/],
    ['a gift to a missing seat', (s: Json) => { s.steps[0] = { do: 'give', to: 2, cards: ['hand:86'] }; }, /"steps\.0\.to": there are only 2 heroes/],
    ['a move off the board', (s: Json) => { s.steps[0].to = 7; }, /"steps\.0\.to": piles are numbered 0 to 6/],
    ['a reference off the field', (s: Json) => { s.steps[0] = { do: 'acquire', target: 'field:7', by: 'force' }; }, /"steps\.0\.target": "field:7": field slots are 0 to 6/],
    ['a board without "mode": "coop"', (s: Json) => { delete s.mode; }, /"state(\.players\.0)?": Unrecognized key/],
    ['a classic key in a coop expectation', (s: Json) => { s.expect.clock = 3; }, /"expect": Unrecognized key: "clock"/],
  ])('refuses %s, naming the field', (_what, mutate, message) => {
    const s = minimal();
    mutate(s);
    expect(errorOf(s)).toMatch(message);
  });
});

describe('the board a cooperative scenario builds', () => {
  it('holds only the cards listed, each in one place, piles bottom first with their General under them', () => {
    const state = buildState(loadScenario(minimal())) as CoopState;
    const b = state.board;
    expect(state.mode).toBe('coop');
    expect(state.phase).toBe('players');
    expect(b.inTurn).toBe(true);
    expect(b.piles[0].map((u) => state.cards[u])).toEqual([2013, 81]);
    expect(state.cards[state.field[0]!]).toBe(80);
    expect(state.field[2]).toBe(b.generals[2]);
    expect(b.piles[2]).toEqual([]);
    expect(b.generals[6]).toBe(-1);
    expect(state.expansion!.pillarsInPlay.map((u) => state.cards[u])).toEqual([2044]);
    expect(b.pillarSide[6]).toEqual([]);
    expect(b.breadwinner.map((u) => state.cards[u])).toEqual([84, 85]);
    expect([b.water, b.waterTop, b.pawn]).toEqual([3, 8, 0]);
    const places = placedCards(state);
    expect(places.length).toBe(state.cards.length);
    expect(new Set(places).size).toBe(places.length);
  });
});

describe('npm run scenario with a cooperative file', () => {
  it('exits 2 and names the field of a bad board', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'scenario-coop-'));
    const s = minimal();
    s.state.players[1].at = 9;
    const file = path.join(tmp, 'bad.json');
    fs.writeFileSync(file, JSON.stringify(s));
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/sim/scenario-cli.ts', file], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stdout).toContain('field "state.players.1.at": piles are numbered 0 to 6');
  }, 30_000);
});
