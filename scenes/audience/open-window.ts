// The menu's "Audience window": opens (or brings forward) the second window a stream captures, in
// the player's language, silent, following this window's game (issue 15): paired with it by this tab's
// key, in the address's hash (src/stream/pairing.ts). A popup sized for a 1920×1080 capture; the
// browser may make it smaller, and the page scales its canvas to fit.
import { audienceSearch, gameKey, pairingHash } from '../../src/stream';

export function openAudienceWindow(lang: string): void {
  const params = new URLSearchParams(audienceSearch(window.location.search, { background: 'sky' }));
  params.set('lang', lang);
  window.open(`${window.location.pathname}?${params.toString()}${pairingHash(gameKey())}`, 'ssdb-audience', 'popup,width=1920,height=1080');
}
