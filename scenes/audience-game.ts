// The audience window's Phaser game (?audience=1, issue 15): a fixed 1920×1080 canvas scaled to the
// window, Boot (the fonts) and Preload (the drawn textures) then the Audience scene; no sound, no saves.
// Transparent when asked (an overlay), with the page behind it transparent too. Its test hook is safe in
// any build: it shows only what the window shows (scenes/audience-hook.ts).
import Phaser from 'phaser';
import { setLang } from '../src/i18n';
import { langOfBrowser } from '../src/app/settings';
import type { UrlOptions } from '../src/app/url-options';
import type { AudienceFollower } from '../src/stream';
import { Audience } from './Audience';
import { installAudienceHook } from './audience-hook';
import { Boot } from './Boot';
import { Preload } from './Preload';
import { AUDIENCE_H, AUDIENCE_W } from './presenter/audience/audience-layout';

export function createAudienceGame(follower: AudienceFollower, options: UrlOptions): Phaser.Game {
  const audience = options.audience ?? { background: 'sky' as const };
  setLang(options.lang ?? langOfBrowser(navigator.language));
  const transparent = audience.background === 'transparent';
  if (transparent) document.documentElement.classList.add('audience-transparent');
  document.title = `${document.title} · audience`;
  const game = new Phaser.Game({
    type: Phaser.WEBGL,
    parent: 'game',
    backgroundColor: audience.background === 'green' ? '#00b140' : '#060b1e',
    transparent,
    render: { antialiasGL: !options.fast },
    audio: { noAudio: true },
    // Motion keeps to the clock, not to the frames drawn: on a busy machine the window skips frames but
    // stays with the game (Phaser's smoothing would slow every tween down with the frame rate instead).
    fps: { smoothStep: false },
    banner: false,
    disableContextMenu: true,
    scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH, width: AUDIENCE_W, height: AUDIENCE_H },
    scene: [Boot, Preload, Audience],
    callbacks: {
      preBoot: (g) => {
        g.registry.set('options', options);
        g.registry.set('audience', audience);
        g.registry.set('follower', follower);
      },
    },
  });
  window.addEventListener('pagehide', () => follower.close());
  if (options.test) installAudienceHook(game, follower);
  return game;
}
