// The classic game's part of the scenario runner (scenario-modes.ts).
import { rules, type GameState } from '../../engine';
import { buildClassicState } from './builder-classic';
import { checkExpectation, conservation, tablePlaces } from './checker';
import type { ScenarioMode } from './driver';
import { loadClassic } from './load-classic';
import type { ClassicScenario, DoStep, Expectation } from './schema';
import { toAction } from './to-action';

export const classicScenario: ScenarioMode<ClassicScenario, GameState> = {
  mode: 'classic',
  load: loadClassic,
  build: buildClassicState,
  places: (state) => tablePlaces(state),
  driver: (scenario) => ({
    state: buildClassicState(scenario),
    toAction: (state, step, seat) => toAction(state, step as DoStep, seat),
    apply: (state, action) => rules('classic').apply(state, action),
    check: (state, e, events, where) => checkExpectation(state, e as Expectation, events, where),
    // Every card of the state is in exactly one place.
    conservation: (state) => conservation(state, tablePlaces(state)),
    legal: (state, seat) => rules('classic').legal(state, seat),
  }),
};
