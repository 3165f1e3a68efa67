// A modal panel over whatever screen opened it (the rules book, the sound settings): it comes to the
// top, rebuilds on resize, closes on Esc or a tap outside its panel, and drops what it drew on close.
// A subclass draws in build(), registering its objects with keep() and its panel with shade().
import Phaser from 'phaser';
import type { Rect } from './presenter/table-layout';
import { hitTestableNow } from './objects/hit-testable';

export abstract class ModalScene extends Phaser.Scene {
  private parts: Phaser.GameObjects.GameObject[] = [];
  private panel: Rect = { x: 0, y: 0, w: 0, h: 0 };

  create(): void {
    this.scene.bringToTop();
    this.input.keyboard?.on('keydown', this.onKey, this);
    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.input.keyboard?.off('keydown', this.onKey, this);
      this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize, this);
      this.clear();
    });
    this.rebuild();
  }

  close(): void { this.scene.stop(); }

  /** Draws the panel afresh (after a change, a resize). */
  rebuild(): void {
    this.clear();
    this.build();
    hitTestableNow(this);
  }

  protected abstract build(): void;

  /** Keys beyond Esc (which closes). */
  protected onOtherKey(_e: KeyboardEvent): void {}

  protected keep<T extends Phaser.GameObjects.GameObject>(o: T): T {
    this.parts.push(o);
    return o;
  }

  /** The shade over the screen below: it takes every tap, and one outside `panel` closes. */
  protected shade(panel: Rect, alpha: number): void {
    this.panel = panel;
    const { width: w, height: h } = this.scale;
    const shade = this.keep(this.add.rectangle(0, 0, w, h, 0x030716, alpha).setOrigin(0, 0).setInteractive());
    shade.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (p: Phaser.Input.Pointer) => {
      const r = this.panel;
      if (p.x < r.x || p.y < r.y || p.x > r.x + r.w || p.y > r.y + r.h) this.close();
    });
  }

  private onKey(e: KeyboardEvent): void {
    if (e.key === 'Escape') this.close();
    else this.onOtherKey(e);
  }

  private onResize(size: Phaser.Structs.Size): void {
    this.cameras.resize(size.width, size.height);
    this.rebuild();
  }

  private clear(): void {
    for (const p of this.parts.splice(0)) p.destroy();
  }
}
