// Preload: every texture is drawn in code (no image file): the card back, the clock's flames and
// smoke, the icons. Then the route: the audience window (issue 15), an empty scene (benchmark
// baseline), the art review, the card gallery, a game started from the URL (classic or cooperative),
// the game a reload interrupted, or the menu.
import Phaser from 'phaser';
import type { TableApp } from './presenter/table-control';
import { ensureCanvasTexture } from './objects/canvasTexture';
import { flameTexture, iconTexture, smokeTexture, socketTexture, type IconKind } from './objects/icons';
import { paintCardBack } from './objects/paintCard';
import { withoutNewGame, type UrlOptions } from '../src/app/url-options';
import { urlStart } from '../src/app/modes';
import { t } from '../src/i18n';
import { decodeShareCode } from '../src/persist/share-code';
import { Button, text } from './objects/ui';
import { ReplayBar } from './ReplayBar';
import { sceneMode } from './scene-modes';

export class Preload extends Phaser.Scene {
  constructor() {
    super('Preload');
  }

  create(): void {
    const w = this.scale.width, h = this.scale.height;
    const bar = this.add.rectangle(w / 2 - 120, h / 2, 0, 4, 0xf0d58c).setOrigin(0, 0.5);
    this.add.rectangle(w / 2, h / 2, 240, 4, 0x1c2c66).setDepth(-1);
    const jobs: (() => void)[] = [
      () => flameTexture(this), () => smokeTexture(this), () => socketTexture(this),
      () => ensureCanvasTexture(this, 'pileback:120x168', 120, 168, (ctx) => paintCardBack(ctx, 120, 168)),
      ...(['force', 'cosmos', 'heal', 'deck', 'discard', 'hand', 'wound', 'armor', 'vp'] as IconKind[]).map((k) => () => iconTexture(this, k, 20)),
    ];
    jobs.forEach((job, i) => { job(); bar.width = (240 * (i + 1)) / jobs.length; });
    this.route();
  }

  private route(): void {
    const app = this.registry.get('app') as TableApp;
    const options = this.registry.get('options') as UrlOptions;
    if (options.audience) return void this.scene.start('Audience');
    if (options.scene === 'empty') return void this.scene.start('Empty');
    if (options.scene === 'coopart') return void this.scene.start('CoopArt');
    if (options.scene === 'gowart') return void this.scene.start('GowArt');
    if (options.cards) return void this.scene.start('ArtReview');
    if (options.gallery) return void this.scene.start('Gallery');
    // Above every screen from here on: the autosave's warning while a table is shown.
    this.scene.launch('SaveWarning');
    // Streamer mode's captions of the chronicle, over the table (issue 15).
    this.scene.launch('StreamerCaptions');
    if (options.newGame) {
      const seed = options.seedGiven ? options.seed : Math.floor(Math.random() * 1_000_000);
      const { mode, setup, seats } = urlStart(options.newGame, seed);
      app.newGame(mode, setup, seats);
      // A reload from here on resumes this game instead of starting another.
      window.history.replaceState(null, '', `${window.location.pathname}${withoutNewGame(window.location.search)}`);
      return void this.scene.start(sceneMode(mode).table);
    }
    if (options.guide) {
      app.newGuidedGame();
      window.history.replaceState(null, '', `${window.location.pathname}${withoutNewGame(window.location.search)}`);
      return void this.scene.start(sceneMode('classic').table);
    }
    if (options.replay) return void this.openReplay(options.replay);
    if (app.wasPlaying) {
      // The slot this tab was playing (read from IndexedDB): its table, or the menu if it is gone.
      void app.continueGame().then((resumed) => this.scene.start(resumed ? sceneMode(resumed.mode).table : 'Menu'));
      return;
    }
    this.scene.start('Menu');
  }

  /** ?replay=<share code>: the code is read (and replayed) in full first; a code that cannot be read
   *  is refused here with its reason, and the menu is one tap away (nothing is stored either way). */
  private openReplay(code: string): void {
    void decodeShareCode(code).then((got) => {
      const refused = 'error' in got ? t(`share.error.${got.error.code}`, got.error.params) : ReplayBar.begin(this, got.save);
      if (refused === null) return;
      const w = this.scale.width, h = this.scale.height;
      this.children.removeAll(true);
      text(this, w / 2, h * 0.4, refused, 18, { color: '#ff9d8f', align: 'center', wordWrap: { width: Math.min(640, w - 40) } }).setOrigin(0.5);
      new Button(this, 'replay:refused:menu', t('over.menu'), 'gold', () => this.scene.start('Menu')).place(w / 2 - 110, h * 0.4 + 70, 220, 56, 19);
    });
  }
}
