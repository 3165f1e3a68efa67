// Which pillar each Mariner General protects (Poseidon rulebook "Mini-carte Pilier": the pillar with
// the General's initials): Sea Dragon – North Atlantic, Siren – South Atlantic, Kraken – Arctic,
// Lymnades – Antarctic, Chrysaor – Indian, Scylla – South Pacific, Sea Horse – North Pacific.
// The pairing is the only thing written here: which cards are Generals and pillars comes from the
// catalogue (sets.ts), and the card lint checks the pairing is one to one between those two sets.

export const PILLAR_OF_GENERAL: Readonly<Record<number, number>> = {
  2013: 2038, // Kanon du Dragon des mers → Pilier de l'Océan Atlantique Nord
  2014: 2039, // Sorento de la Sirène maléfique → Atlantique Sud
  2015: 2040, // Isaak du Kraken → Arctique
  2016: 2041, // Kassa des Lyumnades → Antarctique
  2017: 2042, // Krishna de Chrysaor → Indien
  2018: 2043, // Io de Scylla → Pacifique Sud
  2019: 2044, // Bian de l'Hippocampe → Pacifique Nord
};
/** Libra weapon tokens in the Poseidon box. */
export const LIBRA_WEAPONS = 6;
/** Libra weapon bonus: +4 Force to one Hero facing a pillar. */
export const LIBRA_FORCE = 4;
