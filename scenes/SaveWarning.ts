// The autosave's warning over the table (issue 13: a failed autosave went unnoticed): a band under the
// header while the game's last actions are not saved (the storage is full or failing: what failed and
// what to do) or while another tab plays this game (this one is read-only). A scene of its own, above
// every other, that draws only while a table is shown; it takes no input, so the table stays playable.
import Phaser from 'phaser';
import { getLang } from '../src/i18n';
import type { TableApp } from './presenter/TableController';
import { savingText } from './presenter/slots-model';
import { text } from './objects/ui';

const TABLES = ['ClassicTable', 'CoopBoard'];

export class SaveWarning extends Phaser.Scene {
  private app!: TableApp;
  private band!: Phaser.GameObjects.Rectangle;
  private line!: Phaser.GameObjects.Text;
  private shown: string | null = null;
  /** The warning drawn now (the test hook reads it), or null. */
  static shownText: string | null = null;

  constructor() {
    super({ key: 'SaveWarning', active: false });
  }

  create(): void {
    this.app = this.registry.get('app') as TableApp;
    this.band = this.add.rectangle(0, 0, 10, 10, 0x5a0f14, 0.94).setOrigin(0.5, 0).setStrokeStyle(2, 0xff9d8f, 0.9).setVisible(false);
    this.line = text(this, 0, 0, '', 15, { weight: '700', color: '#ffe3dc', align: 'center' }).setOrigin(0.5, 0).setVisible(false);
  }

  override update(): void {
    const onTable = TABLES.some((k) => this.scene.isActive(k));
    const next = onTable && this.app.game ? savingText(this.app.saving, getLang()) : null;
    const w = this.scale.width;
    const key = next === null ? null : `${next}|${w}`;
    if (key === this.shown) return;
    this.shown = key;
    SaveWarning.shownText = next;
    this.band.setVisible(next !== null);
    this.line.setVisible(next !== null);
    if (next === null) return;
    const bw = Math.min(820, w - 24);
    this.line.setText(next).setWordWrapWidth(bw - 28).setPosition(w / 2, 64 + 10);
    this.band.setPosition(w / 2, 64).setSize(bw, this.line.height + 20);
    this.band.setDisplayOrigin(bw / 2, 0);
  }
}
