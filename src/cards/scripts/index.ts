// Every scripted card, looked up by printed number.
import type { CardScript } from '../dsl';
import { ASGARD } from './asgard';
import { BASE_1_41 } from './base-1-41';
import { BASE_42_90 } from './base-42-90';
import { EPICS } from './epics';
import { POSEIDON } from './poseidon';

/** Every script, base first. */
export const ALL_SCRIPTS: readonly CardScript[] = [...BASE_1_41, ...BASE_42_90, ...ASGARD, ...POSEIDON, ...EPICS];

export const SCRIPTS: ReadonlyMap<number, CardScript> = new Map(ALL_SCRIPTS.map((s) => [s.id, s]));
export const scriptOf = (id: number): CardScript | undefined => SCRIPTS.get(id);
