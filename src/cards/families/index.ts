// Every card module (card-module.ts), family by family (one file per family, split by id range to stay
// short), and the lookups of one kind of fact assembled from them: scripts/index.ts, texts/index.ts,
// texts/names-en.ts, vp.ts and the i18n prompt tables read these.
import { byId, type CardModule, type CardText } from '../card-module';
import type { EnglishName } from '../english-name';
import type { VpRule } from '../vp-rule';
import type { CardScript } from '../dsl';
import { ASGARD } from './asgard';
import { BASE_1_17 } from './base-1-17';
import { BASE_18_41 } from './base-18-41';
import { BASE_42_65 } from './base-42-65';
import { BASE_66_90 } from './base-66-90';
import { ASGARD_1011_1022 } from './asgard-1011-1022';
import { ASGARD_1024_1035 } from './asgard-1024-1035';
import { EPICS } from './epics';
import { POSEIDON } from './poseidon';
import { POSEIDON_2011_2025 } from './poseidon-2011-2025';
import { POSEIDON_2028_2037 } from './poseidon-2028-2037';
import { PROMOS } from './promos';

export const CARD_MODULES: readonly CardModule[] = [
  ...BASE_1_17, ...BASE_18_41, ...BASE_42_65, ...BASE_66_90,
  ...ASGARD, ...ASGARD_1011_1022, ...ASGARD_1024_1035,
  ...POSEIDON, ...POSEIDON_2011_2025, ...POSEIDON_2028_2037,
  ...EPICS, ...PROMOS,
];

export const MODULE_SCRIPTS: readonly CardScript[] = CARD_MODULES.flatMap((m) => (m.script ? [m.script] : []));
export const MODULE_TEXTS: Readonly<Record<number, CardText>> = byId(CARD_MODULES, (m) => m.text);
export const MODULE_FACES: Readonly<Record<number, CardText>> = byId(CARD_MODULES, (m) => m.face);
export const MODULE_NAMES_EN: Readonly<Record<number, EnglishName>> = byId(CARD_MODULES, (m) => m.name);
export const MODULE_VP_RULES: Readonly<Record<number, VpRule>> = byId(CARD_MODULES, (m) => m.vp);
export const MODULE_WORTH_HINTS: Readonly<Record<number, number>> = byId(CARD_MODULES, (m) => m.worthHint);
export const MODULE_PROTECTED_PILLARS: Readonly<Record<number, number>> = byId(CARD_MODULES, (m) => m.protects);

/** The prompts the cards ask, in one language, by message key (the i18n tables spread them). */
export const cardPrompts = (lang: keyof CardText): Readonly<Record<string, string>> =>
  Object.fromEntries(CARD_MODULES.flatMap((m) => Object.entries(m.prompts ?? {}).map(([key, text]) => [key, text[lang]])));
