// The autosave's warning over the table (issue 13: a failed autosave went unnoticed): a band under the
// header while the game's last actions are not saved (the storage is full or failing: what failed and
// what to do) or while another tab plays this game (this one is read-only: "Play here" takes it to
// this tab, issue 23). A scene of its own, above every other, that draws only while a table is shown;
// only its button takes input, so the table stays playable.
import Phaser from 'phaser';
import { getLang, t } from '../src/i18n';
import type { TableApp } from './presenter/table-control';
import { savingText } from './presenter/slots-model';
import { Button, text } from './objects/ui';
import { MODES } from '../src/engine';
import { sceneMode } from './scene-modes';

/** Every mode's table scene. */
const TABLES = MODES.map((m) => sceneMode(m).table);

export class SaveWarning extends Phaser.Scene {
  private app!: TableApp;
  private band!: Phaser.GameObjects.Rectangle;
  private line!: Phaser.GameObjects.Text;
  private playHere!: Button;
  private shown: string | null = null;
  private taking = false;
  /** The warning drawn now (the test hook reads it), or null. */
  static shownText: string | null = null;

  constructor() {
    super({ key: 'SaveWarning', active: false });
  }

  create(): void {
    this.app = this.registry.get('app') as TableApp;
    this.band = this.add.rectangle(0, 0, 10, 10, 0x5a0f14, 0.94).setOrigin(0.5, 0).setStrokeStyle(2, 0xff9d8f, 0.9).setVisible(false);
    this.line = text(this, 0, 0, '', 15, { weight: '700', color: '#ffe3dc', align: 'center' }).setOrigin(0.5, 0).setVisible(false);
    this.playHere = new Button(this, 'save:playHere', '', 'gold', () => this.takeGame()).setVisible(false);
  }

  /** "Play here": the game comes to this tab, read again from its slot, and its table starts over. */
  private takeGame(): void {
    if (this.taking) return;
    this.taking = true;
    const key = TABLES.find((k) => this.scene.isActive(k));
    void this.app.playHere().then((game) => {
      this.taking = false;
      if (!game) return;
      const next = sceneMode(game.mode).table;
      if (key && key !== next) this.scene.stop(key);
      const scene = this.scene.get(next);
      if (scene.sys.isActive()) scene.scene.restart();
      else this.game.scene.start(next);
      this.shown = null;
    });
  }

  override update(): void {
    const onTable = TABLES.some((k) => this.scene.isActive(k));
    const next = onTable && this.app.game ? savingText(this.app.saving, getLang()) : null;
    const offer = next !== null && this.app.saving.state === 'readOnly';
    const w = this.scale.width;
    const key = next === null ? null : `${next}|${w}|${getLang()}`;
    if (key === this.shown) return;
    this.shown = key;
    SaveWarning.shownText = next;
    this.band.setVisible(next !== null);
    this.line.setVisible(next !== null);
    this.playHere.setVisible(offer);
    if (next === null) return;
    const bw = Math.min(820, w - 24);
    this.line.setText(next).setWordWrapWidth(bw - 28).setPosition(w / 2, 64 + 10);
    const buttonH = offer ? 48 : 0;
    if (offer) this.playHere.setCaption(t('save.playHere')).place(w / 2 - 90, 64 + this.line.height + 18, 180, buttonH);
    this.band.setPosition(w / 2, 64).setSize(bw, this.line.height + 20 + (offer ? buttonH + 10 : 0));
    this.band.setDisplayOrigin(bw / 2, 0);
  }
}
