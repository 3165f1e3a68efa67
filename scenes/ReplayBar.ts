// The replay's controls, over the table (issue 13: "step through any finished or saved game forwards
// and backwards, the board and the log in step, at any speed"): to the start, one step back, play or
// pause, one step forward, to the end, the speed (×1 ×2 ×4) and "step k / n". A step forward is
// animated by the table as in a live game; a step back or a jump rebuilds the table at that position
// (the table scene restarts, without animation). A scene of its own, listed after the tables so it
// draws and takes taps above them; it leaves by itself when the player leaves the table.
import Phaser from 'phaser';
import { getLang, t } from '../src/i18n';
import { rowAt, rowWidth, scrubberOf, stepAtX, xOfStep } from './presenter/replay-layout';
import { registerTarget } from './presenter/targets';
import type { Rect } from './presenter/table-layout';
import { presenterMode } from './presenter/presenter-modes';
import type { TableApp } from './presenter/table-control';
import { RATE_PLAY, Replayer } from './presenter/replayer';
import { Button, panelTexture, text } from './objects/ui';

const REGISTRY_KEY = 'replayer';

export class ReplayBar extends Phaser.Scene {
  private app!: TableApp;
  private replayer!: Replayer;
  private back!: Phaser.GameObjects.Image;
  private buttons: Button[] = [];
  private play!: Button;
  private speed!: Button;
  private label!: Phaser.GameObjects.Text;
  private shown = '';
  /** When the table last became still while playing (the pause before the next action runs from it). */
  private stillSince: number | null = null;
  /** The scrubber (issue 25): its track, its drawing, and the step under the finger while dragged. */
  private track: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private scrub!: Phaser.GameObjects.Graphics;
  private scrubZone!: Phaser.GameObjects.Zone;
  private dragged: number | null = null;

  constructor() {
    super('ReplayBar');
  }

  /** The replayer on the table now, or null (the test hook reads it). */
  static current(game: Phaser.Game): Replayer | null {
    const r = game.registry.get(REGISTRY_KEY) as Replayer | undefined;
    return r && r.live ? r : null;
  }

  /** Opens the replay of a save from another scene (the score screens, the saved games), at its start
   *  or its end; the message (in the player's language) when the save cannot be replayed. */
  static begin(from: Phaser.Scene, save: unknown, at: 'start' | 'end' = 'start'): string | null {
    const app = from.registry.get('app') as TableApp;
    const replayer = Replayer.of(app, save);
    if (!(replayer instanceof Replayer)) return t('replay.error', { why: t(`save.reason.${replayer.reason}`) });
    from.registry.set(REGISTRY_KEY, replayer);
    replayer.open(at === 'start' ? 0 : replayer.steps);
    from.scene.launch('ReplayBar');
    from.scene.start(replayer.scene);
    return null;
  }

