// Streamer mode's captions (issue 15): over the table or the board of the main window, a compact
// line of the chronicle (the latest thing that happened), for a stream that captures this window.
// Runs above every screen like SaveWarning and shows only in streamer mode while a game is on screen.
// It sits at the right end of the table's status row (the line over the hand), where it covers no
// card; on a screen without one, along the bottom edge.
import Phaser from 'phaser';
import { getLang } from '../src/i18n';
import type { TableApp } from './presenter/table-control';
import { renderLogLine, type LogLine } from './presenter/log';
import { isHorizonLine } from './presenter/undo-marker';
import { CAPTION_SHARE } from './objects/status-fit';
import { text } from './objects/ui';

const TABLES = ['ClassicTable', 'CoopBoard'];

export class StreamerCaptions extends Phaser.Scene {
  private app!: TableApp;
  private band!: Phaser.GameObjects.Rectangle;
  private line!: Phaser.GameObjects.Text;
  private shown = '';
  /** The caption drawn now (the test hook reads it), or null. */
  static shownText: string | null = null;
  /** Where its band is drawn now (the test hook reads it), or null. */
  static shownRect: { x: number; y: number; w: number; h: number } | null = null;

  constructor() {
    super({ key: 'StreamerCaptions', active: false });
  }

  create(): void {
    this.app = this.registry.get('app') as TableApp;
    this.band = this.add.rectangle(0, 0, 10, 10, 0x040816, 0.72).setOrigin(0.5, 1).setVisible(false);
    this.line = text(this, 0, 0, '', 17, { weight: '700', color: '#f3e2b0', align: 'center' }).setOrigin(0.5, 1).setVisible(false);
  }

  override update(): void {
    const table = this.app.table as { log?: readonly LogLine[] } | null;
    const tableKey = TABLES.find((k) => this.scene.isActive(k));
    const onTable = tableKey !== undefined;
    const row = tableKey ? (this.scene.get(tableKey) as Phaser.Scene & { L?: { status?: { x: number; y: number; w: number; h: number } } }).L?.status ?? null : null;
    const log = this.app.settings.streamer && onTable && this.app.game ? table?.log ?? [] : [];
    // The latest thing that happened (undo's own marker is for the players, not the stream).
    const last = [...log].reverse().find((l) => !isHorizonLine(l));
    const heroes = this.app.game ? this.app.game.session.setup.heroes : [];
    const words = last ? renderLogLine(last, heroes) : null;
    const w = this.scale.width, h = this.scale.height;
    const key = `${words}|${w}x${h}|${getLang()}|${row ? `${row.x},${row.y},${row.w}` : ''}`;
    if (key === this.shown) return;
    this.shown = key;
    StreamerCaptions.shownText = words;
    StreamerCaptions.shownRect = null;
    this.band.setVisible(words !== null);
    this.line.setVisible(words !== null);
    if (words === null) return;
    this.scene.bringToTop();
    this.line.setText(words).setScale(1);
    if (row) {
      // The right end of the status row (at most CAPTION_SHARE of it): the status line reads from the
      // left in what is left (status-fit.ts), so the two never overlap.
      const right = row.x + row.w - 12, mid = row.y + row.h / 2, room = row.w * CAPTION_SHARE - 24;
      if (this.line.width > room) this.line.setScale(room / this.line.width);
      this.line.setOrigin(1, 0.5).setPosition(right, mid);
      this.band.setOrigin(1, 0.5).setPosition(right + 12, mid).setSize(this.line.displayWidth + 24, Math.max(row.h, this.line.displayHeight + 6));
      StreamerCaptions.shownRect = { x: right + 12 - this.band.width, y: mid - this.band.height / 2, w: this.band.width, h: this.band.height };
      return;
    }
    this.line.setOrigin(0.5, 1).setPosition(w / 2, h - 6);
    if (this.line.width > w - 40) this.line.setScale((w - 40) / this.line.width);
    this.band.setOrigin(0.5, 1).setPosition(w / 2, h).setSize(Math.min(w, this.line.displayWidth + 40), this.line.displayHeight + 10);
    StreamerCaptions.shownRect = { x: w / 2 - this.band.width / 2, y: h - this.band.height, w: this.band.width, h: this.band.height };
  }
}
