// Around God of War's table: the status line, End turn and the listed choices (in rows over the hand),
// the markers of the columns a pawn may move to, the glow on the places a tap would strike, the last
// lines of the chronicle, the menu button and the hand-off curtain. It draws what it is told; every tap
// goes back to the controller as a GowTap.
import Phaser from 'phaser';
import { getLang, nextLang, t } from '../../src/i18n';
import type { GowLayout } from '../presenter/gow/gow-layout';
import type { GowTap } from '../presenter/gow/gow-input';
import { registerTarget } from '../presenter/targets';
import { Button, text } from '../objects/ui';
import { DISPLAY_FONT } from '../objects/gow/gowPaint';
import { scaledFont } from '../../src/app/access';

type Rect = { x: number; y: number; w: number; h: number };

export interface ChromeModel {
  status: string;
  endTurn: boolean;
  choices: string[];
  /** The columns a pawn may go to, by `${column}:${front|back}`. */
  moves: string[];
  /** The places a tap would strike or interact with, and their rectangles. */
  targets: Rect[];
  chronicle: string[];
  curtain: string | null;
}

export class GowChrome {
  private readonly status: Phaser.GameObjects.Text;
  private readonly chronicle: Phaser.GameObjects.Text;
  private readonly endTurn: Button;
  private readonly menu: Button;
  private readonly lang: Button;
  private readonly undo: Button;
  private choices: Button[] = [];
  private readonly more: Button;
  /** The page of choices shown when they are more than the side column holds (an upgrade phase's
   *  removals list every card of the discard pile), and the list it pages. */
  private page = 0;
  private pages = 1;
  private paged = '';
  private last: { m: ChromeModel; pawnSpot: (column: number, back: boolean) => Rect } | null = null;
  private markers: Button[] = [];
  private readonly glow: Phaser.GameObjects.Graphics;
  private readonly curtain: Phaser.GameObjects.Container;
  private readonly curtainTitle: Phaser.GameObjects.Text;
  private readonly curtainBg: Phaser.GameObjects.Rectangle;
  private readonly offs: (() => void)[] = [];
  private L: GowLayout | null = null;

