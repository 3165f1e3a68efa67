// The planning teammate: what a player would notice it does for the team.
import { describe, expect, it } from 'vitest';
import { coopPlannerBot } from '../../src/bots/coop';
import { previewPoseidon, type CoopState } from '../../src/engine';
import { playCoopGame } from '../../src/sim/play-coop';
import { coopGame, play, putTop, setHand } from '../coop/helpers';
import { decideFor, runTurn } from './coop-helpers';

const SEIYA = 1;
const SHUN = 4;
const CASSIOS = 86; // very common, 1 Force: givable
const SPARTAN = 68; // costs 3 Force, 2 VP
const SHURA = 39; // costs 9 Force
const KRISHNA = 2017; // a General costing 8 Force

/**
 * Seiya (seat 0) at a pile he can take nothing from, next to Shun (seat 1), who faces Krishna alone on
 * his pile (the last General, 8 Force) with seven Shun cards: one Force short.
 */
function shunOneShort(): { s: CoopState; general: number; cassios: number } {
  const probe = coopGame();
  const pile = probe.board.generals.findIndex((u) => probe.cards[u] === KRISHNA);
  const s = coopGame({ start: [(pile + 6) % 7, pile] });
  s.reserve.push(...s.board.piles[pile].splice(1), s.field[pile]!);
  s.field[pile] = null;
  const general = s.board.generals[pile];
  putTop(s, (pile + 6) % 7, SHURA);
  const [, , cassios] = setHand(s, 0, [SEIYA, SEIYA, CASSIOS]);
  setHand(s, 1, Array(7).fill(SHUN));
  return { s, general, cassios };
}

/** Seiya (seat 0) at pile 0 and Shun (seat 1) at pile 3, Seiya to play. */
const seiyaToPlay = () => play(coopGame({ start: [0, 3] }), { type: 'takeTurn', seat: 0 }).state;

describe('the planner coop bot', () => {
  it('gives the card that lets the neighbour defeat the General on his pile, who then defeats him', () => {
    const { s, general, cassios } = shunOneShort();
    const started = play(s, { type: 'takeTurn', seat: 0 }).state;
    expect(started.field[started.board.heroAt[1]]).toBe(general);
    expect(decideFor(coopPlannerBot(), started, 0)).toEqual({ type: 'give', seat: 0, to: 1, cards: [cassios] });
    const given = runTurn(coopPlannerBot(), started).state;
    expect(given.players[1].hand).toContain(cassios);
    const shun = runTurn(coopPlannerBot(), play(given, { type: 'takeTurn', seat: 1 }).state).state;
    expect(shun.fieldDiscard).toContain(general); // the last General goes to the Abyss
    expect(shun.expansion!.pillarsInPlay).toContain(shun.board.pillars[shun.board.heroAt[1]]);
  });

  it('lets the giver play before the teammate he can give to', () => {
    const { s } = shunOneShort();
    expect(decideFor(coopPlannerBot(), s, 'team')).toEqual({ type: 'takeTurn', seat: 0 });
  });

  it('moves to destroy a pillar next to it rather than take a card on its own pile', () => {
    const s = seiyaToPlay();
    putTop(s, 0, SPARTAN);
    s.reserve.push(...s.board.piles[1].splice(0));
    const pillar = s.board.pillarSide[1].pop()!;
    s.expansion!.pillarsInPlay.push(pillar);
    s.modifiers.push({ uid: pillar, force: -7, cosmos: 0, kind: 'cost' });
    setHand(s, 0, [SEIYA, SEIYA, SEIYA, SEIYA, SEIYA]);
    expect(decideFor(coopPlannerBot(), s, 0)).toMatchObject({ type: 'move', to: 1 });
    const { state } = runTurn(coopPlannerBot(), s);
    expect(state.players[0].pillars).toEqual([pillar]);
  });

  it('takes the card Poseidon is about to take, next door, rather than the same card on its own pile', () => {
    const arrange = (pawn: number) => {
      const s = seiyaToPlay();
      const mine = putTop(s, 0, SPARTAN);
      const doomed = putTop(s, 1, SPARTAN);
      setHand(s, 0, [SEIYA, SEIYA, SEIYA, SEIYA, SEIYA]);
      s.board.pawn = pawn;
      return { s, mine, doomed };
    };
    const threatened = arrange(1);
    expect(previewPoseidon(threatened.s)[0]).toMatchObject({ pile: 1, does: 'take', uid: threatened.doomed });
    const took = runTurn(coopPlannerBot(), threatened.s).state;
    expect(took.players[0].discard).toContain(threatened.doomed);
    // With the pawn elsewhere, the card on its own pile is as good and nearer.
    const calm = arrange(3);
    const stayed = runTurn(coopPlannerBot(), calm.s).state;
    expect(stayed.players[0].discard).toContain(calm.mine);
    expect(stayed.board.heroAt[0]).toBe(0);
  });

  it('never loops: at most two moves a turn, never back to a pile it left, every turn ended', () => {
    for (const players of [2, 3, 4, 5]) {
      let moves = 0;
      let seen: number[] = [];
      const r = playCoopGame({
        seed: 40 + players, players, bots: 'planner', difficulty: 'normal',
        onStep: (state, action) => {
          if (action.type === 'takeTurn') { moves = 0; seen = [state.board.heroAt[action.seat]]; }
          if (action.type === 'move') {
            moves++;
            expect(moves).toBeLessThanOrEqual(2);
            expect(seen).not.toContain(action.to);
            seen.push(action.to);
          }
        },
      });
      expect(r.error).toBeNull();
    }
  });
});
