// Issue 15, "a read-only card gallery page for viewers (?gallery=1, every card drawn with our text, by
// set and rank, searchable, linkable to one card)": which cards the page holds, in what order, what a
// search finds, which links name a card, and that the page's targets are finger-sized.
import { afterEach, describe, expect, it } from 'vitest';
import { CARD_TYPES } from '../../src/cards';
import { CARD_TEXTS } from '../../src/cards/texts';
import { setLang } from '../../src/i18n';
import { readUrlOptions } from '../../src/app/url-options';
import { cardLink, cardOfLink, filterCards, galleryCards, groupOf, GALLERY_SETS } from '../../scenes/presenter/gallery-model';
import { galleryHeader, galleryPage, itemsIn, cardAt } from '../../scenes/presenter/gallery-layout';

const cards = galleryCards();
const ids = (q: string, lang: 'fr' | 'en' = 'en', set: null | 'base' | 'asgard' | 'poseidon' | 'epic' | 'promo' = null) => filterCards(cards, { query: q, set }, lang).map((c) => c.id);

afterEach(() => setLang('fr'));

describe('the gallery holds every card of the sets in play', () => {
  it('has each card type of base, Asgard, Poseidon (pillars included), the Epics and the promo cards once', () => {
    const all = [...CARD_TYPES.values()];
    expect(cards).toHaveLength(all.length);
    expect(new Set(cards.map((c) => c.id))).toEqual(new Set(all.map((c) => c.id)));
    expect(cards.length).toBe(192);
    expect(cards.some((c) => c.kind === 'pillar')).toBe(true);
    // The promo cards (issue 22) come last, under their rank, each with our text.
    expect(cards.slice(-3).map((c) => c.id)).toEqual([9002, 9003, 9001]); // the cheaper first: 6 Cosmos, then 7
    for (const c of cards.slice(-3)) expect(CARD_TEXTS[c.id]?.fr && CARD_TEXTS[c.id]?.en, `${c.id}`).toBeTruthy();
  });

  it('is ordered by set, then rank (very common first), then cost', () => {
    const setIndex = cards.map((c) => GALLERY_SETS.indexOf(c.set as never));
    expect(setIndex).toEqual([...setIndex].sort((a, b) => a - b));
    const ranks = ['veryCommon', 'common', 'uncommon', 'rare', 'veryRare', 'pillar', 'epic'];
    for (const set of GALLERY_SETS) {
      const mine = cards.filter((c) => c.set === set);
      const r = mine.map((c) => ranks.indexOf(groupOf(c)));
      expect(r).toEqual([...r].sort((a, b) => a - b));
      // Within a rank, the cheaper card first (the cheaper of its two costs; a card without cost first).
      for (const g of new Set(mine.map(groupOf))) {
        const cost = mine.filter((c) => groupOf(c) === g).map((c) => Math.min(...[c.cost.force, c.cost.cosmos].map((x) => x ?? Infinity)));
        const key = cost.map((x) => (x === Infinity ? -1 : x));
        expect(key).toEqual([...key].sort((a, b) => a - b));
      }
    }
    expect(cards[0].id).toBe(1); // Pegasus Seiya, the first starting card
  });
});

describe('the search', () => {
  it('finds a name in either language, without its accents', () => {
    expect(ids('pegase')).toContain(1);
    expect(ids('Pégase', 'en')).toContain(1);
    expect(ids('pegasus', 'fr')).toContain(1);
    expect(ids('aiolos')).toEqual(expect.arrayContaining([38]));
  });

  it('finds our text and the keywords in the page language, every word of the query', () => {
    const arrival = ids('arrival');
    expect(arrival.length).toBeGreaterThan(5);
    // Each found card has the keyword, or says it in our text.
    expect(arrival.every((id) => CARD_TYPES.get(id)!.triggers.includes('arrival') || /arrival/i.test(CARD_TEXTS[id]?.en ?? ''))).toBe(true);
    expect(ids('arrivee', 'fr')).toEqual(expect.arrayContaining(arrival.filter((id) => CARD_TYPES.get(id)!.triggers.includes('arrival'))));
    // Two words: both must be there.
    const both = ids('gold flame');
    expect(both).toContain(38);
    expect(both.length).toBeLessThan(ids('gold').length);
  });

  it('takes a printed number, and a search that matches nothing shows nothing', () => {
    expect(ids('#38')).toEqual([38]);
    expect(ids('38')).toEqual([38]);
    expect(ids('zzqx')).toEqual([]);
    expect(ids('')).toHaveLength(192);
  });

  it('filters by set', () => {
    expect(ids('', 'en', 'poseidon').every((id) => CARD_TYPES.get(id)!.set === 'poseidon')).toBe(true);
    expect(ids('', 'en', 'epic')).toHaveLength(19);
    expect(ids('', 'en', 'promo')).toEqual([9002, 9003, 9001]);
  });
});

describe('a link to one card', () => {
  it('names a card by its printed number; anything else names none', () => {
    expect(cardOfLink('38', cards)?.id).toBe(38);
    expect(cardOfLink('#2038', cards)?.kind).toBe('pillar');
    expect(cardOfLink('9001', cards)?.name).toBe('Seiya du Sagittaire'); // a promo card (issue 22)
    expect(cardOfLink('abc', cards)).toBeNull();
    expect(cardOfLink('', cards)).toBeNull();
    expect(cardLink('https://x.example', '/game/', 38)).toBe('https://x.example/game/?gallery=1&card=38');
  });

  it('is read from the address: ?gallery=1 is the gallery, silent unless asked', () => {
    expect(readUrlOptions('?gallery=1&card=38')).toMatchObject({ gallery: true, galleryCard: '38', sound: false });
    expect(readUrlOptions('?gallery=1&sound=1').sound).toBe(true);
    expect(readUrlOptions('?seed=3')).toMatchObject({ gallery: false, galleryCard: null, sound: true });
  });
});

describe('the page layout', () => {
  for (const w of [1280, 1024, 768, 390]) {
    it(`at ${w} px wide: finger-sized controls, every card once, no two cards overlapping`, () => {
      const H = galleryHeader(w);
      for (const r of [H.search, H.lang, ...H.chips]) {
        expect(r.h).toBeGreaterThanOrEqual(44);
        expect(r.w).toBeGreaterThanOrEqual(44);
        expect(r.x + r.w).toBeLessThanOrEqual(w);
      }
      const page = galleryPage(cards, w);
      const placed = page.items.filter((it) => it.kind === 'card');
      expect(placed.map((it) => it.id)).toEqual(cards.map((c) => c.id));
      for (const a of placed) {
        expect(a.x + a.w).toBeLessThanOrEqual(w);
        for (const b of placed) {
          if (a === b) continue;
          const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
          expect(apart, `${a.id} and ${b.id}`).toBe(true);
        }
      }
      // Only what crosses the window is asked for: a screenful, not the page.
      expect(itemsIn(page, 0, 600).filter((it) => it.kind === 'card').length).toBeLessThan(40);
      const first = placed[0];
      expect(cardAt(page, first.x + 5, first.y + 5)).toBe(first.id);
    });
  }
});
