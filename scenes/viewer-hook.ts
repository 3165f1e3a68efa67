// window.__SSDB_TEST__ in a production build (?test=1): the restricted hook of
// scenes/presenter/viewer-hook.ts, which reads only what the screen shows, measured on the scenes.
// src/main.ts installs it instead of the full hook (scenes/test-hook.ts) unless the build asks for
// the full one (the dev server, `vite build --mode e2e`): docs/test-hook.md.
import type Phaser from 'phaser';
import { Rules } from './Rules';
import { screenProbe } from './screen-probe';
import { viewerHook } from './presenter/viewer-hook';
import type { TableApp } from './presenter/table-control';

export function installViewerHook(game: Phaser.Game, app: TableApp): void {
  const { running, screen, table, board, idle, markReady } = screenProbe(game, app);
  const hook = viewerHook(app, {
    screen,
    idle,
    cards: () => table()?.cardsShown() ?? board()?.cardsShown() ?? [],
    refusals: () => table()?.refusalsShown() ?? [],
    jobs: () => board()?.jobsPlaying() ?? [],
    rules: () => (running().includes('Rules') ? Rules.shownPage : null),
  });
  (window as { __SSDB_TEST__?: unknown }).__SSDB_TEST__ = hook;
  markReady(hook);
}