  create(): void {
    this.app = this.registry.get('app') as TableApp;
    this.replayer = this.registry.get(REGISTRY_KEY) as Replayer;
    this.shown = '';
    this.stillSince = null;
    this.back = this.add.image(0, 0, '__DEFAULT').setOrigin(0, 0).setInteractive();
    const r = this.replayer;
    this.play = new Button(this, 'replay:play', '▶', 'gold', () => { r.playing = !r.playing; if (r.playing && r.atEnd) this.jump(0, true); });
    this.speed = new Button(this, 'replay:speed', '', 'navy', () => r.nextRate());
    this.buttons = [
      new Button(this, 'replay:start', '|◀', 'navy', () => this.jump(0)),
      new Button(this, 'replay:back', '◀', 'navy', () => this.jump(r.step - 1)),
      this.play,
      new Button(this, 'replay:forward', '▶▶', 'navy', () => { r.playing = false; r.forward(); }),
      new Button(this, 'replay:end', '▶|', 'navy', () => this.jump(r.steps)),
      this.speed,
    ];
    this.label = text(this, 0, 0, '', 15, { weight: '700', color: '#f0d58c' }).setOrigin(0, 0.5);
    this.buildScrubber();
    this.layout();
    this.scale.on(Phaser.Scale.Events.RESIZE, this.layout, this);
    const off = registerTarget('replay:scrub', () => ({ ...this.track }));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => { off(); this.scale.off(Phaser.Scale.Events.RESIZE, this.layout, this); });
  }

  /** A track to drag along (mouse or finger): the step under the pointer is shown while it moves and
   *  the table jumps there when it is let go; a tap on the track jumps at once. */
  private buildScrubber(): void {
    this.dragged = null;
    this.scrub = this.add.graphics();
    this.scrubZone = this.add.zone(0, 0, 10, 10).setOrigin(0, 0).setInteractive({ useHandCursor: true });
    const at = (p: Phaser.Input.Pointer) => stepAtX(this.track, p.x, this.replayer.steps);
    this.scrubZone.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, (p: Phaser.Input.Pointer) => { this.replayer.playing = false; this.dragged = at(p); this.shown = ''; });
    this.input.on(Phaser.Input.Events.POINTER_MOVE, (p: Phaser.Input.Pointer) => { if (this.dragged !== null && p.isDown) { this.dragged = at(p); this.shown = ''; } });
    const release = (p: Phaser.Input.Pointer) => {
      if (this.dragged === null) return;
      const k = at(p);
      this.dragged = null;
      this.shown = '';
      if (k !== this.replayer.step) this.jump(k);
    };
    this.input.on(Phaser.Input.Events.POINTER_UP, release);
    this.input.on(Phaser.Input.Events.POINTER_UP_OUTSIDE, release);
  }

  private drawScrubber(): void {
    const r = this.replayer, tr = this.track, k = this.dragged ?? r.step;
    const mid = tr.y + tr.h / 2, knob = xOfStep(tr, k, r.steps);
    this.scrub.clear()
      .fillStyle(0x0b1430, 0.88).fillRoundedRect(tr.x, tr.y, tr.w, tr.h, 10)
      .fillStyle(0x3a4670, 1).fillRoundedRect(tr.x + 14, mid - 3, tr.w - 28, 6, 3)
      .fillStyle(0xd9b45a, 1).fillRoundedRect(tr.x + 14, mid - 3, Math.max(0, knob - tr.x - 14), 6, 3)
      .fillStyle(this.dragged !== null ? 0xffe39a : 0xf0d58c, 1).fillCircle(knob, mid, this.dragged !== null ? 13 : 11)
      .lineStyle(2, 0x0b1430, 1).strokeCircle(knob, mid, this.dragged !== null ? 13 : 11);
  }

  /** Shows position k at once: the table is rebuilt there (its scene restarts). */
  private jump(k: number, keepPlaying = false): void {
    const r = this.replayer;
    const playing = keepPlaying && r.playing;
    r.open(k);
    r.playing = playing;
    this.scene.get(r.scene).scene.restart();
    this.stillSince = null;
  }

  /** Where the mode's entry says (scenes/presenter/replay-layout.ts: right of the hand on the classic
   *  table, over the status line on the cooperative board). */
  private layout(): void {
    const w = this.scale.width, h = this.scale.height;
    this.cameras.resize(w, h);
    const ctl = this.app.table;
    // Without a table (closed meanwhile): centred at the bottom.
    const at = ctl ? presenterMode(ctl.mode).replayBar(w, h, ctl) : rowAt(Math.max(8, (w - rowWidth()) / 2), h - 72);
    const p = at.panel;
    this.back.setTexture(panelTexture(this, Math.round(p.w), Math.round(p.h), 'sheet')).setPosition(p.x, p.y).setAlpha(0.94);
    this.buttons.forEach((b, i) => { const r = at.buttons[i]; b.place(r.x, r.y, r.w, r.h, i === 5 ? 18 : 20); });
    this.label.setFontSize(at.label.px).setOrigin(at.label.originX, 0.5).setPosition(at.label.x, at.label.y);
    this.track = scrubberOf(at, w);
    this.scrubZone.setPosition(this.track.x, this.track.y).setSize(this.track.w, this.track.h);
    (this.scrubZone.input!.hitArea as Phaser.Geom.Rectangle).setTo(0, 0, this.track.w, this.track.h);
    this.shown = '';
  }

  override update(time: number): void {
    const r = this.replayer;
    if (!r.live) {
      // The player left the table (its menu button): the replay is over.
      this.registry.remove(REGISTRY_KEY);
      this.scene.stop();
      return;
    }
    const key = `${r.step}/${r.steps}|${r.playing}|${r.rate}|${getLang()}|${this.dragged}`;
    if (key !== this.shown) {
      this.shown = key;
      this.label.setText(t('replay.step', { k: this.dragged ?? r.step, n: r.steps }));
      this.drawScrubber();
      this.play.setCaption(r.playing ? '❚❚' : '▶');
      this.speed.setCaption(`×${r.rate}`);
    }
    if (!r.playing || !r.idle) { this.stillSince = null; return; }
    this.stillSince ??= time;
    if (time - this.stillSince >= RATE_PLAY[r.rate].pause) {
      this.stillSince = null;
      r.forward();
    }
  }
}