  constructor(private readonly scene: Phaser.Scene, private readonly tap: (tap: GowTap) => void, private readonly actions: { menu(): void; acceptHandoff(): void; undo(): void; lang(): void }) {
    this.status = text(scene, 0, 0, '', 17, { weight: '700', color: '#e8eef6' }).setDepth(60);
    this.chronicle = text(scene, 0, 0, '', 13, { color: '#b9c7d6' }).setDepth(60);
    this.endTurn = new Button(scene, 'gow:endTurn', t('gow.ui.endTurn'), 'gold', () => this.tap({ kind: 'endTurn' })).setDepth(70);
    this.menu = new Button(scene, 'gow:menu', '☰', 'navy', () => this.actions.menu()).setDepth(70);
    this.lang = new Button(scene, 'hud:lang', '', 'navy', () => this.actions.lang()).setDepth(70);
    this.undo = new Button(scene, 'hud:undo', '↶', 'navy', () => this.actions.undo()).setDepth(70);
    this.more = new Button(scene, 'gow:choice:more', '', 'ghost', () => this.nextPage()).setDepth(70);
    this.glow = scene.add.graphics().setDepth(40);
    scene.tweens.add({ targets: this.glow, alpha: { from: 0.5, to: 1 }, duration: 650, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    this.curtainBg = scene.add.rectangle(0, 0, 10, 10, 0x070d14, 0.97).setOrigin(0, 0).setInteractive();
    this.curtainTitle = text(scene, 0, 0, '', 30, { color: '#e8eef6', align: 'center' }).setOrigin(0.5).setFontFamily(DISPLAY_FONT);
    const hint = text(scene, 0, 40, t('ui.handoffTap'), 17, { color: '#9fb3c8', align: 'center' }).setOrigin(0.5);
    this.curtain = scene.add.container(0, 0, [this.curtainBg, this.curtainTitle, hint]).setDepth(5000).setVisible(false);
    this.curtainBg.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, () => this.actions.acceptHandoff());
    this.offs.push(registerTarget('handoff', () => (this.curtain.visible && this.L ? { x: this.L.w * 0.25, y: this.L.h * 0.3, w: this.L.w * 0.5, h: this.L.h * 0.4 } : null)));
  }

  layout(L: GowLayout): void {
    this.L = L;
    this.status.setPosition(L.status.x, L.status.y + 4).setWordWrapWidth(L.status.w - 160);
    this.chronicle.setPosition(L.chronicle.x, L.chronicle.y).setWordWrapWidth(L.chronicle.w);
    // At the status line's end, clear of the pyramid and the die in the corner.
    const right = L.status.x + L.status.w;
    this.menu.place(right - 44, L.status.y, 44, 44, 20);
    this.lang.setCaption(nextLang(getLang()).toUpperCase()).place(right - 96, L.status.y, 44, 44, 14);
    this.undo.place(right - 148, L.status.y, 44, 44, 20);
    this.curtainBg.setSize(L.w, L.h);
    (this.curtainBg.input!.hitArea as Phaser.Geom.Rectangle).setTo(0, 0, L.w, L.h);
    this.curtainTitle.setPosition(L.w / 2, L.h / 2 - 30);
    (this.curtain.list[2] as Phaser.GameObjects.Text).setPosition(L.w / 2, L.h / 2 + 30);
  }

  show(m: ChromeModel, pawnSpot: (column: number, back: boolean) => Rect): void {
    const L = this.L;
    if (!L) return;
    this.status.setText(m.status);
    // The text-size setting (issue 29): larger lines, and the oldest dropped until the rest fit the box.
    const lines = [...m.chronicle];
    this.chronicle.setFontSize(scaledFont(13)).setText(lines.join('\n'));
    while (lines.length > 1 && this.chronicle.height > L.chronicle.h) { lines.shift(); this.chronicle.setText(lines.join('\n')); }
    this.curtain.setVisible(m.curtain !== null);
    if (m.curtain !== null) this.curtainTitle.setText(m.curtain);
    // End turn in the buttons' row, the choices stacked above it, each as wide as the row (their words
    // name cards and targets), over the chronicle and the market while a question is open.
    this.last = { m, pawnSpot };
    while (this.choices.length < m.choices.length) {
      const i = this.choices.length;
      this.choices.push(new Button(this.scene, `gow:choice:${i}`, '', 'navy', () => this.tap({ kind: 'choice', index: i })).setDepth(70));
    }
    const bh = Math.max(44, Math.min(L.button.h, 48));
    const room = Math.max(2, Math.floor((L.buttons.y + L.buttons.h - (L.status.y + L.status.h + 52)) / (bh + 6))) - (m.endTurn ? 1 : 0);
    const key = m.choices.join('\n');
    if (key !== this.paged) { this.paged = key; this.page = 0; }
    const per = m.choices.length > room ? room - 1 : room;
    const pages = (this.pages = Math.max(1, Math.ceil(m.choices.length / per)));
    const shown = m.choices.map((_, i) => i).slice(this.page * per, this.page * per + per);
    this.choices.forEach((b, i) => b.setVisible(shown.includes(i)));
    const stack: [Button, string][] = [
      ...(m.endTurn ? [[this.endTurn, t('gow.ui.endTurn')] as [Button, string]] : []),
      ...shown.map((i): [Button, string] => [this.choices[i], m.choices[i]]),
      ...(pages > 1 ? [[this.more, t('gow.ui.more', { page: this.page + 1, pages })] as [Button, string]] : []),
    ];
    this.more.setVisible(pages > 1);
    let top = L.buttons.y + L.buttons.h;
    stack.forEach(([button, label], i) => {
      top -= bh + (i ? 6 : 0);
      button.setCaption(label).place(L.buttons.x, top, L.buttons.w, bh, 15);
    });
    this.chronicle.setVisible(top >= L.chronicle.y + L.chronicle.h);
    this.endTurn.setVisible(m.endTurn);
    this.markers.forEach((b) => b.destroy());
    this.markers = m.moves.map((key) => {
      const [column, side] = key.split(':');
      const spot = pawnSpot(Number(column), side === 'back');
      const size = Math.max(44, Math.min(spot.w, spot.h));
      return new Button(this.scene, `gow:move:${key}`, side === 'back' ? '⇣' : '⇩', 'heal', () => this.tap({ kind: 'column', column: Number(column), back: side === 'back' }))
        .place(spot.x + (spot.w - size) / 2, spot.y + (spot.h - size) / 2, size, size, 20).setDepth(65);
    });
    this.glow.clear().lineStyle(4, 0xffb25a, 1);
    for (const r of m.targets) this.glow.strokeRoundedRect(r.x - 3, r.y - 3, r.w + 6, r.h + 6, 10);
  }

  private nextPage(): void {
    this.page = (this.page + 1) % this.pages;
    if (this.last) this.show(this.last.m, this.last.pawnSpot);
  }

  /** The status line as drawn (the test hook's status()). */
  get statusText(): string { return this.status.text; }

  destroy(): void {
    for (const off of this.offs.splice(0)) off();
    this.markers.forEach((b) => b.destroy());
  }
}
