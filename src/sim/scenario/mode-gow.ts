// God of War's part of the scenario runner (scenario-modes.ts): its state, its
// steps (the engine's actions) and its expectations (gow/).
import { addContentSet, contentSet, gowRules, placedCards, type GowEvent, type GowState } from '../../engine/gow';
import { rules, type GameState, type Mode } from '../../engine';
import type { Driver, ScenarioMode } from './driver';
import { buildGowState, toGowAction } from './gow/build-gow';
import { checkGow } from './gow/check-gow';
import { gowScenarioParts, type GowDoStep, type GowExpectation, type GowScenario } from './gow/schema-gow';
import { parse } from './parse';
import type { Scenario } from './schema';
import { RULES_SET } from '../../engine/gow/content/rules-set';

// The rules scenarios play on the frozen rulebook-examples set, which only the tools load.
if (!contentSet(RULES_SET.id)) addContentSet(RULES_SET);

/** No card in two places (a card taken out of the game, or a status gone back, is in none). */
function gowConservation(state: GowState): string | null {
  const seen = new Set<number>();
  for (const uid of placedCards(state)) {
    if (seen.has(uid)) return `card ${uid} (${state.cards[uid]}) is in two places`;
    seen.add(uid);
  }
  return null;
}

// The runner holds every mode's state as the table's (GameState); God of War's passes there under that name.
const asGow = (s: GameState) => s as unknown as GowState;

export const gowScenario: ScenarioMode = {
  mode: 'gow' as Mode,
  load(head) {
    const parts = parse(gowScenarioParts, { state: head.state, steps: head.steps, expect: head.expect }, []);
    const scenario: GowScenario = { mode: 'gow', name: head.name, rule: head.rule, state: parts.state, steps: parts.steps, ...(parts.expect ? { expect: parts.expect } : {}) };
    if (head.description !== undefined) scenario.description = head.description;
    buildGowState(scenario); // a state that cannot be built is a bad file, named now
    return scenario as unknown as Scenario;
  },
  build: (sc) => buildGowState(sc as unknown as GowScenario) as unknown as GameState,
  places: (s) => placedCards(asGow(s)),
  driver(sc) {
    const state = buildGowState(sc as unknown as GowScenario);
    return {
      state: state as unknown as GameState,
      toAction: (s, step, seat) => toGowAction(asGow(s), step as unknown as GowDoStep, seat),
      apply: (s, action) => rules('gow' as Mode).apply(s as never, action as never) as ReturnType<Driver['apply']>,
      check: (s, e, events, where) => checkGow(asGow(s), e as unknown as GowExpectation, events as unknown as GowEvent[], where),
      conservation: (s) => gowConservation(asGow(s)),
      legal: (s, seat) => gowRules.legalActions(asGow(s), seat),
    };
  },
};
