// Poseidon 2028–2037 (Urne d'Athéna, Scales) card scripts. Each entry's comment names the card as printed and says what it does in our words.
import type { CardScript } from '../dsl';

export const POSEIDON_2028_2037: CardScript[] = [];
