// Every scripted card, looked up by printed number.
import type { CardScript } from '../dsl';
import { BASE_SCRIPTS } from './base';

const all: CardScript[] = [...BASE_SCRIPTS];

export const SCRIPTS: ReadonlyMap<number, CardScript> = new Map(all.map((s) => [s.id, s]));
export const scriptOf = (id: number): CardScript | undefined => SCRIPTS.get(id);
