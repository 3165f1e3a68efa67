// Poseidon 2011–2025 (Athéna, Poséidon, Mariner Generals, Marinas) card scripts. Each entry's comment names the card as printed and says what it does in our words.
import type { CardScript } from '../dsl';

export const POSEIDON_2011_2025: CardScript[] = [];
