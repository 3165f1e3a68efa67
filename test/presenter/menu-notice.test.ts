// The menu's notice of a saved game that could not be read (issue 13: it read "it was set aside (… it
// could not be set aside … so it was left in place)" and its third line was hidden): the store says
// what happened as codes, the menu phrases them as one sentence in the player's language, and the
// menu's layout leaves room for all its lines.
import { describe, expect, it } from 'vitest';
import { GameApp } from '../../src/app/game-app';
import { LANGS } from '../../src/i18n';
import type { SaveReason } from '../../src/persist/save';
import { DEFAULT_SAVE_KEY, memoryStorage, type SaveNotice, type StorageReason } from '../../src/persist/store';
import { menuHeight, menuLayout, noticeText } from '../../scenes/presenter/menu-model';

const REASONS: SaveReason[] = ['notJson', 'unknownMode', 'invalid', 'seats', 'setup', 'refused'];
const STORAGE: StorageReason[] = ['full', 'blocked', 'failed', 'notKept', 'tooMany'];

/** Every notice the store and the application can give. */
const NOTICES: SaveNotice[] = [
  ...REASONS.map((reason): SaveNotice => ({ kind: 'setAside', reason, storage: null, params: reason === 'refused' ? { n: 12 } : {} })),
  ...REASONS.flatMap((reason) => STORAGE.map((storage): SaveNotice => ({ kind: 'leftInPlace', reason, storage, params: reason === 'refused' ? { n: 3 } : {} }))),
  ...STORAGE.map((storage): SaveNotice => ({ kind: 'unreadable', reason: null, storage, params: {} })),
  { kind: 'notResumed', reason: null, storage: null, params: {} },
  { kind: 'notMigrated', reason: null, storage: null, params: {} },
];

describe('the menu\'s notice of a damaged save', () => {
  it('is one sentence in each language, every placeholder filled, no nested parentheses', () => {
    for (const lang of LANGS) {
      for (const notice of NOTICES) {
        const text = noticeText(notice, lang);
        const what = `${lang} ${JSON.stringify(notice)}: ${text}`;
        expect(text, what).not.toMatch(/[{}()]/);
        expect(text, what).toMatch(/^[A-Z][^.]*\.$/); // one capital at the start, one full stop at the end
        // At most four lines of the menu's column (660 px: about 90 characters of 14 px text a line).
        expect(text.length, what).toBeLessThanOrEqual(320);
      }
    }
  });

  it('says what happened, in the player\'s words', () => {
    expect(noticeText({ kind: 'setAside', reason: 'notJson', storage: null, params: {} }, 'en'))
      .toBe('Your saved game could not be resumed because it is damaged; it has been set aside, untouched, and a new game can start.');
    expect(noticeText({ kind: 'leftInPlace', reason: 'refused', storage: 'full', params: { n: 7 } }, 'en'))
      .toBe('Your saved game could not be resumed because its move 7 breaks the rules; as the browser’s storage is full, it stays in the list: export or delete it.');
    expect(noticeText({ kind: 'setAside', reason: 'notJson', storage: null, params: {} }, 'fr'))
      .toBe('Votre partie sauvegardée n’a pas pu être reprise, car elle est endommagée\u00a0; elle a été mise de côté, intacte, et une nouvelle partie peut commencer.');
  });

  it('comes from the store\'s codes when the application reads a damaged save', async () => {
    const storage = memoryStorage({ [DEFAULT_SAVE_KEY]: 'garbage' });
    const app = new GameApp(storage, null);
    await app.init();
    expect(app.savedGame()).toBeNull();
    expect(noticeText(app.notice!, 'en')).toMatch(/^Your saved game could not be resumed because it is damaged; it has been set aside/);
  });

  it('gets the height of its lines in the layout, which still fits 1280×720, 1024×768 and 768×1024 with five seats', () => {
    // Up to four lines of 14 px text, as Phaser measures them (about 17 px a line, with its padding).
    for (const h of [720, 768, 1024]) {
      for (const lines of [1, 2, 3, 4]) {
        const needs = { seats: 5, canAdd: false, saved: false, notice: lines * 17 + 2 };
        const l = menuLayout(h, needs);
        expect(l.noticeH).toBeGreaterThanOrEqual(needs.notice);
        expect(menuHeight(l)).toBeLessThanOrEqual(h);
      }
    }
    expect(menuLayout(720, { seats: 2, canAdd: true, saved: false, notice: 0 }).noticeH).toBe(0);
  });
});
