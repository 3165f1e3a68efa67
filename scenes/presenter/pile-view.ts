// The deck viewer's content (issue 25: "tap your deck or your discard to see its contents"), in plain
// TS: the discard pile in order, its top first (a face-up pile everyone sees), and the deck as a list
// sorted by name with counts (its order is hidden, even from its owner: the engine's view gives only
// what is in it, ownDeck). Only the viewer's own piles are offered.
import { t } from '../../src/i18n';
import { cardName } from './log';

export type PileKind = 'deck' | 'discard';

export interface PileShown {
  kind: PileKind;
  title: string;
  note: string;
  /** One line per card (the discard, top first) or per name (the deck, with its count). */
  lines: { type: number; label: string; count: number }[];
}

/** The discard pile as the viewer is shown it: top first (the engine keeps the top last). */
export function discardLines(discard: readonly { type: number }[]): PileShown {
  const lines = [...discard].reverse().map((c) => ({ type: c.type, label: cardName(c.type), count: 1 }));
  return { kind: 'discard', title: t('ends.discard.title', { n: discard.length }), note: t(discard.length ? 'ends.discard.order' : 'ends.pile.empty'), lines };
}

/** The deck as the viewer may know it: each name once with its count, sorted by name. */
export function deckLines(types: readonly number[]): PileShown {
  const counts = new Map<number, number>();
  for (const type of types) counts.set(type, (counts.get(type) ?? 0) + 1);
  const lines = [...counts].map(([type, count]) => ({ type, label: cardName(type), count }))
    .sort((a, b) => a.label.localeCompare(b.label) || a.type - b.type);
  return { kind: 'deck', title: t('ends.deck.title', { n: types.length }), note: t(types.length ? 'ends.deck.unordered' : 'ends.pile.empty'), lines };
}
