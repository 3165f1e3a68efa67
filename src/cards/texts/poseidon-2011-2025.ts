// Our own texts for the Poseidon 2011–2025 (Athéna, Poséidon, Mariner Generals, Marinas) cards: short, imperative, trigger word first; never the printed wording.
import type { CardText } from './index';

export const TEXTS_POSEIDON_2011_2025: Record<number, CardText> = {};
