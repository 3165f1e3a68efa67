// Every scripted card, looked up by printed number.
import type { CardScript, Static } from '../dsl';
import { MODULE_SCRIPTS } from '../families';

/** Every script, from the card modules (families/). */
export const ALL_SCRIPTS: readonly CardScript[] = MODULE_SCRIPTS;

export const SCRIPTS: ReadonlyMap<number, CardScript> = new Map(ALL_SCRIPTS.map((s) => [s.id, s]));
export const scriptOf = (id: number): CardScript | undefined => SCRIPTS.get(id);

type StaticOn = Static['on'];
// Not frozen: a frozen array has its own kind of elements, which for…of walks with a new iterator object
// each time (a fifth of the bytes allocated per action in bots' games); readonly keeps it empty.
const NONE: readonly never[] = [];
/** By card type id (a sparse array: the rules ask on every cost and value read, and most cards have none). */
// Filled up to the highest number (a sparse array would be a slow dictionary); null: no statics.
const STATICS_BY_TYPE: (Partial<Record<StaticOn, Static[]>> | null)[] = new Array<Partial<Record<StaticOn, Static[]>> | null>(
  Math.max(...ALL_SCRIPTS.map((s) => s.id)) + 1).fill(null);
for (const s of ALL_SCRIPTS) {
  if (!s.statics?.length) continue;
  const byOn: Partial<Record<StaticOn, Static[]>> = {};
  for (const st of s.statics) (byOn[st.on] ??= []).push(st);
  STATICS_BY_TYPE[s.id] = byOn;
}

/** Whether a card type has any static at all (most have none: the rules then take a short way). */
export const hasStatics = (id: number): boolean => (STATICS_BY_TYPE[id] ?? null) !== null;

/** The statics of a card type that apply to one thing (`on`), precomputed. */
export function staticsOf<K extends StaticOn>(id: number, on: K): readonly StaticFor<K>[] {
  const byOn = STATICS_BY_TYPE[id] ?? null;
  return (byOn === null ? NONE : byOn[on] ?? NONE) as readonly StaticFor<K>[];
}
/** The captions of a card type's statics (message keys, in script order): what the table writes on
 *  the card while it is on the field (issue 12). */
export function captionsOf(id: number): readonly string[] {
  return CAPTIONS_BY_TYPE.get(id) ?? NONE;
}
const CAPTIONS_BY_TYPE: ReadonlyMap<number, readonly string[]> = new Map(ALL_SCRIPTS.flatMap((s) => {
  const keys = (s.statics ?? []).flatMap((st) => (st.caption ? [st.caption] : []));
  return keys.length ? [[s.id, Object.freeze(keys)] as const] : [];
}));

/** The statics that may have `on: K` (a static may name several: 'self' | 'beside'). */
export type StaticFor<K extends StaticOn> = Static extends infer S ? S extends { on: infer O } ? K extends O ? S : never : never : never;
