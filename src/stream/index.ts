// Streaming (issue 15), as the page's composition (src/main.ts) uses it: the game's page publishes its
// game to the audience windows it opened; an audience window follows it. Both sides over the
// same-device BroadcastChannel named after the game page's pairing key (port.ts, pairing.ts); a browser
// without one has no audience window, and the game is unaffected.
import type { PlayedGame } from '../app/game-actor';
import { feedOf } from './feed';
import { AudienceFollower } from './follower';
import { followedPairingKey, gamePairingKey, pairedChannel, type KeyStore } from './pairing';
import { broadcastPort } from './port';
import { AudiencePublisher } from './publisher';
import type { RevealSetting } from './reveal';

export { AudienceFollower, type AudienceStatus, type FollowerUpdate } from './follower';
export type { AudiencePageOptions, AudienceBackground } from './audience-options';
export { audienceSearch, AUDIENCE_BACKGROUNDS } from './audience-options';
export { type GameMessage, type RevealMessage } from './messages';
export { nextReveal, REVEAL_DELAYS, REVEALS, type RevealSetting } from './reveal';
export { pairingHash } from './pairing';

/** The tab's sessionStorage, or null where the browser refuses it. */
const tabStore = (): KeyStore | null => { try { return window.sessionStorage; } catch { return null; } };

let ownKey: string | null = null;
/** The game page's pairing key: one for the page's life (the publisher's channel and the audience
 *  window the menu opens), the tab's own across reloads. */
export function gameKey(): string {
  ownKey ??= gamePairingKey(tabStore());
  return ownKey;
}

/** The game's page: every game put on the table (and the menu) is published until the page goes
 *  away; hands only late and as `reveal` (the player's setting, read when a turn begins and ends) says. */
export function publishGames(app: { onGame(listener: (game: PlayedGame | null) => void): () => void; game: PlayedGame | null }, reveal: () => RevealSetting, page: { onHide(fn: () => void): void }): AudiencePublisher | null {
  const port = broadcastPort(pairedChannel(gameKey()));
  if (!port) return null;
  const publisher = new AudiencePublisher(port, reveal);
  publisher.follow(app.game && feedOf(app.game));
  app.onGame((game) => publisher.follow(game && feedOf(game)));
  page.onHide(() => publisher.stop());
  return publisher;
}

/** An audience window: follows the game's page that opened it (the key in its address, then kept for
 *  its reloads); without a key, or a channel, it follows nothing and says so. */
export function followGame(): AudienceFollower {
  const { key, kept } = followedPairingKey(window.location.hash, tabStore());
  // Kept for the window's reloads: the key leaves the address (a capture of the window's bar, a copy
  // of its address, never shows it).
  if (kept) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  return new AudienceFollower(key ? broadcastPort(pairedChannel(key)) : null);
}
