// The Poseidon phase (Poseidon rulebook "Phase de Poséidon", "Pilier et Main Breadwinner").
import { describe, expect, it } from 'vitest';
import { fieldCost, previewPoseidon, rules, type CoopState } from '../../src/engine';
import { coopGame, play, putTop } from './helpers';

const CASSIOS = 86;

/** Both heroes (at piles 3 and 5) play empty turns: the Poseidon phase follows. */
function poseidonPhase(s: CoopState) {
  return play(s, { type: 'takeTurn', seat: 0 }, { type: 'endTurn', seat: 0 }, { type: 'takeTurn', seat: 1 }, { type: 'endTurn', seat: 1 });
}

const floods = (events: unknown[]) => events.filter((e) => (e as { type: string }).type === 'floodAt') as { pile: number; reason: string; uid?: number }[];

describe('the Poseidon phase', () => {
  it('"déplacez le pion Submersion dans le sens horaire, d\'autant d\'intervalles que le nombre de joueurs"', () => {
    const { state, events } = poseidonPhase(coopGame({ start: [3, 5] }));
    expect(state.board.pawn).toBe(2);
    expect(floods(events).map((f) => f.pile)).toEqual([0, 1]);
    expect(state.phase).toBe('players');
    expect(state.board.round).toBe(2);
  });

  it('"Si la carte sur la pile est face cachée, placez-la face visible dans le Main Breadwinner"', () => {
    const s = coopGame({ start: [3, 5] });
    const hidden = s.board.piles[0].at(-1)!;
    const { state, events } = poseidonPhase(s);
    expect(state.board.breadwinner[0]).toBe(hidden);
    expect(floods(events)[0]).toMatchObject({ pile: 0, reason: 'faceDown', uid: hidden });
  });

  it('a face-up card goes face up into the Main Breadwinner', () => {
    const s = coopGame({ start: [3, 5] });
    const shown = putTop(s, 0, CASSIOS);
    const { state, events } = poseidonPhase(s);
    expect(state.board.breadwinner[0]).toBe(shown);
    expect(state.field[0]).toBeNull(); // no hero faces pile 0: its next card stays face down
    expect(floods(events)[0]).toMatchObject({ reason: 'faceUp', uid: shown });
  });

  it('the last card of a pile, its General, is flipped face up; already face up, it gets a +1 VP token raising both costs by 1', () => {
    const s = coopGame({ start: [3, 5] });
    s.reserve.push(...s.board.piles[0].splice(1)); // pile 0: its General only, face down
    const general = s.board.piles[0][0];
    const once = poseidonPhase(s);
    expect(once.state.field[0]).toBe(general);
    expect(floods(once.events)[0]).toMatchObject({ reason: 'generalFlipped', uid: general });
    // Next phase the pawn starts at 2; bring it back so that it crosses pile 0 again.
    once.state.board.pawn = 0;
    const force = fieldCost(once.state, general, 'force', 0)!;
    const twice = poseidonPhase(once.state);
    expect(floods(twice.events)[0]).toMatchObject({ reason: 'generalToken', uid: general });
    expect(twice.state.markers[general].vp).toEqual([1]);
    expect(fieldCost(twice.state, general, 'force', 0)).toBe(force + 1);
  });

  it('"Si la pile est vide ou occupée par un Pilier, il ne se passe rien" — and with nothing taken the pawn goes on until Poseidon takes a card', () => {
    const s = coopGame({ start: [3, 5] });
    for (const pile of [0, 1, 2]) { s.reserve.push(...s.board.piles[pile].splice(0)); s.field[pile] = null; }
    const { state, events } = poseidonPhase(s);
    // An emptied pile shows its pillar (after the turn's action: "il rejoint les Abysses et le Pilier … est révélé").
    expect(floods(events).map((f) => [f.pile, f.reason])).toEqual([[0, 'pillar'], [1, 'pillar'], [2, 'pillar'], [3, 'faceUp']]);
    expect(state.board.pawn).toBe(4);
  });

  it('with nothing to take anywhere, the pawn stops after a full lap of the board', () => {
    const s = coopGame({ start: [3, 5] });
    for (let pile = 0; pile < 7; pile++) { s.reserve.push(...s.board.piles[pile].splice(0)); s.field[pile] = null; }
    const { state, events } = poseidonPhase(s);
    expect(floods(events)).toHaveLength(7);
    expect(state.board.pawn).toBe(0);
  });

  it('"Lorsque le pion Submersion passe ou s\'arrête sur l\'intervalle de départ, le niveau de l\'eau augmente de 1 et l\'Épopée reçoit un jeton Sablier"', () => {
    const s = coopGame({ start: [3, 5], epics: true });
    s.board.pawn = 6;
    const water = s.board.water;
    const { state, events } = poseidonPhase(s);
    expect(state.board.pawn).toBe(1);
    expect(state.board.water).toBe(water + 1);
    expect(events).toContainEqual(expect.objectContaining({ type: 'waterChanged', level: water + 1, by: 'startInterval' }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'hourglassAdded' }));
  });

  it('"À la fin de cette phase, les cartes du dessus des piles auxquelles font face des pions Héros sont révélées"', () => {
    const s = coopGame({ start: [0, 5] });
    const next = s.board.piles[0].at(-1)!;
    const { state } = poseidonPhase(s);
    expect(state.board.breadwinner).toContain(s.field[0]);
    expect(state.field[0]).toBe(next);
  });

  it('previewPoseidon says which piles the pawn will cross and what it will do there', () => {
    const s = coopGame({ start: [3, 5] });
    const shown = putTop(s, 1, CASSIOS);
    expect(previewPoseidon(s)).toEqual([
      { pile: 0, does: 'takeHidden', waterRises: false },
      { pile: 1, does: 'take', uid: shown, card: CASSIOS, waterRises: false },
    ]);
    expect(rules('coop').view(s, 'audience').board.preview).toHaveLength(2);
    const { state } = poseidonPhase(s);
    expect(state.board.breadwinner).toEqual([expect.any(Number), shown]);
  });
});
