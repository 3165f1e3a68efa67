// Healing Poseidon's marked cards in the players' phase (issue 22): the rulings sheet "Soigner" (« Sauf
// mention contraire, les cartes adverses peuvent être soignées »), Poseidon the heroes' only opponent
// then (001 "Mots clefs"), and a healed card of his back face up onto the Main Breadwinner (001
// "Poséidon": « au lieu de rejoindre les Abysses »). RULING-2: a wound takes 1 Heal, a freeze 2.
import { describe, expect, it } from 'vitest';
import { rules, type CoopAction, type CoopState, type Side } from '../../src/engine';
import { markCard } from '../../src/engine/table/markers';
import { poseidonSeat } from '../../src/engine/coop/sides';
import { cardOf, coopGame, play, putTop, setHand } from './helpers';

const SEIYA = 1; // 1 Heal
const ATHENA = 16; // 2 Heal
const GEKI = 84;
const ICHI = 81;
const JUNE = 85; // while she is on the field, no one can be healed
const CASSIOS = 86;

/** Seiya (seat 0) at pile 0 has played a Seiya and Athéna; Poseidon has a wounded Geki and a frozen Ichi. */
function table(): { s: CoopState; wounded: number; frozen: number; healers: number[] } {
  let s = play(coopGame({ start: [0, 3] }), { type: 'takeTurn', seat: 0 }).state;
  const top = putTop(s, 0, CASSIOS);
  const healers = setHand(s, 0, [SEIYA, ATHENA]);
  s = play(s, ...healers.map((card): CoopAction => ({ type: 'play', seat: 0, card, facing: top, effect: false }))).state;
  const wounded = cardOf(s, GEKI);
  const frozen = cardOf(s, ICHI);
  markCard(s, wounded, 'wound', [], poseidonSeat(s));
  markCard(s, frozen, 'freeze', [], poseidonSeat(s));
  return { s, wounded, frozen, healers };
}

const heals = (s: CoopState, side: Side) =>
  rules('coop').legal(s, side).filter((a): a is Extract<CoopAction, { type: 'heal' }> => a.type === 'heal');

describe('the heroes may heal Poseidon\'s marked cards', () => {
  it('lists each spend on them (a wound 1 point, a freeze 2), and apply() accepts every one listed', () => {
    const { s, wounded, frozen, healers: [seiya, athena] } = table();
    expect(s.board.poseidon.marked).toEqual([wounded, frozen]);
    const listed = heals(s, 0);
    expect(listed).toContainEqual({ type: 'heal', seat: 0, card: seiya, targets: [wounded] });
    expect(listed).toContainEqual({ type: 'heal', seat: 0, card: seiya, targets: [frozen] });
    expect(listed).toContainEqual({ type: 'heal', seat: 0, card: athena, targets: [frozen, frozen] });
    expect(listed).toContainEqual({ type: 'heal', seat: 0, card: athena, targets: [wounded, frozen] });
    // Never more points on a card than it needs.
    expect(listed.some((a) => a.targets.filter((t) => t === wounded).length > 1)).toBe(false);
    for (const a of listed) expect(rules('coop').applyAction(s, a).ok, JSON.stringify(a)).toBe(true);
  });

  it('a card healed of its last marker goes back face up on top of the Main Breadwinner, not to the Abyss', () => {
    const { s, frozen, healers: [, athena] } = table();
    const abyss = [...s.fieldDiscard];
    const { state, events } = play(s, { type: 'heal', seat: 0, card: athena, targets: [frozen, frozen] });
    expect(state.board.poseidon.marked).not.toContain(frozen);
    expect(state.board.breadwinner.at(-1)).toBe(frozen);
    expect(state.fieldDiscard).toEqual(abyss);
    expect(events).toContainEqual(expect.objectContaining({ type: 'unmarked', uid: frozen, freeze: 2 }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'cardMoved', uid: frozen, from: { zone: 'marked', seat: poseidonSeat(s) }, to: { zone: 'breadwinner' } }));
  });

  it('is offered to the hero in turn only, and not while a field card forbids healing', () => {
    const { s } = table();
    expect(heals(s, 1)).toEqual([]);
    expect(heals(s, 'team')).toEqual([]);
    putTop(s, 3, JUNE); // Shun's pile: June is on the field
    expect(heals(s, 0)).toEqual([]);
  });
});
