// window.__SSDB_TEST__ in an audience window (?audience=1&test=1): what the window shows and nothing
// more: the audience view drawn (the engine's, which holds no hand, no deck order), the actions it has
// drawn, the captions on screen, the hand revealed late if any, the channel's status. Safe in a
// production build: the window never holds anything else (docs/test-hook.md, "The audience window").
import type Phaser from 'phaser';
import type { AudienceFollower } from '../src/stream';
import type { Audience } from './Audience';
import { listTargets } from './presenter/targets';

export const AUDIENCE_HOOK = 'ssdb:audience-hook';

export function installAudienceHook(game: Phaser.Game, follower: AudienceFollower): void {
  const scene = () => {
    const s = game.scene.getScene('Audience') as Audience | null;
    return s && s.sys.isActive() ? s : null;
  };
  const hook = {
    kind: AUDIENCE_HOOK,
    ready: false,
    screen: () => (scene() ? 'Audience' : 'Boot'),
    /** 'connecting', 'waiting' (the game's page at its menu), 'gone' (closed or reloading), 'live'. */
    status: () => follower.status,
    view: () => scene()?.shownView ?? null,
    actions: () => scene()?.shownActions ?? null,
    captions: () => scene()?.captionLines ?? [],
    reveal: () => scene()?.revealShown ?? null,
    refused: () => follower.refused,
    /** For each action shown (caption up, motion begun), how long after the game's page accepted it (ms, wall clock), the last 200. */
    lags: () => [...(scene()?.lags ?? [])],
    idle: () => scene()?.idle ?? false,
    /** The motion playing: 'motion' (an action's), 'poseidon' (Poseidon's phase), or null. */
    showing: () => scene()?.showing ?? null,
    targets: () => listTargets(),
    /** The cards drawn now: uid, type, role, centre and size (CardPool.drawn). */
    cards: () => scene()?.cardsShown() ?? [],
    /** The large line across the middle (a turn, Poseidon's phase), or null when none shows. */
    banner: () => scene()?.bannerShown ?? null,
  };
  (window as { __SSDB_TEST__?: unknown }).__SSDB_TEST__ = hook;
  const check = () => { if (scene()) hook.ready = true; else requestAnimationFrame(check); };
  requestAnimationFrame(check);
}
