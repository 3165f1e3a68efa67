// The greedy teammate: the classic greedy bot's habits, on its own pile only.
import { describe, expect, it } from 'vitest';
import { coopGreedyBot } from '../../src/bots/coop';
import { coopGame, play, putTop, setHand } from '../coop/helpers';
import { decideFor, runTurn } from './coop-helpers';

const SEIYA = 1;
const CASSIOS = 86; // costs 2 Force
const SHURA = 39; // costs 9 Force
const DOKO = 36; // costs 9 Force
const AIOLOS = 38; // costs 9 Force
const SPARTAN = 68; // costs 3 Force, 2 VP

/** Seiya (seat 0) at pile 0 and Shun (seat 1) at pile 3, Seiya to play. */
const seiyaToPlay = () => play(coopGame({ start: [0, 3] }), { type: 'takeTurn', seat: 0 }).state;

/** Pile 0 emptied and its pillar revealed (the hero facing it may destroy it). */
function pillarAtZero(s: ReturnType<typeof seiyaToPlay>): number {
  s.reserve.push(...s.board.piles[0].splice(0), s.field[0]!);
  s.field[0] = null;
  const pillar = s.board.pillarSide[0].pop()!;
  s.expansion!.pillarsInPlay.push(pillar);
  return pillar;
}

describe('the greedy coop bot', () => {
  it('plays its characters toward the card on its pile it can afford, then takes it', () => {
    const s = seiyaToPlay();
    const top = putTop(s, 0, CASSIOS);
    setHand(s, 0, [SEIYA, SEIYA, SEIYA]);
    expect(decideFor(coopGreedyBot(), s, 0)).toMatchObject({ type: 'play', facing: top });
    const { state, actions } = runTurn(coopGreedyBot(), s);
    expect(actions).toContainEqual(expect.objectContaining({ type: 'acquire', target: top }));
    expect(state.players[0].discard).toContain(top);
  });

  it('takes the most valuable card it can afford: the card on its pile, not a cheaper one elsewhere', () => {
    const s = seiyaToPlay();
    const top = putTop(s, 0, SPARTAN);
    putTop(s, 1, CASSIOS);
    setHand(s, 0, [SEIYA, SEIYA, SEIYA, SEIYA]);
    const { actions } = runTurn(coopGreedyBot(), s);
    expect(actions.filter((a) => a.type === 'move')).toEqual([]);
    expect(actions).toContainEqual(expect.objectContaining({ type: 'acquire', target: top }));
  });

  it('moves to a neighbouring pile it can take when its own pile has nothing it can take, paying with one card', () => {
    const s = seiyaToPlay();
    putTop(s, 0, SHURA);
    const there = putTop(s, 1, CASSIOS);
    setHand(s, 0, [SEIYA, SEIYA, SEIYA]);
    expect(decideFor(coopGreedyBot(), s, 0)).toMatchObject({ type: 'move', to: 1 });
    const { state, actions } = runTurn(coopGreedyBot(), s);
    expect(actions.filter((a) => a.type === 'move')).toHaveLength(1);
    expect(state.board.heroAt[0]).toBe(1);
    expect(state.players[0].discard).toContain(there);
  });

  it('stays and ends its turn when no pile in reach has a card it can take', () => {
    const s = seiyaToPlay();
    putTop(s, 0, SHURA);
    putTop(s, 1, DOKO);
    putTop(s, 6, AIOLOS);
    setHand(s, 0, [SEIYA, SEIYA]);
    expect(decideFor(coopGreedyBot(), s, 0)).toMatchObject({ type: 'endTurn', seat: 0 });
  });

  it('destroys the pillar revealed at its pile when it can', () => {
    const s = seiyaToPlay();
    const pillar = pillarAtZero(s);
    s.modifiers.push({ uid: pillar, force: -7, cosmos: 0, kind: 'cost' });
    setHand(s, 0, [SEIYA, SEIYA, SEIYA, SEIYA, SEIYA]);
    const water = s.board.water;
    const { state } = runTurn(coopGreedyBot(), s);
    expect(state.players[0].pillars).toEqual([pillar]);
    expect(state.board.water).toBe(water - 1);
  });

  it('uses its Libra weapons on Heroes facing a pillar they cannot destroy alone', () => {
    const s = seiyaToPlay();
    const pillar = pillarAtZero(s);
    s.players[0].libra = 2;
    s.expansion!.libra -= 2;
    setHand(s, 0, [SEIYA, SEIYA, SEIYA, SEIYA, SEIYA]);
    const { state, actions } = runTurn(coopGreedyBot(), s);
    expect(actions.filter((a) => a.type === 'libra').length).toBeGreaterThan(0);
    expect(state.players[0].pillars).toEqual([pillar]);
  });

  it('lets the first hero who has not played go next', () => {
    const s = coopGame({ heroes: ['seiya', 'shun', 'ikki'], start: [0, 2, 4] });
    expect(decideFor(coopGreedyBot(), s, 'team')).toEqual({ type: 'takeTurn', seat: 0 });
    const next = play(s, { type: 'takeTurn', seat: 0 }, { type: 'endTurn', seat: 0 }).state;
    expect(decideFor(coopGreedyBot(), next, 'team')).toEqual({ type: 'takeTurn', seat: 1 });
  });
});
