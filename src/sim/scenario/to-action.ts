// A scenario's do step as the engine's action: the steps every table shares (play, equip, acquire…),
// their cards named by reference (refs.ts). A mode with steps of its own adds them in its part.
import type { Action, GameState, Seat, Uid } from '../../engine';
import { resolveRefs } from './refs';
import type { DoStep } from './schema';

export function toAction(state: GameState, step: DoStep, seat: Seat): Action {
  const one = (text: string) => resolveRefs(state, [text], seat, true)[0];
  const many = (texts: string[]) => resolveRefs(state, texts, seat, true);
  switch (step.do) {
    case 'play': return { type: 'play', seat, card: one(step.card), facing: one(step.facing), ...(step.effect === undefined ? {} : { effect: step.effect }) };
    case 'equip': return { type: 'equip', seat, card: one(step.card), ...(step.effect === undefined ? {} : { effect: step.effect }) };
    case 'activate': return { type: 'activate', seat, card: one(step.card) };
    case 'acquire': return { type: 'acquire', seat, target: one(step.target), by: step.by, ...(step.armor === undefined ? {} : { armor: step.armor }) };
    case 'heal': {
      // A card named twice takes two Heal points (a freeze): the same card, not another copy.
      const targets: Uid[] = [];
      const named = new Map<string, Uid>();
      const fresh = step.targets.filter((t) => { if (named.has(t)) return false; named.set(t, -1); return true; });
      many(fresh).forEach((uid, i) => named.set(fresh[i], uid));
      for (const t of step.targets) targets.push(named.get(t)!);
      return { type: 'heal', seat, card: one(step.card), targets };
    }
    case 'endTurn': return { type: 'endTurn', seat, discard: many(step.discard ?? []) };
    case 'playRelic': return { type: 'playRelic', seat, card: one(step.card), ...(step.effect === undefined ? {} : { effect: step.effect }) };
    case 'libra': return { type: 'libra', seat, card: one(step.card) };
    case 'use': return { type: 'use', seat, card: one(step.card), index: step.index };
  }
}
