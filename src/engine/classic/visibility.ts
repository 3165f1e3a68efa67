// Who sees which places: decks, the reserve, the face-down mini-cards and the cards set aside are seen
// by nobody (views show their counts only), a hand by its owner alone. Views and redacted events ask it.
import type { Viewer } from '../core/ruleset';
import type { ZoneRef } from './types';

const FACE_DOWN = new Set<ZoneRef['zone']>(['deck', 'reserve', 'epicDeck', 'pillarsAside', 'setAside', 'pile', 'pillarSide']);

export const seesPlace = (at: ZoneRef | null, viewer: Viewer): boolean =>
  at !== null && !FACE_DOWN.has(at.zone) && !(at.zone === 'hand' && at.seat !== viewer);
