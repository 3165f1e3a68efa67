// Poseidon's next phase in words (issue 25): a "Next phase" button under his corner opens a panel
// over the side column with one line per crossing of the flood pawn (coop-preview.ts), what a face-up
// card he takes will do, a face-down one "unknown". A tap on Close (or the button again) shuts it.
import Phaser from 'phaser';
import { t } from '../../../src/i18n';
import type { CoopLayout } from '../../presenter/coop/coop-layout';
import { Button, panelTexture, text } from '../ui';

const DEPTH = 2200;

export class PreviewPanel {
  private readonly button: Button;
  private readonly bg: Phaser.GameObjects.Image;
  private readonly title: Phaser.GameObjects.Text;
  private readonly note: Phaser.GameObjects.Text;
  private readonly body: Phaser.GameObjects.Text;
  private readonly close: Button;
  private L!: CoopLayout;
  private open = false;
  private lines: string[] = [];

  constructor(private readonly scene: Phaser.Scene) {
    this.button = new Button(scene, 'coop:preview', '', 'cosmos', () => this.toggle()).setDepth(60);
    this.bg = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 0).setDepth(DEPTH).setInteractive().setVisible(false);
    this.title = text(scene, 0, 0, '', 16, { display: true, color: '#8fe6ff' }).setDepth(DEPTH + 1).setVisible(false);
    this.note = text(scene, 0, 0, '', 13, { weight: '600', color: '#b8c4e4' }).setDepth(DEPTH + 1).setVisible(false);
    this.body = text(scene, 0, 0, '', 16, { weight: '600', color: '#eef2ff', lineSpacing: 6 }).setDepth(DEPTH + 1).setVisible(false);
    this.close = new Button(scene, 'preview:close', '', 'navy', () => this.setOpen(false)).setDepth(DEPTH + 2).setVisible(false);
  }

  /** The button at the foot of Poseidon's corner; the panel over the zoom's place. */
  layout(L: CoopLayout): void {
    this.L = L;
    const P = L.poseidon;
    this.button.place(P.x + 4, P.y + P.h - 48, P.w - 8, 44, 13);
    if (this.open) this.draw();
  }

  /** The lines of the next phase (empty: none, the game is over); `usable`: the button may be tapped. */
  show(lines: string[], usable: boolean): void {
    this.lines = lines;
    this.button.setCaption(`${t('preview.button')} ▸`).setVisible(usable && lines.length > 0);
    if (!usable || !lines.length) this.setOpen(false);
    else if (this.open) this.draw();
  }

  /** What the panel shows now (null: closed), as the test hook reads it. */
  shown(): string[] | null { return this.open ? [...this.lines] : null; }

  private toggle(): void { this.setOpen(!this.open); }

  private setOpen(on: boolean): void {
    this.open = on;
    for (const o of [this.bg, this.title, this.note, this.body, this.close]) o.setVisible(on);
    if (on) this.draw();
  }

  private draw(): void {
    const Z = this.L.zoom, pad = 16;
    this.bg.setTexture(panelTexture(this.scene, Z.w, Z.h, 'lit')).setPosition(Z.x, Z.y);
    this.title.setText(t('preview.title')).setPosition(Z.x + pad, Z.y + 12);
    this.note.setText(t('preview.youIsPoseidon')).setWordWrapWidth(Z.w - 2 * pad, true).setPosition(Z.x + pad, this.title.y + this.title.height + 6);
    const top = this.note.y + this.note.height + 12, bottom = Z.y + Z.h - pad - 48 - 8;
    this.body.setText(this.lines.join('\n')).setWordWrapWidth(Z.w - 2 * pad, true).setPosition(Z.x + pad, top);
    // The words shrink until they fit above the Close button (a long card text in a narrow column).
    for (let px = 16; px >= 12; px--) {
      this.body.setFontSize(px);
      if (top + this.body.height <= bottom) break;
    }
    this.close.setCaption(t('preview.close')).place(Z.x + pad, Z.y + Z.h - pad - 48, Z.w - 2 * pad, 48, 16);
  }
}
