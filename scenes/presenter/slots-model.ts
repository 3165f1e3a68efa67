// The menu's list of saved games, in plain TS (issue 13): one row per slot (its name or its mode and
// turn; its heroes, who plays them and when it was last played), then the damaged saves set aside
// (when and why), paged to what the window's height holds; and the table's warning when the
// autosave fails or another tab plays the game.
import type { SavingStatus } from '../../src/app/game-app';
import { t, type Lang } from '../../src/i18n';
import { MAX_SET_ASIDE, type SetAsideSave, type SlotMeta } from '../../src/persist/slots';
import { presenterMode } from './presenter-modes';

export interface SlotRow {
  kind: 'slot' | 'aside';
  /** The slot's id, or the set-aside save's number. */
  key: string;
  title: string;
  detail: string;
}

const HERO_NAMES: Record<string, string> = { seiya: 'Seiya', shiryu: 'Shiryu', hyoga: 'Hyoga', shun: 'Shun', ikki: 'Ikki' };

/** A date and time short enough for a row: "24 Nov, 09:30". */
export function when(at: number, lang?: Lang): string {
  return new Date(at).toLocaleString(lang === 'en' ? 'en-GB' : lang === 'it' ? 'it-IT' : 'fr-FR', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

export function slotRows(slots: readonly SlotMeta[], asides: readonly SetAsideSave[], lang?: Lang): SlotRow[] {
  const rows: SlotRow[] = slots.map((m) => {
    const kind = t(presenterMode(m.mode).progress.slotKey, { turn: m.turn }, lang);
    const heroes = m.seats.map((s) => `${HERO_NAMES[s.hero] ?? s.hero}${s.kind === 'bot' ? ' ⚙' : ''}`).join(', ');
    return {
      kind: 'slot', key: m.id,
      // A finished game kept to look at (issue 25) says so: it opens on its score screen.
      title: `${m.name ? `${m.name} — ${kind}` : kind}${m.finished ? ` · ${t('ends.slot.finished', {}, lang)}` : ''}`,
      detail: `${heroes} · ${t('menu.slots.played', { when: when(m.updatedAt, lang) }, lang)}`,
    };
  });
  for (const e of asides) {
    const reason = e.reason ? t(`save.reason.${e.reason}`, e.params, lang) : '';
    rows.push({ kind: 'aside', key: String(e.id), title: `⚠ ${t('menu.slots.damagedLine', { when: when(e.at, lang), reason }, lang)}`,
      detail: t(e.from.startsWith('localStorage:') ? 'menu.slots.fromOld' : 'menu.slots.fromSlot', {}, lang) });
  }
  return rows;
}

/** The heading of the damaged saves, or null when there are none. */
export function asideHeading(count: number, lang?: Lang): string | null {
  return count ? t('menu.slots.damaged', { n: count, max: MAX_SET_ASIDE }, lang) : null;
}

/** How many rows of `rowH` fit under the panel's title and above its paging and close buttons. */
export function rowsPerPage(h: number, rowH: number, chrome: number): number {
  return Math.max(1, Math.floor((h - chrome) / rowH));
}

/** The rows of page `page` (clamped), and whether there are pages before and after it. */
export function pageOf<T>(rows: readonly T[], perPage: number, page: number): { rows: T[]; page: number; pages: number; from: number; to: number } {
  const pages = Math.max(1, Math.ceil(rows.length / perPage));
  const p = Math.min(Math.max(0, page), pages - 1);
  const slice = rows.slice(p * perPage, (p + 1) * perPage);
  return { rows: slice, page: p, pages, from: p * perPage + 1, to: p * perPage + slice.length };
}

/** The table's warning line of the autosave, or null while every action is saved. */
export function savingText(status: SavingStatus, lang?: Lang): string | null {
  if (status.state === 'ok') return null;
  if (status.state === 'readOnly') return t('save.warn.readOnly', {}, lang);
  if (status.state === 'notKept') return t('save.warn.notKept', {}, lang);
  // Each failure says what to do about it: only a full storage is helped by freeing space.
  const cause = status.reason === 'full' || status.reason === 'blocked' ? status.reason : 'failed';
  return t(`save.warn.${cause}`, { saved: status.saved }, lang);
}

/** The file name of an exported save. */
export const exportName = (row: SlotRow): string => `saint-seiya-${row.kind === 'aside' ? `damaged-${row.key}` : row.key}.json`;
