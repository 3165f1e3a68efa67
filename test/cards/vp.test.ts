// A card's VP has three readers that fall back differently when none is printed (cards/vp.ts): the
// classic score, Poseidon's count and the bots' guess. Unifying them would change scores and bot
// choices, so each is pinned on the cards where they differ.
import { describe, expect, it } from 'vitest';
import { CARD_TYPES } from '../../src/cards';
import { hintedVp, poseidonVp, printedVp, VP_RULES, WORTH_HINTS } from '../../src/cards/vp';

describe('a card\'s VP, as each reader counts it', () => {
  it('a printed VP is the same for every reader', () => {
    for (const card of CARD_TYPES.values()) {
      if (card.vp === null) continue;
      expect([printedVp(card.id), poseidonVp(card.id), hintedVp(card.id)], card.name).toEqual([card.vp, card.vp, card.vp]);
    }
  });

  it('a card scored by a rule: classic scoring reads the rule (0 here), Poseidon its base, the bots its hint', () => {
    // Athéna (16): 1 VP per 10 cards of a game, no base; North Atlantic pillar (2038): 2 + 1 per Marina.
    expect([printedVp(16), poseidonVp(16), hintedVp(16)]).toEqual([0, 0, 2]);
    expect([printedVp(2038), poseidonVp(2038), hintedVp(2038)]).toEqual([0, 2, 4]);
    // Hilda (1014): base 0, 2 per God Robe.
    expect([poseidonVp(1014), hintedVp(1014)]).toEqual([0, 2]);
  });

  it('every card without a printed VP scores by a rule, and every rule card has a worth hint', () => {
    const unprinted = [...CARD_TYPES.values()].filter((c) => c.vp === null).map((c) => c.id).sort((a, b) => a - b);
    expect(Object.keys(VP_RULES).map(Number).sort((a, b) => a - b)).toEqual(unprinted);
    expect(Object.keys(WORTH_HINTS).map(Number).sort((a, b) => a - b)).toEqual(unprinted);
  });
});
