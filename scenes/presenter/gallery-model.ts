// The card gallery's catalogue and search, in plain TS (no Phaser, no DOM): which cards it shows (every
// card of the sets in play), in what order (by set, then rank, then cost), grouped under which headings,
// and which of them a search and a set filter keep. The layout of the page is in gallery-layout.ts.
import { CARD_TYPES, type CardSet, type CardType, type Rank } from '../../src/cards';
import { cardFullName, cardTitle } from '../../src/cards/names';
import { CARD_TEXTS } from '../../src/cards/texts';
import { hasMessage, t, type Lang } from '../../src/i18n';

/** The sets, in the order the page shows them: every card of the catalogue, the three promo cards
 *  (9001–9003, the optional set `promo` since issue 22) last. */
export const GALLERY_SETS = ['base', 'asgard', 'poseidon', 'epic', 'promo'] as const satisfies readonly CardSet[];
export type GallerySet = (typeof GALLERY_SETS)[number];
export const isGallerySet = (s: string): s is GallerySet => (GALLERY_SETS as readonly string[]).includes(s);

/** A heading inside a set: a rank, or a kind without rank (the Poseidon pillars, the Epics). */
export type GalleryGroup = Rank | 'pillar' | 'epic';
const GROUP_ORDER: readonly GalleryGroup[] = ['veryCommon', 'common', 'uncommon', 'rare', 'veryRare', 'pillar', 'epic'];

export const groupOf = (c: CardType): GalleryGroup => c.rank ?? (c.kind === 'pillar' ? 'pillar' : 'epic');

/** What a card costs to acquire, for ordering: the cheaper of its two routes; a card with no printed
 *  cost (a starting card, a pillar, an Epic) first. */
function costKey(c: CardType): number {
  const routes = [c.cost.force, c.cost.cosmos].filter((x): x is number => x !== null);
  return routes.length ? Math.min(...routes) : -1;
}

/** Every card the gallery shows, in page order: set, rank (or kind), cost, printed number. */
export function galleryCards(): CardType[] {
  return [...CARD_TYPES.values()]
    .filter((c) => isGallerySet(c.set))
    .sort((a, b) => GALLERY_SETS.indexOf(a.set as GallerySet) - GALLERY_SETS.indexOf(b.set as GallerySet)
      || GROUP_ORDER.indexOf(groupOf(a)) - GROUP_ORDER.indexOf(groupOf(b))
      || costKey(a) - costKey(b) || a.id - b.id);
}

/** "Pégase" → "pegase": search ignores case and accents, so "pegase" finds Pégase on a touch keyboard. */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words a search looks in: the card's names (both languages, so either finds it), its number,
 *  and in the page's language its text, its keywords (triggers), classes, rank, kind and set. */
function searchable(c: CardType, lang: Lang): string {
  const en = cardTitle(c.id, 'en'), fr = cardTitle(c.id, 'fr');
  const words = [
    cardFullName(c.id, 'fr'), cardFullName(c.id, 'en'), en.name, en.sub ?? '', fr.name, fr.sub ?? '', `#${c.id}`,
    CARD_TEXTS[c.id]?.[lang] ?? '',
    ...c.triggers.map((k) => t(`trigger.${k}`, {}, lang)),
    ...c.classes.filter((k) => hasMessage(`class.${k}`)).map((k) => t(`class.${k}`, {}, lang)),
    c.rank ? t(`ui.rank.${c.rank}`, {}, lang) : '', t(`ui.kind.${c.kind}`, {}, lang), t(`gallery.set.${c.set}`, {}, lang),
  ];
  return fold(words.join(' \n '));
}

const index = new Map<Lang, Map<number, string>>();
function indexFor(lang: Lang): Map<number, string> {
  let m = index.get(lang);
  if (!m) {
    m = new Map(galleryCards().map((c) => [c.id, searchable(c, lang)]));
    index.set(lang, m);
  }
  return m;
}

/** Whether card `id` answers the query: every word of it is found (in any order). "#38" or "38"
 *  alone is a printed number and finds that card only. */
export function matches(id: number, query: string, lang: Lang): boolean {
  const q = fold(query).trim();
  if (!q) return true;
  const num = /^#?(\d+)$/.exec(q);
  if (num) return Number(num[1]) === id;
  const hay = indexFor(lang).get(id) ?? '';
  return q.split(/\s+/).every((w) => hay.includes(w));
}

export interface GalleryFilter { query: string; set: GallerySet | null }

/** The cards shown for a filter, in page order. */
export function filterCards(cards: readonly CardType[], f: GalleryFilter, lang: Lang): CardType[] {
  return cards.filter((c) => (f.set === null || c.set === f.set) && matches(c.id, f.query, lang));
}

/** The card a `?card=` link names, if the gallery shows it: its printed number, "#38" or "38". */
export function cardOfLink(raw: string | null, cards: readonly CardType[]): CardType | null {
  const m = raw ? /^#?(\d{1,6})$/.exec(raw.trim()) : null;
  return m ? cards.find((c) => c.id === Number(m[1])) ?? null : null;
}

/** The address of one card in the gallery: the page's own address with only gallery and card. */
export function cardLink(origin: string, pathname: string, id: number): string {
  return `${origin}${pathname}?gallery=1&card=${id}`;
}

/** What the test hook reads of the gallery (docs/test-hook.md, `gallery()`). */
export interface GalleryShown {
  /** Cards the filter keeps (all of them are on the page, painted as they scroll in). */
  shown: number;
  query: string;
  set: GallerySet | null;
  /** The card zoomed, or null. */
  zoomed: number | null;
  /** Cards in the window still waiting for their face. */
  pending: number;
  /** Milliseconds from the page's navigation to its first window of cards all painted (null: not yet). */
  firstScreenMs: number | null;
  /** The message the page shows (a link naming no card, no card matching), or ''. */
  message: string;
  /** The zoom's word under its buttons ("Link copied"), or ''. */
  toast: string;
}
