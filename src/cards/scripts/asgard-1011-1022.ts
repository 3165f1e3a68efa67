// Asgard 1011–1022 (relics, Athéna, Hilda, God Robes) card scripts. Each entry's comment names the card as printed and says what it does in our words.
import type { CardScript } from '../dsl';

export const ASGARD_1011_1022: CardScript[] = [];
