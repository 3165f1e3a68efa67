// Who sees which places: decks, the reserve, a pile's face-down cards, the pillars and Epics not yet
// drawn and the cards set aside are seen by nobody (views show their counts only), a hand by its owner
// alone. A cooperative pillar waiting on its side (pillarSide) is public: its face A shows from the start
// (docs/coop.md), as the coop view shows it. Views, redacted events and the table's animations ask it.
import type { Viewer } from '../core/ruleset';
import type { ZoneRef } from './types';

const FACE_DOWN = new Set<ZoneRef['zone']>(['deck', 'reserve', 'epicDeck', 'pillarsAside', 'setAside', 'pile']);

export const seesPlace = (at: ZoneRef | null, viewer: Viewer): boolean =>
  at !== null && !FACE_DOWN.has(at.zone) && !(at.zone === 'hand' && at.seat !== viewer);
