// The pairing key (issue 23): a game page's tab keeps one key across reloads, another tab has its
// own; an audience window takes the key from its address, keeps it for its reloads, and has none
// when opened by hand. Broken or foreign values and a storage that throws change nothing.
import { describe, expect, it } from 'vitest';
import { followedPairingKey, gamePairingKey, isPairingKey, newPairingKey, pairedChannel, pairingHash, type KeyStore } from '../../src/stream/pairing';

const store = (): KeyStore & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => { items.set(k, v); } };
};
const throwing: KeyStore = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } };

describe('the pairing key', () => {
  it('is 128 random bits, and names a channel of its own', () => {
    const a = newPairingKey(), b = newPairingKey();
    expect(isPairingKey(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(newPairingKey((bytes) => bytes.fill(0xab))).toBe('ab'.repeat(16));
    expect(pairedChannel(a)).toBe(`ssdb.audience.v1.${a}`);
  });

  it('stays the same across the game page\'s reloads; another tab gets its own', () => {
    const tab = store();
    const first = gamePairingKey(tab);
    expect(gamePairingKey(tab)).toBe(first);
    expect(gamePairingKey(store())).not.toBe(first);
  });

  it('replaces a damaged kept key, and works (for this page only) when the storage throws', () => {
    const tab = store();
    tab.items.set('ssdb.audience.key', 'not-a-key');
    const key = gamePairingKey(tab);
    expect(isPairingKey(key)).toBe(true);
    expect(tab.items.get('ssdb.audience.key')).toBe(key);
    expect(isPairingKey(gamePairingKey(throwing))).toBe(true);
    expect(isPairingKey(gamePairingKey(null))).toBe(true);
  });

  it('reaches the audience window by its address, which keeps it for its reloads', () => {
    const key = newPairingKey();
    const win = store();
    expect(followedPairingKey(pairingHash(key), win)).toEqual({ key, kept: true });
    // Reloaded, the key out of the address: the kept one.
    expect(followedPairingKey('', win)).toEqual({ key, kept: false });
    // Opened again from the game's menu with another key: the new one.
    const other = newPairingKey();
    expect(followedPairingKey(pairingHash(other), win).key).toBe(other);
    expect(followedPairingKey('', win).key).toBe(other);
  });

  it('has none when the window was opened by hand or the address holds junk; a blocked storage keeps the address\'s', () => {
    expect(followedPairingKey('', store()).key).toBeNull();
    for (const hash of ['#pair=', '#pair=xyz', '#pair=ABCDEF0123456789ABCDEF0123456789', `#other=${newPairingKey()}`]) expect(followedPairingKey(hash, store()).key).toBeNull();
    const key = newPairingKey();
    expect(followedPairingKey(pairingHash(key), throwing)).toEqual({ key, kept: false });
    expect(followedPairingKey(pairingHash(key), null)).toEqual({ key, kept: false });
  });
});
