// The cooperative mode's part of the scenario runner (scenario-modes.ts): its own steps (takeTurn, move,
// give), its board's expectations and places.
import { rules, type CoopAction, type CoopState, type Seat } from '../../engine';
import { buildCoopState } from './builder-coop';
import { conservation } from './checker';
import { checkCoopExpectation, placedCards } from './checker-coop';
import type { ScenarioMode } from './driver';
import { loadCoop } from './load-coop';
import { resolveRefs } from './refs';
import type { DoStep } from './schema';
import type { CoopDoStep, CoopExpectation, CoopScenario } from './schema-coop';
import { toAction } from './to-action';

/** A cooperative step as the engine's action (the classic actions as in the classic game). */
function toCoopAction(state: CoopState, step: CoopDoStep, seat: Seat): CoopAction {
  switch (step.do) {
    case 'takeTurn': return { type: 'takeTurn', seat };
    case 'move': return { type: 'move', seat, discard: resolveRefs(state, [step.discard], seat, true)[0], to: step.to };
    case 'give': return { type: 'give', seat, to: step.to, cards: resolveRefs(state, step.cards, seat, true) };
    default: return toAction(state, step as DoStep, seat) as CoopAction;
  }
}

export const coopScenario: ScenarioMode<CoopScenario, CoopState> = {
  mode: 'coop',
  load: loadCoop,
  build: buildCoopState,
  places: placedCards,
  driver: (scenario) => {
    const state = buildCoopState(scenario);
    // The cards the setup set out of the game are in no place, and must stay so.
    const placed = new Set(placedCards(state));
    return {
      state,
      toAction: (s, step, seat) => toCoopAction(s, step as CoopDoStep, seat),
      apply: (s, action) => rules('coop').apply(s, action),
      check: (s, e, events, where) => checkCoopExpectation(s, e as CoopExpectation, events, where),
      conservation: (s) => conservation(s, placedCards(s), placed),
      legal: (s, seat) => rules('coop').legal(s, seat),
    };
  },
};
