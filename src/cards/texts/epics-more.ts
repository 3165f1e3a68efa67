// Our own texts for the Epic 2901–2919 (those not in epics.ts) cards: short, imperative, trigger word first; never the printed wording.
import type { CardText } from './index';

export const TEXTS_EPICS_MORE: Record<number, CardText> = {};
