// How a card's English name is written (issue 12: names stayed French on an English table). The
// catalogue keeps the French printed name: the rules, the saves and the scenarios name cards by it.
//
// `name` is the plate's large line, `sub` the smaller one under it, `full` the name in a sentence
// ("Seiya defeats Aries Mu by Force"). English puts the epithet first, so a saint's full name is
// "sub name"; a thing named by its kind ("North Atlantic" / "Pillar") reads "name sub".
export interface EnglishName { name: string; sub?: string; full: string }

/** A person and their constellation or title: "Seiya" / "Pegasus", said "Pegasus Seiya". */
export const saint = (name: string, sub: string): EnglishName => ({ name, sub, full: `${sub} ${name}` });
/** A name on one line. */
export const one = (name: string): EnglishName => ({ name, full: name });
/** A name split for the plate that reads in order: "Attack" / "on the Graad Foundation". */
export const split = (name: string, sub: string): EnglishName => ({ name, sub, full: `${name} ${sub}` });
