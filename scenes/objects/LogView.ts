// The chronicle: what happened, newest at the bottom, each line tinted by its player. It keeps the
// whole game and scrolls back (issue 25: what Poseidon took was gone by the next round): the wheel, a
// drag or swipe over it, or its ▲ ▼ buttons (44 px, a fingertip). Scrolled back, it stays on the
// lines read while new ones arrive; at the bottom it follows the game.
import Phaser from 'phaser';
import { t } from '../../src/i18n';
import { renderLogLine, type LogLine } from '../presenter/log';
import { isHorizonLine } from '../presenter/undo-marker';
import type { Rect } from '../presenter/table-layout';
import { Button, panelTexture, text } from './ui';
import { scaledFont, textScale } from '../../src/app/access';

const SEAT_COLOURS = ['#ffd27a', '#8fd0ff', '#ff9fb0', '#a8f0b8', '#d2b0ff'];
const ARROW = 44;
/** Lines one wheel notch or one arrow tap moves. */
const STEP = 3;

export class LogView {
  private readonly bg: Phaser.GameObjects.Image;
  private readonly title: Phaser.GameObjects.Text;
  private readonly zone: Phaser.GameObjects.Zone;
  private readonly older: Button;
  private readonly newer: Button;
  private lines: Phaser.GameObjects.Text[] = [];
  private rect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private signature = '';
  private log: readonly LogLine[] = [];
  private heroes: readonly string[] = [];
  /** Lines hidden below the bottom one drawn (0: the newest is drawn). */
  private back = 0;
  /** How many lines the log had when last drawn (to stay put while scrolled back). */
  private seen = 0;
  private shownFirst = 0;
  private visible = true;
  private drag: { y: number; back: number } | null = null;
  /** The lines drawn now, top to bottom, as read (the test hook's). */
  drawn: string[] = [];

  constructor(private readonly scene: Phaser.Scene) {
    this.bg = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 0);
    this.title = text(scene, 0, 0, '', 12, { display: true, color: '#e9cd8c' });
    this.zone = scene.add.zone(0, 0, 1, 1).setOrigin(0, 0).setInteractive();
    // The wheel anywhere over the panel (its lines and buttons included).
    const wheel = (p: Phaser.Input.Pointer, _over: unknown, _dx: number, dy: number) => {
      const r = this.rect;
      if (this.visible && p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h) this.scroll(dy < 0 ? STEP : -STEP);
    };
    scene.input.on(Phaser.Input.Events.POINTER_WHEEL, wheel);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => scene.input.off(Phaser.Input.Events.POINTER_WHEEL, wheel));
    this.zone.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, (p: Phaser.Input.Pointer) => { this.drag = { y: p.y, back: this.back }; });
    this.zone.on(Phaser.Input.Events.GAMEOBJECT_POINTER_MOVE, (p: Phaser.Input.Pointer) => {
      if (!this.drag || !p.isDown) return;
      // A finger moving down pulls older lines into view, one line per ~18 px.
      this.scrollTo(this.drag.back + Math.round((p.y - this.drag.y) / 18));
    });
    const stop = () => { this.drag = null; };
    this.zone.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, stop);
    this.zone.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OUT, stop);
    this.older = new Button(scene, 'log:older', '▲', 'navy', () => this.scroll(STEP));
    this.newer = new Button(scene, 'log:newer', '▼', 'navy', () => this.scroll(-STEP));
  }

  layout(r: Rect): void {
    this.rect = r;
    this.bg.setTexture(panelTexture(this.scene, r.w, r.h)).setPosition(r.x, r.y);
    this.title.setText(t('ui.log')).setPosition(r.x + 12, r.y + 8).setLetterSpacing(2);
    this.zone.setPosition(r.x, r.y).setSize(r.w, r.h);
    (this.zone.input!.hitArea as Phaser.Geom.Rectangle).setTo(0, 0, r.w, r.h);
    // The arrows in a column at the right; side by side at the top when the panel is short.
    const stacked = r.h >= 2 * ARROW + 12;
    const ax = r.x + r.w - ARROW - 4;
    this.older.place(stacked ? ax : ax - ARROW - 4, r.y + 4, ARROW, ARROW, 16);
    this.newer.place(ax, stacked ? r.y + r.h - ARROW - 4 : r.y + 4, ARROW, ARROW, 16);
    this.signature = '';
  }

  show(log: readonly LogLine[], heroes: readonly string[]): void {
    // Scrolled back, the lines read stay in place as the game goes on.
    if (this.back > 0 && log.length > this.seen) this.back += log.length - this.seen;
    this.seen = log.length;
    this.log = log;
    this.heroes = heroes;
    this.draw();
  }

  /** Moves `n` lines toward the older ones (negative: toward the newest). */
  scroll(n: number): void { this.scrollTo(this.back + n); }

  private scrollTo(back: number): void {
    const next = Math.max(0, Math.min(Math.max(0, this.log.length - 1), back));
    if (next === this.back) return;
    this.back = next;
    this.draw();
  }

  /** The chronicle as the test hook reads it: the lines drawn, how far back, how many in all. */
  reading(): { lines: string[]; back: number; total: number; first: number } | null {
    return this.visible && this.bg.visible ? { lines: [...this.drawn], back: this.back, total: this.log.length, first: this.shownFirst } : null;
  }

  private draw(): void {
    const log = this.log;
    const last = log.length - 1 - this.back;
    const sig = `${log.length}:${this.back}:${t('ui.log')}:${this.rect.w}x${this.rect.h}:${textScale()}:${last >= 0 ? JSON.stringify(log[last]) : ''}`;
    if (sig === this.signature) return;
    this.signature = sig;
    for (const l of this.lines) l.destroy();
    this.lines = [];
    const r = this.rect;
    // The text-size setting (issue 29) enlarges the lines; fewer fit, the arrows scroll the rest.
    const px = scaledFont(Math.round(Math.max(11, Math.min(14, r.w * 0.055))));
    let y = r.y + r.h - 8;
    const top = r.y + 30;
    const wrap = r.w - 24 - ARROW - 6;
    let first = last + 1;
    for (let i = last; i >= 0 && y > top; i--) {
      const line = log[i];
      // The undo horizon's marker (issue 13) stands out from what happened, in amber.
      const colour = isHorizonLine(line) ? '#ffb45c' : line.key === 'log.turn' || line.key === 'summary.line' ? '#e9cd8c' : line.seat !== undefined ? SEAT_COLOURS[line.seat % 5] : '#b8c4e4';
      const bold = line.key === 'log.turn' || line.key === 'summary.line';
      const txt = text(this.scene, r.x + 12, 0, renderLogLine(line, this.heroes), px, { weight: bold ? '700' : '600', color: colour, wordWrap: { width: wrap } });
      y -= txt.height + 3;
      if (y < top) { txt.destroy(); break; }
      txt.setY(y).setAlpha(this.back > 0 ? 1 : Math.max(0.45, 1 - (last - i) * 0.05)).setVisible(this.visible);
      this.lines.push(txt);
      first = i;
    }
    this.shownFirst = first;
    this.drawn = this.lines.map((l) => l.text).reverse();
    this.older.setAlpha(first > 0 ? 1 : 0.4);
    this.newer.setAlpha(this.back > 0 ? 1 : 0.4);
  }

  setVisible(on: boolean): void {
    this.visible = on;
    this.bg.setVisible(on);
    this.title.setVisible(on);
    this.zone.setVisible(on);
    if (this.zone.input) this.zone.input.enabled = on;
    this.older.setVisible(on);
    this.newer.setVisible(on);
    for (const l of this.lines) l.setVisible(on);
  }
}
