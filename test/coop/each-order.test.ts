// RULING-20: which "every player in turn" effects ask the team their order: those where one hero's part
// changes what the next one meets. Any other order gives the same result, so it goes clockwise unasked.
import { describe, expect, it } from 'vitest';
import { scriptOf } from '../../src/cards/scripts';
import { orderMatters } from '../../src/engine/coop/each-order';

const eachOps = (id: number, part: string) => {
  const ops = (scriptOf(id) as unknown as Record<string, { op: string; ops: unknown }[]>)[part];
  const each = ops.find((o) => o.op === 'forEach');
  if (!each) throw new Error(`no forEach in ${id} ${part}`);
  return each.ops;
};

describe('the order matters (RULING-20)', () => {
  it('when each hero gives a card to another player: the Écaille de la Sirène Marine\'s Exit', () => {
    expect(orderMatters(eachOps(2037, 'exit'))).toBe(true);
  });
  it('when each hero takes from the field (the pattern of an acquisition in turn)', () => {
    expect(orderMatters([{ op: 'choose', from: { zone: 'field' }, min: 1, max: 1, as: 'got', prompt: 'p', who: 'each' }])).toBe(true);
  });
  it('not when each hero only draws and heals their own cards: Athéna\'s Arrival', () => {
    expect(orderMatters(eachOps(16, 'arrival'))).toBe(false);
  });
  it('not when each hero only reads a shared place: Death Queen Island\'s end counts the Abyss', () => {
    expect(orderMatters(eachOps(2905, 'gameEnd'))).toBe(false);
  });
  it('not when each hero discards five of their own: Scylla\'s Arrival', () => {
    expect(orderMatters(eachOps(2035, 'arrival'))).toBe(false);
  });
});
