// Every scripted card, looked up by printed number.
import type { CardScript } from '../dsl';
import { BASE_1_41 } from './base-1-41';
import { BASE_42_90 } from './base-42-90';

const all: CardScript[] = [...BASE_1_41, ...BASE_42_90];

export const SCRIPTS: ReadonlyMap<number, CardScript> = new Map(all.map((s) => [s.id, s]));
export const scriptOf = (id: number): CardScript | undefined => SCRIPTS.get(id);
