// The application as a page starts it: the URL's options, the settings they override (the browser's
// language only stands in for a language never chosen), the storage for
// settings and saves (the browser's, else memory), and the tab's storage that remembers a game was
// being played. No Phaser here: the table that shows a game is given (`present`).
import { browserStorage, memoryStorage, type StorageLike } from '../persist/store';
import type { SlotBackend } from '../persist/slots';
import { idbSlots } from '../persist/slots-idb';
import { GameApp, type AppTable, type GameAppOptions, type SlotNews } from './game-app';
import { webLocks, type SlotLocks } from './tab-locks';
import { langOfBrowser } from './settings';
import { readUrlOptions, type UrlOptions } from './url-options';

export interface PageContext {
  /** window.location.search */
  search: string;
  /** The tab's own storage (sessionStorage), if the browser lets us have it. */
  tab: StorageLike | null;
  /** navigator.language: the language until the player picks one (none given: French). */
  language?: string;
  /** Where the save slots are kept (IndexedDB in the browser); none: in memory. */
  slots?: SlotBackend;
  /** Which tab plays which game, and the saved games' news between tabs (GameAppOptions). */
  locks?: GameAppOptions<AppTable>['locks'];
  slotNews?: GameAppOptions<AppTable>['slotNews'];
}

export function createApp<T extends AppTable>(page: PageContext, present: GameAppOptions<T>['present']): { app: GameApp<T>; options: UrlOptions } {
  const options = readUrlOptions(page.search);
  const app = new GameApp<T>(browserStorage() ?? memoryStorage(), page.tab, {
    settings: {
      ...(options.speed ? { speed: options.speed } : {}), ...(options.lang ? { lang: options.lang } : {}),
      ...(options.openHands === null ? {} : { openHands: options.openHands }),
    },
    defaultLang: langOfBrowser(page.language),
    present,
    ...(page.slots ? { slots: page.slots } : {}),
    ...(page.locks ? { locks: page.locks } : {}),
    ...(page.slotNews ? { slotNews: page.slotNews } : {}),
  });
  return { app, options };
}

/** Whether the page is the card gallery (?gallery=1): read-only, it opens no save (issue 15). */
export const isGalleryPage = (search: string): boolean => readUrlOptions(search).gallery;

/** The save slots in the browser's IndexedDB, or null when the browser refuses it (some private modes)
 *  or does not open it within `waitMs` (a database blocked by another tab): the page must come up. */
export async function openSlots(waitMs = 4000): Promise<SlotBackend | null> {
  try {
    return await Promise.race([idbSlots(), new Promise<null>((r) => { setTimeout(() => r(null), waitMs); })]);
  } catch {
    return null;
  }
}

/** Which tab plays which game (Web Locks) and the saved games' news between tabs (a BroadcastChannel),
 *  where the browser has them; the gallery takes part in neither. */
export function browserTabs(gallery: boolean): { locks?: SlotLocks; slotNews?: SlotNews } {
  if (gallery) return {};
  const locks = 'locks' in navigator ? webLocks(navigator.locks) : undefined;
  if (typeof BroadcastChannel === 'undefined') return { locks };
  const channel = new BroadcastChannel('ssdb.slots');
  const slotNews: SlotNews = { post: () => channel.postMessage('changed'), listen: (heard) => { channel.onmessage = () => heard(); } };
  return { locks, slotNews };
}
