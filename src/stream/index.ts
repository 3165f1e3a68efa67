// Streaming (issue 15), as the page's composition (src/main.ts) uses it: the game's page publishes its
// game to any audience window; an audience window follows it. Both sides over the same-device
// BroadcastChannel (port.ts); a browser without one has no audience window, and the game is unaffected.
import type { PlayedGame } from '../app/game-actor';
import { feedOf } from './feed';
import { AudienceFollower } from './follower';
import { broadcastPort } from './port';
import { AudiencePublisher } from './publisher';
import type { RevealSetting } from './reveal';

export { AudienceFollower, type AudienceStatus, type FollowerUpdate } from './follower';
export type { AudiencePageOptions, AudienceBackground } from './audience-options';
export { audienceSearch, AUDIENCE_BACKGROUNDS } from './audience-options';
export { type GameMessage, type RevealMessage } from './messages';
export { nextReveal, REVEAL_DELAYS, REVEALS, type RevealSetting } from './reveal';

/** The game's page: every game put on the table (and the menu) is published until the page goes
 *  away; hands only late and as `reveal` (the player's setting, read when a turn begins and ends) says. */
export function publishGames(app: { onGame(listener: (game: PlayedGame | null) => void): () => void; game: PlayedGame | null }, reveal: () => RevealSetting, page: { onHide(fn: () => void): void }): AudiencePublisher | null {
  const port = broadcastPort();
  if (!port) return null;
  const publisher = new AudiencePublisher(port, reveal);
  publisher.follow(app.game && feedOf(app.game));
  app.onGame((game) => publisher.follow(game && feedOf(game)));
  page.onHide(() => publisher.stop());
  return publisher;
}

/** An audience window: follows the game's page (a follower that never hears anything without a channel). */
export function followGame(): AudienceFollower {
  const port = broadcastPort() ?? { post: () => undefined, listen: () => () => undefined, close: () => undefined };
  return new AudienceFollower(port);
}
