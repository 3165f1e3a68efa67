// Our own texts for the Asgard 1011–1022 (relics, Athéna, Hilda, God Robes) cards: short, imperative, trigger word first; never the printed wording.
import type { CardText } from './index';

export const TEXTS_ASGARD_1011_1022: Record<number, CardText> = {};
