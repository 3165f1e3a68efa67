// What marks a text left in French, for the checks that an English table reads English (issue 12): the
// small words and elisions of French names, their nouns (cards, classes), and accents. Shared by the
// unit tests and the browser tests.

export const FRENCH_MARKS: readonly RegExp[] = [
  / (de|du|des|la|le|les|à|aux|et) /i, /^(le|la|les) /i, /\b[dl]['’]/i,
  /armure|pilier|[ée]caille|robe divine|chevalier|soldat|garde\b|sir[èe]ne|noir\b|fondation|anneau|urne/i,
  /guerrier|divin|relique|général/i,
  /\b(ne|jamais|tournoi|fuite|doutes|dauphin)\b/i,
  /[àâäçéèêëîïôöùûüÿœÉÈÀ]/,
];

/** The marks a text shows (an empty list: none). */
export const frenchIn = (text: string): RegExp[] => FRENCH_MARKS.filter((m) => m.test(text));
