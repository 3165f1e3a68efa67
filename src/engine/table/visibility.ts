// Who sees which places: decks, the reserve, the pillars and Epics not yet drawn and the cards set
// aside are seen by nobody (views show their counts only), a hand by its owner alone; a ruleset adds
// its own hidden places when it loads (hidePlaces). Views, redacted events and the table's animations
// ask it.
import type { Viewer } from '../core/ruleset';
import type { ZoneRef } from './types';

const FACE_DOWN = new Set<ZoneRef['zone']>(['deck', 'reserve', 'epicDeck', 'pillarsAside', 'setAside']);

/** Places of a ruleset seen by nobody (a zone name means the same place in every ruleset). */
export function hidePlaces(...zones: ZoneRef['zone'][]): void {
  for (const zone of zones) FACE_DOWN.add(zone);
}

export const seesPlace = (at: ZoneRef | null, viewer: Viewer): boolean =>
  at !== null && !FACE_DOWN.has(at.zone) && !(at.zone === 'hand' && at.seat !== viewer);
