// The content sets the game knows, by id, each checked once when first asked for.
import type { Content } from '../content-schema';
import { FIRST_SET } from './first-set';
import { loadContent } from './load';

// The rulebook examples' frozen set (rules-set.ts) is the scenario runner's: it adds it (sim/scenario/mode-gow.ts),
// so the game's bundle does not carry it.
const SOURCES: Record<string, unknown> = { [FIRST_SET.id]: FIRST_SET };
const loaded = new Map<string, Content>();

export const DEFAULT_CONTENT = FIRST_SET.id;

/** The set named `id`, checked (a ContentError if it is broken); null when no set has that id. */
export function contentSet(id: string): Content | null {
  const hit = loaded.get(id);
  if (hit) return hit;
  if (!(id in SOURCES)) return null;
  const set = loadContent(SOURCES[id]);
  loaded.set(id, set);
  return set;
}

/** Adds a set (a player's own file, a test's): checked now, refused if its id is taken. */
export function addContentSet(input: unknown): Content {
  const set = loadContent(input);
  if (set.id in SOURCES) throw new Error(`a content set "${set.id}" is already known`);
  SOURCES[set.id] = input;
  loaded.set(set.id, set);
  return set;
}
