// One card's knowledge in one place (issue 24): its script, its texts in every language, its English
// name, the texts of the prompts only it asks, its VP rule and the bots' worth hint. Family files in
// families/ list these modules; the lookups the rest of the game reads (scripts/index.ts SCRIPTS,
// texts/index.ts CARD_TEXTS, texts/names-en.ts NAMES_EN, vp.ts VP_RULES and WORTH_HINTS, the i18n
// prompt tables) are assembled from them (families/index.ts), so a card's facts are written once,
// where the card is.
// What the engine does for a card beyond its script is a named handler (engine/classic/handlers),
// which the script names in a `call` op and the card lint checks is registered.
import { script, type CardScript } from './dsl';
import type { EnglishName } from './english-name';
import type { VpRule } from './vp-rule';

/** A text in every language of the game. Italian comes later: add `it` and the tests will ask for it. */
export interface CardText { fr: string; en: string }

export interface CardModule {
  readonly id: number;
  /** The English name; the catalogue (card-data.json) keeps the French printed one. */
  readonly name: EnglishName;
  /** Our own words for the card's effect, never the printed wording. */
  readonly text?: CardText;
  /** A shorter text for the card face, where the full one does not fit at a readable size (issue 25);
   *  the zoom and the hover card keep the full text. Our words too. */
  readonly face?: CardText;
  readonly script?: CardScript;
  /** The VP of a card whose VP the catalogue leaves null: they depend on the rest of the player's cards. */
  readonly vp?: VpRule;
  /** What a card scored by `vp` is worth to the bots (a middle guess): required with `vp` (card lint). */
  readonly worthHint?: number;
  /** The prompts only this card asks, by message key. */
  readonly prompts?: Readonly<Record<string, CardText>>;
  /** A Mariner General: the pillar it protects (Poseidon rulebook "Mini-carte Pilier": the pillar with the
   *  General's initials). The card lint checks the pairing is one to one. */
  readonly protects?: number;
}

/** A card's module: its facts, the script written without its id (the module's id is the card's). */
export const card = (id: number, facts: Omit<CardModule, 'id' | 'script'> & { script?: Omit<CardScript, 'id'> }): CardModule => {
  const { script: parts, ...rest } = facts;
  return { id, ...rest, ...(parts ? { script: script(id, parts) } : {}) };
};

/** The modules' facts of one kind, by card id. A card with two modules would have one silently win: that
 *  is refused when the game loads. */
export function byId<T>(modules: readonly CardModule[], fact: (m: CardModule) => T | undefined): Record<number, T> {
  const out: Record<number, T> = {};
  const seen = new Set<number>();
  for (const m of modules) {
    if (seen.has(m.id)) throw new Error(`card ${m.id} has two modules`);
    seen.add(m.id);
    const value = fact(m);
    if (value !== undefined) out[m.id] = value;
  }
  return out;
}
