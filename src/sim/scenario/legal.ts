// The `legal` expectation: an action the rules allow must be one the engine lists (legalActions), since
// the table offers and the bots choose only from that list. Apply's acceptance is what a `do` step
// checks; this is the other half. Two actions are the same choice when they differ only by which copy
// of a card they name: card uids are compared as the card's type and where it lies, a list of cards
// (a heal's targets, a gift) as a multiset, and an omitted option as its default.
import { locate } from '../../engine/table/zones';
import type { GameState, Uid } from '../../engine/classic/types';

/** The action fields that hold card uids (one, or a list). */
const CARD_KEYS = new Set(['card', 'facing', 'target', 'targets', 'cards', 'discard']);
/** What apply() reads for an option left out. */
const DEFAULTS: Record<string, unknown> = { effect: true, armor: false };

/** An action as a choice: the same text for two actions that are the same choice. */
export function choiceKey(state: GameState, action: object): string {
  const card = (uid: Uid) => {
    const at = locate(state, uid);
    return `${state.cards[uid]}@${at?.zone ?? '?'}${at?.seat ?? ''}`;
  };
  const fields: Record<string, unknown> = { ...DEFAULTS, ...action };
  if (!('effect' in action) && !['play', 'equip', 'playRelic'].includes(String(fields.type))) delete fields.effect;
  if (!('armor' in action) && fields.type !== 'acquire') delete fields.armor;
  const entries = Object.keys(fields).sort().map((k) => {
    const v = fields[k];
    if (!CARD_KEYS.has(k)) return [k, v];
    return [k, Array.isArray(v) ? (v as Uid[]).map(card).sort() : card(v as Uid)];
  });
  return JSON.stringify(entries);
}

/** Whether `action` is among the `listed` ones, as a choice. */
export const isListed = (state: GameState, action: object, listed: readonly object[]): boolean => {
  const key = choiceKey(state, action);
  return listed.some((a) => choiceKey(state, a) === key);
};
