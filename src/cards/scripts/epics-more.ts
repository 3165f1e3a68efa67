// Epic 2901–2919 (those not in epics.ts) card scripts. Each entry's comment names the card as printed and says what it does in our words.
import type { CardScript } from '../dsl';

export const EPICS_MORE: CardScript[] = [];
