// Issue 12, "field effects that change what may be done are visible without a long press": every
// static that holds while its card is on the field carries a caption (a message key the table writes on
// the card), in French and in English; statics that act elsewhere carry none.
import { describe, expect, it } from 'vitest';
import { CARD_TYPES, type Static } from '../../src/cards';
import { ALL_SCRIPTS, captionsOf } from '../../src/cards/scripts';
import { hasMessage } from '../../src/i18n';

/** The statics that hold from the field: rules for everyone (restrictions.ts, ruling.ts) and the card's
 *  own costs there. */
const FROM_FIELD: readonly Static['on'][] = ['field', 'costs', 'forceCostAsCosmos', 'othersExit', 'cost', 'altCost', 'unreducible'];
/** Cards that can be revealed on the field: the reserve's. */
const onField = (id: number) => CARD_TYPES.get(id)?.zone === 'reserve';

describe('field captions', () => {
  const statics = ALL_SCRIPTS.flatMap((s) => (s.statics ?? []).map((st) => ({ id: s.id, st })));

  it('every rule a field card imposes has a caption', () => {
    const missing = statics.filter(({ id, st }) => onField(id) && FROM_FIELD.includes(st.on) && !st.caption).map(({ id, st }) => `${id} ${st.on}`);
    expect(missing).toEqual([]);
  });

  it('no caption on a static that does not act from the field (it would never be shown, or be wrong)', () => {
    const stray = statics.filter(({ id, st }) => st.caption && !(onField(id) && FROM_FIELD.includes(st.on))).map(({ id, st }) => `${id} ${st.on}`);
    expect(stray).toEqual([]);
  });

  it('every caption has a message in every language', () => {
    const keys = [...new Set(statics.flatMap(({ st }) => (st.caption ? [st.caption] : [])))];
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((k) => !hasMessage(k))).toEqual([]);
  });

  it('captionsOf gives a card type its captions, in script order, and none to a card without rules', () => {
    expect(captionsOf(66)).toEqual(['caption.noOtherSaint']);
    expect(captionsOf(74)).toEqual(['caption.cheaperFor.hyoga']);
    expect(captionsOf(80)).toEqual([]);
    expect(captionsOf(99999)).toEqual([]);
  });
});
