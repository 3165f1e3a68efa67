// The Poseidon pillars' pairs and tokens. Which pillar each Mariner General protects is written in the
// General's module (families/poseidon-2011-2025.ts `protects`: Sea Dragon – North Atlantic, Siren – South
// Atlantic, Kraken – Arctic, Lymnades – Antarctic, Chrysaor – Indian, Scylla – South Pacific, Sea Horse –
// North Pacific); which cards are Generals and pillars comes from the catalogue (sets.ts); the card lint
// checks the pairing is one to one between those two sets.
import { MODULE_PROTECTED_PILLARS } from './families';

/** The pillar each Mariner General protects, by the General's id. */
export const PILLAR_OF_GENERAL: Readonly<Record<number, number>> = MODULE_PROTECTED_PILLARS;
/** Libra weapon tokens in the Poseidon box. */
export const LIBRA_WEAPONS = 6;
/** Libra weapon bonus: +4 Force to one Hero facing a pillar. */
export const LIBRA_FORCE = 4;
