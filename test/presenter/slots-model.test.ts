// The menu's saved games and the table's autosave warning, as words (issue 13).
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n';
import { exportName, pageOf, rowsPerPage, savingText, slotRows } from '../../scenes/presenter/slots-model';
import type { SlotMeta } from '../../src/persist/slots';

const slot = (id: string, extra: Partial<SlotMeta> = {}): SlotMeta => ({
  id, mode: 'classic', turn: 7, actions: 40, createdAt: 0, updatedAt: Date.UTC(2026, 10, 24, 9, 30),
  seats: [{ kind: 'human', hero: 'seiya' }, { kind: 'bot', hero: 'shun' }], ...extra,
});

describe('the saved games list', () => {
  it('names each slot by its name or its mode and turn, with its heroes and when it was played', () => {
    const rows = slotRows([slot('a'), slot('b', { mode: 'coop', turn: 3, name: 'Sunday' })], [
      { id: 4, at: 0, from: 'localStorage:ssdb.classic.autosave.setAside.1', reason: 'refused', params: { n: 9 }, text: '{}' },
    ], 'en');
    expect(rows.map((r) => [r.kind, r.key, r.title])).toEqual([
      ['slot', 'a', 'Classic — turn 7'], ['slot', 'b', 'Sunday — Cooperative — round 3'],
      ['aside', '4', expect.stringMatching(/^⚠ Set aside .*: its move 9 breaks the rules$/)],
    ]);
    expect(rows[0].detail).toMatch(/^Seiya, Shun ⚙ · played 24 Nov/);
    expect(exportName(rows[0])).toBe('saint-seiya-a.json');
    expect(exportName(rows[2])).toBe('saint-seiya-damaged-4.json');
  });

  it('says a finished game kept to look at is finished (issue 25)', () => {
    expect(slotRows([slot('f', { finished: true })], [], 'en')[0].title).toBe('Classic — turn 7 · Finished');
    expect(slotRows([slot('f', { finished: true })], [], 'fr')[0].title).toMatch(/ · Terminée$/);
  });

  it('pages the rows to the window', () => {
    const rows = Array.from({ length: 11 }, (_, i) => i);
    expect(rowsPerPage(720, 62, 160)).toBe(9);
    expect(pageOf(rows, 4, 5)).toEqual({ rows: [8, 9, 10], page: 2, pages: 3, from: 9, to: 11 });
    expect(pageOf([], 4, 0)).toMatchObject({ rows: [], pages: 1 });
  });
});

describe('the table\'s autosave warning', () => {
  it('is silent while every move is saved, and says what failed and what to do otherwise', () => {
    expect(savingText({ state: 'ok', reason: null, saved: 3, actions: 3 })).toBeNull();
    expect(savingText({ state: 'failing', reason: 'full', saved: 18, actions: 20 }, 'en'))
      .toBe('Not saved: the browser’s storage is full. The game is saved up to move 18; moves since are not. Free space: delete old games from the menu’s Saved games, or export this one.');
    for (const lang of LANGS) {
      for (const reason of ['full', 'blocked', 'failed'] as const) expect(savingText({ state: 'failing', reason, saved: 1, actions: 2 }, lang)).not.toMatch(/[{}]/);
      expect(savingText({ state: 'readOnly', reason: null, saved: 1, actions: 1 }, lang)).toMatch({ en: /another tab.*Play here/, fr: /autre onglet.*Jouer ici/, it: /altra scheda.*Gioca qui/ }[lang]);
    }
  });

  it('gives the advice of its cause: freeing space only when the storage is full (issue 23)', () => {
    const text = (reason: 'full' | 'blocked' | 'failed') => savingText({ state: 'failing', reason, saved: 4, actions: 6 }, 'en')!;
    expect(text('full')).toMatch(/is full.*Free space/);
    for (const reason of ['blocked', 'failed'] as const) {
      expect(text(reason)).not.toMatch(/Free space|full/);
      expect(text(reason)).toMatch(/saved up to move 4.*Share code or Save file/);
    }
    expect(text('blocked')).toMatch(/no longer lets this page use its storage/);
    expect(text('failed')).toMatch(/storage failed.*each new move tries again/);
  });
});
