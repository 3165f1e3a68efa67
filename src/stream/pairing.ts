// Which game page an audience window follows (issue 23): a pairing key. The game's page makes a random
// key for its tab and keeps it in the tab's sessionStorage (a reload keeps it; another tab, even of the
// same origin, can neither read it nor share it). The audience window it opens gets the key in the
// address's hash (never sent to a server), keeps it in its own sessionStorage (its reload keeps it)
// and takes it out of the address. Both speak on a BroadcastChannel named after the key: a page that
// does not know the key neither hears the game nor is heard by the audience window
// (docs/security.md, "The audience channel").
import { AUDIENCE_CHANNEL } from './port';

/** What the key needs of a storage: sessionStorage, or a map in the tests. Either may throw. */
export interface KeyStore { getItem(key: string): string | null; setItem(key: string, value: string): void }

/** 128 random bits in hex: not to be guessed. */
const KEY_FORMAT = /^[0-9a-f]{32}$/;
/** Where a game's tab keeps its own key, and where an audience window keeps the key it follows. */
const GAME_ITEM = 'ssdb.audience.key';
const FOLLOWED_ITEM = 'ssdb.audience.pair';

export const isPairingKey = (x: unknown): x is string => typeof x === 'string' && KEY_FORMAT.test(x);

/** The channel a game's page and its audience windows share. */
export const pairedChannel = (key: string): string => `${AUDIENCE_CHANNEL}.${key}`;

export function newPairingKey(random: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b)): string {
  const bytes = new Uint8Array(16);
  random(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const read = (store: KeyStore | null, item: string): string | null => {
  try { const v = store?.getItem(item); return isPairingKey(v) ? v : null; } catch { return null; }
};
const keep = (store: KeyStore | null, item: string, key: string): boolean => {
  try { store?.setItem(item, key); return !!store; } catch { return false; }
};

/** The game's page: the key its tab keeps, else a new one, kept when the storage allows (else a reload
 *  makes another, and an audience window left open must be opened again from the menu). */
export function gamePairingKey(store: KeyStore | null, random?: (bytes: Uint8Array<ArrayBuffer>) => void): string {
  const kept = read(store, GAME_ITEM);
  if (kept) return kept;
  const key = newPairingKey(random);
  keep(store, GAME_ITEM, key);
  return key;
}

/** The address's hash with a key in it (`#pair=<key>`), for the audience window's address. */
export const pairingHash = (key: string): string => `#pair=${key}`;

/** An audience window: the key its address brings (`#pair=…`), else the one it kept; null when it has
 *  none (opened by hand). `kept` says whether the address's key is now in the storage (the address
 *  may then drop it). */
export function followedPairingKey(hash: string, store: KeyStore | null): { key: string | null; kept: boolean } {
  const given = new URLSearchParams(hash.replace(/^#/, '')).get('pair');
  if (isPairingKey(given)) return { key: given, kept: keep(store, FOLLOWED_ITEM, given) };
  return { key: read(store, FOLLOWED_ITEM), kept: false };
}
