// Our own texts for the Asgard 1024–1035 (God Warriors, Asgard Guards) cards: short, imperative, trigger word first; never the printed wording.
import type { CardText } from './index';

export const TEXTS_ASGARD_1024_1035: Record<number, CardText> = {};
