// The frame of every mode's score screen (issue 24: one frame, a part per mode): the sky, the layout
// again on a resize, the game's share code, file and replay (issue 13: the finished game's slot is
// gone, the session still holds it), where to go next, and a daily game's result to share above the
// buttons. Each mode's screen (GameOver, CoopOver) draws its title and rows and says where its
// buttons stand.
import Phaser from 'phaser';
import { dailyOf } from '../src/app/daily';
import { t } from '../src/i18n';
import type { TableApp } from './presenter/table-control';
import { ReplayBar } from './ReplayBar';
import { DailyShare, DAILY_SHARE_H } from './objects/DailyShare';
import { SkyBackground } from './objects/SkyBackground';
import { Button, type Tone } from './objects/ui';
import { downloadSave, openShareCode } from './objects/transfer-ui';
import { gameStats, type GameStats } from '../src/replay/game-stats';
import { sceneMode } from './scene-modes';

/** A button's place: x, y, width, height and font size. */
export type Spot = [number, number, number, number, number];
export type Add = <T extends Phaser.GameObjects.GameObject>(o: T) => T;

/** Where a mode's screen puts its buttons (a new game is optional) and the daily result's top. */
export interface ScoreButtons {
  share: Spot; file: Spot; replay: Spot; rematch: Spot; newGame?: Spot; menu: Spot;
  menuTone: Tone;
  depth: number;
  dailyY: number;
}

/** A column of the score screen as drawn: whose, its VP, and each line's words and number (the test
 *  hook's `score()`, issue 25). */
export interface ScoreColumn { name: string; vp: number; lines: { label: string; value: string }[] }

/** The cooperative end screens' buttons: the game's own (share code, file, replay) in a row above
 *  where to go next (the same deal again, the menu). */
export function twoRows(w: number, h: number): ScoreButtons {
  const bw = Math.min(240, (w - 64) / 3);
  const bx = (k: number) => w / 2 - bw * 1.5 - 12 + k * (bw + 12);
  return {
    share: [bx(0), h - 140, bw, 52, 17], file: [bx(1), h - 140, bw, 52, 17], replay: [bx(2), h - 140, bw, 52, 17],
    rematch: [w / 2 - bw - 6, h - 78, bw, 56, 17], menu: [w / 2 + 6, h - 78, bw, 56, 19], menuTone: 'navy', depth: 5,
    dailyY: h - 158 - DAILY_SHARE_H,
  };
}

export abstract class ScoreScreen extends Phaser.Scene {
  /** The score screen's columns as last drawn; null while none is up. */
  static shown: ScoreColumn[] | null = null;
  /** The sentence saying why the game ended, as drawn (the coop end screen's); null without one. */
  static ending: string | null = null;
  protected app!: TableApp;
  private parts: Phaser.GameObjects.GameObject[] = [];
  private sky!: SkyBackground;
  private daily: DailyShare | null = null;
  /** The game's statistics (issue 25), counted once over its public record; null without a game. */
  protected stats: GameStats | null = null;

  create(): void {
    this.parts = [];
    this.app = this.registry.get('app') as TableApp;
    const finished = this.app.game;
    this.stats = finished ? gameStats(finished.session.toSave(), this.sides()) : null;
    this.sky = new SkyBackground(this);
    const offs = this.prepare();
    this.build();
    this.scale.on(Phaser.Scale.Events.RESIZE, this.build, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      for (const off of offs) off();
      this.scale.off(Phaser.Scale.Events.RESIZE, this.build, this);
      ScoreScreen.shown = null;
      ScoreScreen.ending = null;
    });
  }

  /** How many sides the statistics count: the seats (and Poseidon in a cooperative game). */
  protected abstract sides(): number;

  /** What the mode's screen adds before its first drawing; what to undo when it closes. */
  protected prepare(): (() => void)[] { return []; }

  /** The mode's title and rows; `shareH`: the room the daily result takes above the buttons. */
  protected abstract drawResult(w: number, h: number, add: Add, shareH: number): void;

  protected abstract buttons(w: number, h: number): ScoreButtons;

  private build(): void {
    for (const p of this.parts) p.destroy();
    this.parts = [];
    const w = this.scale.width, h = this.scale.height;
    this.cameras.resize(w, h);
    this.sky.resize(w, h);
    const add: Add = (o) => { this.parts.push(o); return o; };
    ScoreScreen.shown = [];
    ScoreScreen.ending = null;
    const game = this.app.game;
    const save = game?.session.toSave() ?? null;
    // A daily game (src/app/daily.ts), not its replay: its result to share, above the buttons.
    const date = save && !this.app.table?.watched ? dailyOf(save, Date.now()) : null;
    this.drawResult(w, h, add, date ? DAILY_SHARE_H + 10 : 0);
    const b = this.buttons(w, h);
    const place = (button: Button, [x, y, bw, bh, px]: Spot) => add(button.place(x, y, bw, bh, px).setDepth(b.depth));
    if (save) {
      place(new Button(this, 'over:share', t('transfer.share'), 'navy', () => openShareCode(this, save)), b.share);
      place(new Button(this, 'over:file', t('transfer.file'), 'navy', () => downloadSave(save)), b.file);
    }
    // The replay of the game just finished (scenes/ReplayBar.ts), from its start.
    if (game) place(new Button(this, 'over:replay', t('replay.watch'), 'navy', () => ReplayBar.begin(this, game.session.toSave())), b.replay);
    // The same deal again (issue 25): the same seed, seats, heroes and options, a new game in a new slot.
    if (save) place(new Button(this, 'over:rematch', t('ends.rematch'), 'gold', () => this.rematch()), b.rematch);
    if (b.newGame) place(new Button(this, 'over:new', t('over.newGame'), 'navy', () => this.leave()), b.newGame);
    place(new Button(this, 'over:menu', t('over.menu'), b.menuTone, () => this.leave()), b.menu);
    this.daily?.destroy();
    this.daily = null;
    if (date && save && game) {
      const sw = Math.min(760, w - 24);
      this.daily = new DailyShare(this, save, game.session.view('audience'), date, { x: (w - sw) / 2, y: b.dailyY, w: sw, h: DAILY_SHARE_H });
    }
  }

  private rematch(): void {
    const save = this.app.game?.session.toSave();
    if (!save) return;
    this.scene.stop('TextEntry');
    const game = this.app.rematch(save);
    this.scene.start(sceneMode(game.mode).table);
  }

  private leave(): void {
    this.scene.stop('TextEntry');
    this.app.closeTable();
    this.scene.start('Menu');
  }
}
