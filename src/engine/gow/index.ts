// God of War: The Card Game, the engine's public part for the layers above (bots, tools, screens).
export { gowRules, copyGow, type GowCode } from './ruleset';
export { GOW, type GowState, type GowAction, type GowEvent, type GowResult, type Pending as GowPending, type PlayedCard } from './types';
export type { GowView, GowSlotView } from './view';
export { setupGow, GowSetupError, type GowSetup } from './setup';
export { gowActionSchema } from './action-schema';
export { contentSet, addContentSet, DEFAULT_CONTENT } from './content';
export { loadContent, ContentError } from './content/load';
export { cardById, placedCards } from './lookup';
export { layScenario } from './scenario';
export { ROUND_CAP } from './flow';
export type { Content, CardDef, CardOption, Effect } from './content-schema';
