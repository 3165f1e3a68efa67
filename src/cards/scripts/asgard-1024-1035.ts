// Asgard 1024–1035 (God Warriors, Asgard Guards) card scripts. Each entry's comment names the card as printed and says what it does in our words.
import type { CardScript } from '../dsl';

export const ASGARD_1024_1035: CardScript[] = [];
