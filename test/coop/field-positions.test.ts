// The cooperative field's positions (Poseidon rulebook "Spécificités": "Le premier emplacement du
// terrain … la pile à gauche du pion Submersion", "Le dernier emplacement … la pile à droite"; RULING-7:
// no discount on any slot).
import { describe, expect, it } from 'vitest';
import { cardType } from '../../src/cards';
import { fieldCost, playedValue } from '../../src/engine';
import { fieldOrder } from '../../src/engine/table/positions';
import { coopGame, play, putTop, setHand } from './helpers';

const AIOLIA = 34; // +1 Force and +1 Cosmos facing the last card of the field
const CASSIOS = 86;

describe('the cooperative field\'s positions', () => {
  it('run counter-clockwise from the pile left of the flood pawn (first) to the pile on its right (last)', () => {
    const s = coopGame();
    s.board.pawn = 0;
    expect(fieldOrder(s)).toEqual([6, 5, 4, 3, 2, 1, 0]);
    s.board.pawn = 3;
    expect(fieldOrder(s)).toEqual([2, 1, 0, 6, 5, 4, 3]);
  });

  it('a card "facing the last card of the field" faces the pile the pawn crosses next', () => {
    const s = play(coopGame({ start: [3, 5] }), { type: 'takeTurn', seat: 0 }).state;
    s.board.pawn = 3; // pile 3 is the last position
    const top = putTop(s, 3, CASSIOS);
    const [aiolia] = setHand(s, 0, [AIOLIA]);
    const faced = play(s, { type: 'play', seat: 0, card: aiolia, facing: top }).state;
    expect(playedValue(faced, aiolia, 'force')).toBe(cardType(AIOLIA).force + 1);
    s.board.pawn = 5; // now pile 3 is in the middle of the field
    const middle = play(s, { type: 'play', seat: 0, card: aiolia, facing: top }).state;
    expect(playedValue(middle, aiolia, 'force')).toBe(cardType(AIOLIA).force);
  });

  it('RULING-7: no field place costs 1 less (the classic 6th slot discount is not in this mode)', () => {
    const s = coopGame({ start: [5, 1] });
    for (const [pile, type] of [[5, CASSIOS], [6, 89], [0, 88]]) {
      s.board.pawn = (pile + 1) % 7; // each in turn at the last position, then the 6th slot (5) too
      const top = putTop(s, pile, type);
      expect(fieldCost(s, top, 'force', 0)).toBe(cardType(type).cost.force);
    }
  });
});

describe('several field cards at once (RULING-6: their Exits from the last position to the first)', () => {
  it('an effect reading the field takes its cards first to last around the pawn, so the last one\'s Exit is queued last and resolves first', async () => {
    const { select } = await import('../../src/engine/effects/select');
    const s = coopGame({ start: [2, 5] });
    s.board.pawn = 3; // positions: piles 2, 1, 0, 6, 5, 4, 3
    const onField = select(s, { seat: 0, source: -1, vars: {} }, { zone: 'field' });
    expect(onField).toEqual([s.field[2], s.field[5]]);
    s.board.pawn = 6; // positions: piles 5, 4, 3, 2, 1, 0, 6
    expect(select(s, { seat: 0, source: -1, vars: {} }, { zone: 'field' })).toEqual([s.field[5], s.field[2]]);
  });
});
