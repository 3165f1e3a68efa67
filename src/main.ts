// Entry point, composition only: the application (src/app: settings, saves, the game's actor), the
// table that shows a game (the conductor its mode's entry makes: scenes/scene-modes.ts), the sound (src/audio), the Phaser game with its scenes and, with
// ?test=1, window.__SSDB_TEST__ (docs/test-hook.md): the full hook where the build asks for it (the
// dev server, `vite build --mode e2e`), else the one that shows only what the screen shows.
import './app/no-eval'; // first: before any module makes a zod schema
import '@fontsource/cinzel/600.css';
import '@fontsource/cinzel/700.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/800.css';
import { BrowserSound } from './audio/browser-sound';
import { browserTabs, createApp, isGalleryPage, openSlots } from './app/create-app';
import { createPhaserGame } from '../scenes/phaser-game';
import { presentTable } from '../scenes/scene-modes';
import { installTestHook } from '../scenes/test-hook';
import { installViewerHook } from '../scenes/viewer-hook';
import { installA11yMirror } from '../scenes/a11y-mirror';
import { createAudienceGame } from '../scenes/audience-game';
import { followGame, publishGames } from './stream';
import { readUrlOptions } from './app/url-options';
import { isFramed, showFramedRefusal } from './app/framed';
import { registerOffline } from './app/offline';

/** Set by vite.config.ts: the full test hook may be built in. False in a production build, which then
 *  holds no code that reads the full state (test/build-locked.mjs checks the bundle). */
declare const __SSDB_FULL_TEST_HOOK__: boolean;

// An audience window (?audience=1, issue 15) is a page of its own: no saves, no sound, no game of its
// own; it follows the game's page over the same-device channel (src/stream). Neither starts inside
// another site's frame (issue 23).
const audience = readUrlOptions(window.location.search).audience;
if (isFramed(window)) showFramedRefusal(document, navigator.language);
else if (audience) createAudienceGame(followGame(), readUrlOptions(window.location.search));
else await gamePage();

async function gamePage(): Promise<void> {
  // Installable and playable offline (issue 29): the service worker, registered once the page has loaded.
  registerOffline(window);
  const tab = (): Storage | null => { try { return window.sessionStorage; } catch { return null; } };
  // The card gallery (?gallery=1) is read-only: it opens no save (the slots stay in memory, unread)
  // and publishes nothing to an audience window.
  const gallery = isGalleryPage(window.location.search);
  // The save slots live in IndexedDB; a browser that refuses it (some private modes) keeps them in memory
  // and the menu says games will not be kept.
  const slots = gallery ? null : await openSlots();
  const { app, options } = createApp({ search: window.location.search, tab: tab(), language: navigator.language, slots: slots ?? undefined, ...browserTabs(gallery) }, (game, settings): ReturnType<typeof presentTable> => presentTable(game, settings, app.sound));
  if (!gallery) await app.init();
  if (!slots && !gallery) {
    app.notice = { kind: 'unreadable', reason: null, storage: 'blocked', params: {} };
    app.storageRefused = true; // a game opened by a link skips the menu: its table says it too
  }
  // A tab that goes away lets another take its game at once (its lock goes with it anyway); a page the
  // browser brings back from its cache loads again, as its game may have been taken meanwhile.
  window.addEventListener('pagehide', () => app.leave());
  window.addEventListener('pageshow', (e) => { if (e.persisted) window.location.reload(); });
  // The audience windows this tab opened (issue 15) follow the game on the table; they hear this page
  // go and come back. Hands go to them late, and only as the player's own setting says (issue 23).
  if (!gallery) publishGames(app, () => app.settings.reveal, { onHide: (fn) => window.addEventListener('pagehide', fn) });
  // The sound: rendered and loaded from the first tap on, never before the first screen.
  app.useSound(new BrowserSound({ enabled: options.sound }));
  const game = createPhaserGame(app, options);
  // The screen reader's layer and keyboard play (issue 29): the table as text and buttons beside the canvas.
  installA11yMirror(game, app);
  if (options.test) {
    if (__SSDB_FULL_TEST_HOOK__) installTestHook(game, app, options);
    else installViewerHook(game, app);
  }
}

