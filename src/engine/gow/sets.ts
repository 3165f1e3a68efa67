// Action sets (rulebook p.7): a Melee, Ranged or Defense action is never played alone but with one or
// more Numbers, on its own card or on Number cards beside it; the set's strength is the sum of the
// Numbers (GOW rulings: one card of the action's kind, the others pure Numbers; a wildcard is played as
// the one option it names).
import type { CardOption, Kind } from './content-schema';
import { cardOf } from './lookup';
import type { GowState, PlayedCard, Uid } from './types';

export type SetKind = 'melee' | 'ranged' | 'defense';

export const optionOf = (state: GowState, played: PlayedCard): CardOption | undefined => cardOf(state, played.uid).options[played.option];

const isPureNumber = (o: CardOption) => o.kinds.length === 1 && o.kinds[0] === 'number';

/** Why `cards` are not a set of `kind` from this hand, or null when they are. */
export function setProblem(state: GowState, hand: readonly Uid[], cards: readonly PlayedCard[], kind: SetKind): string | null {
  if (cards.length === 0) return 'no card played';
  const uids = cards.map((c) => c.uid);
  if (new Set(uids).size !== uids.length) return 'a card is played twice';
  if (uids.some((u) => !hand.includes(u))) return 'a card is not in the hand';
  const options = cards.map((c) => optionOf(state, c));
  if (options.some((o) => o === undefined)) return 'a card has no such option';
  const leads = options.filter((o) => o!.kinds.includes(kind));
  if (leads.length !== 1) return `a set has exactly one ${kind} card`;
  if (options.some((o) => o !== leads[0] && !isPureNumber(o!))) return 'the other cards of a set must be Numbers';
  if (!options.some((o) => o!.kinds.includes('number'))) return `a ${kind} action needs at least one Number`;
  return null;
}

/** The strength of a set: its Numbers added. */
export const strengthOf = (state: GowState, cards: readonly PlayedCard[]): number =>
  cards.reduce((sum, c) => sum + (optionOf(state, c)?.value ?? 0), 0);

/** Rage icons among the options played. */
export const rageIcons = (state: GowState, cards: readonly PlayedCard[]): number => cards.filter((c) => optionOf(state, c)?.rage === true).length;

/** Whether a card's option has this kind (for interaction requirements; "crystal" is the card's role). */
export function meets(state: GowState, played: PlayedCard, need: Kind | 'crystal'): boolean {
  if (need === 'crystal') return cardOf(state, played.uid).role === 'crystal';
  return optionOf(state, played)?.kinds.includes(need) === true;
}

/**
 * Every distinct set of `kind` the hand can make (cards with the same content id and option are one
 * choice), the lead first then its Numbers in hand order. Bounded by the hand's size (at most 2^7 here).
 */
export function setsOf(state: GowState, hand: readonly Uid[], kind: SetKind): PlayedCard[][] {
  const numbers: PlayedCard[] = [];
  const leads: PlayedCard[] = [];
  for (const uid of hand) cardOf(state, uid).options.forEach((o, option) => {
    if (o.kinds.includes(kind)) leads.push({ uid, option });
    if (isPureNumber(o)) numbers.push({ uid, option });
  });
  const out: PlayedCard[][] = [];
  const seen = new Set<string>();
  for (const lead of leads) {
    const rest = numbers.filter((n) => n.uid !== lead.uid);
    const leadHasNumber = optionOf(state, lead)!.kinds.includes('number');
    for (let mask = 0; mask < 1 << rest.length; mask++) {
      const picked = rest.filter((_, i) => mask & (1 << i));
      if (new Set(picked.map((p) => p.uid)).size !== picked.length) continue;
      if (!leadHasNumber && picked.length === 0) continue;
      const set = [lead, ...picked];
      const key = set.map((p) => `${state.cards[p.uid]}/${p.option}`).sort().join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(set);
    }
  }
  return out;
}
