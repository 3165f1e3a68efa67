// Healing in the cooperative mode: both teammate bots heal their own marked cards with the characters
// that would be discarded anyway, and never a teammate's nor Poseidon's (RULING-2: a wound takes 1 Heal,
// a freeze 2; why not his: src/bots/coop/basics.ts healOwn).
import { describe, expect, it } from 'vitest';
import { coopGreedyBot, coopPlannerBot, type CoopBot } from '../../src/bots/coop';
import { rules } from '../../src/engine';
import { markCard } from '../../src/engine/table/markers';
import { poseidonSeat } from '../../src/engine/coop/sides';
import { coopGame, play, putTop, setHand } from '../coop/helpers';
import { runTurn } from './coop-helpers';

const SEIYA = 1; // a Hero card: 1 Heal
/** Cards costing 8 or more by either route: out of reach of three Hero cards. */
const DEAR = [37, 39, 32, 1026, 2013];

/** Seiya (seat 0) at pile 0, Shun (seat 1) at pile 3, every pile within two moves of Seiya showing a card
 *  out of his reach; Seiya to play. */
function woundedSeiya(marks: ('wound' | 'freeze')[], poseidonMarks: ('wound' | 'freeze')[] = []) {
  const s = coopGame({ start: [0, 3] });
  [0, 1, 6, 2, 5].forEach((pile, i) => putTop(s, pile, DEAR[i]));
  setHand(s, 0, [SEIYA, SEIYA, SEIYA]);
  const marked = marks.map((m, i) => {
    const uid = s.players[0].deck[i];
    markCard(s, uid, m, [], 0);
    return uid;
  });
  const shunHurt = s.players[1].deck[0];
  markCard(s, shunHurt, 'wound', [], 1);
  const his = poseidonMarks.map((m, i) => {
    const uid = s.reserve[i];
    markCard(s, uid, m, [], poseidonSeat(s));
    return uid;
  });
  return { s: play(s, { type: 'takeTurn', seat: 0 }).state, marked, shunHurt, his };
}

describe.each<[string, () => CoopBot]>([['greedy', coopGreedyBot], ['planner', coopPlannerBot]])('the %s coop bot', (_, make) => {
  it('plays a Hero card and heals its own wounded card, which goes back to its discard', () => {
    const { s, marked: [wounded] } = woundedSeiya(['wound']);
    expect(s.players[0].marked).toContain(wounded);
    const { state, actions } = runTurn(make(), s);
    expect(actions).toContainEqual(expect.objectContaining({ type: 'heal', seat: 0, targets: [wounded] }));
    expect(state.players[0].marked).not.toContain(wounded);
    expect([...state.players[0].discard, ...state.players[0].hand, ...state.players[0].deck]).toContain(wounded);
  });

  it('spends two Heal points on a frozen card', () => {
    const { s, marked: [frozen] } = woundedSeiya(['freeze']);
    const { state, actions } = runTurn(make(), s);
    expect(actions.filter((a) => a.type === 'heal')).toHaveLength(2);
    expect(state.players[0].marked).not.toContain(frozen);
  });

  it('does not heal a teammate’s wounded card', () => {
    const { s, shunHurt } = woundedSeiya([]);
    const { state, actions } = runTurn(make(), s);
    expect(actions.some((a) => a.type === 'heal')).toBe(false);
    expect(state.players[1].marked).toContain(shunHurt);
  });

  it('does not heal Poseidon’s marked cards: healed, they only move to the Main Breadwinner, where they count for him as well', () => {
    const { s: before, his } = woundedSeiya([], ['wound', 'freeze']);
    expect(before.board.poseidon.marked).toEqual(his);
    // A Seiya already in play: the heals of his cards are offered from the first decision on.
    const s = play(before, { type: 'play', seat: 0, card: before.players[0].hand[0], facing: before.field[0]!, effect: false }).state;
    expect(rules('coop').legal(s, 0).filter((a) => a.type === 'heal' && a.targets.every((t) => his.includes(t))).length).toBeGreaterThan(0);
    const { state, actions } = runTurn(make(), s);
    expect(actions.some((a) => a.type === 'heal')).toBe(false);
    expect(state.board.poseidon.marked).toEqual(his);
  });

  it('still heals its own card when Poseidon’s are offered beside it', () => {
    const { s, marked: [wounded], his } = woundedSeiya(['wound'], ['wound', 'wound', 'freeze']);
    const { state, actions } = runTurn(make(), s);
    expect(actions).toContainEqual(expect.objectContaining({ type: 'heal', seat: 0, targets: [wounded] }));
    expect(state.players[0].marked).not.toContain(wounded);
    expect(state.board.poseidon.marked).toEqual(his);
  });
});
