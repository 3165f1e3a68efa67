// The seam between the table and its rulesets (src/engine/table/table-hooks.ts): the classic game
// stands on the plain table (its seats, a row of six whose 6th costs 1 less, rulebook "Zone de jeu"),
// the cooperative board registers Poseidon as a side that is not a seat (Poseidon rulebook "Poséidon":
// his hand is the top of the Main Breadwinner, his discard the Abyss), the heptagon's positions
// ("Spécificités"; RULING-7: no discount), its piles and the flood's tokens on costs.
import { describe, expect, it } from 'vitest';
import { rules } from '../../src/engine';
import { hooksOf, PLAIN_TABLE } from '../../src/engine/table/table-hooks';
import { extraSides, opponentsOf, placeOf, playerOf, sideZone, sparedByExit } from '../../src/engine/table/sides';
import { discountSlot, fieldOrder, slotBeside, staysOnField } from '../../src/engine/table/positions';
import { seesPlace } from '../../src/engine/table/visibility';
import { coopGame } from './helpers';

const classicGame = () => rules('classic').setup({ seed: 5, heroes: ['seiya', 'shiryu', 'hyoga'] }).state;

describe('the plain table (classic)', () => {
  it('has its seats as sides and nobody else', () => {
    const s = classicGame();
    expect(hooksOf(s)).toBe(PLAIN_TABLE);
    expect(extraSides(s)).toEqual([]);
    expect(opponentsOf(s, 1)).toEqual([0, 2]);
    expect(sparedByExit(s)).toBeUndefined();
    const to = { zone: 'hand' as const, seat: 2 };
    expect(placeOf(s, to, null)).toBe(to);
  });

  it('lays its field in a row of six whose 6th costs 1 less', () => {
    const s = classicGame();
    expect(fieldOrder(s)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(discountSlot(s)).toBe(5);
    expect([slotBeside(s, 0, -1), slotBeside(s, 0, 1), slotBeside(s, 5, 1)]).toEqual([-1, 1, -1]);
    expect(s.field.some((uid) => uid !== null && staysOnField(s, uid))).toBe(false);
    expect(hooksOf(s).costExtra(s, s.field[0]!)).toBe(0);
  });
});

describe('the cooperative board\'s hooks', () => {
  it('make Poseidon a side after the seats, whose hand is the top of the Main Breadwinner', () => {
    const s = coopGame({ heroes: ['seiya', 'shun', 'hyoga'] });
    const poseidon = 3;
    expect(extraSides(s)).toEqual([poseidon]);
    expect(playerOf(s, poseidon)).toBe(s.board.poseidon);
    expect(placeOf(s, { zone: 'hand', seat: poseidon }, null)).toEqual({ zone: 'breadwinner' });
    expect(placeOf(s, { zone: 'discard', seat: poseidon }, null)).toEqual({ zone: 'fieldDiscard' });
    expect(placeOf(s, { zone: 'discard', seat: poseidon }, { zone: 'marked', seat: poseidon })).toEqual({ zone: 'breadwinner' });
    s.board.breadwinner.push(...s.reserve.splice(-7));
    expect(sideZone(s, poseidon, 'hand')).toEqual(s.board.breadwinner.slice(-5));
    expect(sparedByExit(s)).toBe(poseidon);
  });

  it('make Poseidon the heroes\' only opponent in their phase, and the heroes his', () => {
    const s = coopGame({ heroes: ['seiya', 'shun', 'hyoga'] });
    expect(opponentsOf(s, 0)).toEqual([3]);
    expect(opponentsOf(s, 3)).toEqual([0, 1, 2]);
  });

  it('read the field counter-clockwise from the flood pawn, with no discount, and hide the piles', () => {
    const s = coopGame();
    s.board.pawn = 3;
    expect(fieldOrder(s)).toEqual([2, 1, 0, 6, 5, 4, 3]);
    expect(discountSlot(s)).toBe(-1);
    expect(slotBeside(s, 0, 1)).toBe(6);
    expect(seesPlace({ zone: 'pile', slot: 0 }, 0)).toBe(false);
    expect(seesPlace({ zone: 'pillarSide', slot: 0 }, 0)).toBe(true);
  });

  it('add the flood\'s +1 VP tokens to a General\'s costs', () => {
    const s = coopGame();
    const general = s.board.generals[0];
    expect(hooksOf(s).costExtra(s, general)).toBe(0);
    s.board.tokenCost[general] = 2;
    expect(hooksOf(s).costExtra(s, general)).toBe(2);
  });
});
