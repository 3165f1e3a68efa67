// Our own texts for the Poseidon 2028–2037 (Urne d'Athéna, Scales) cards: short, imperative, trigger word first; never the printed wording.
import type { CardText } from './index';

export const TEXTS_POSEIDON_2028_2037: Record<number, CardText> = {};
