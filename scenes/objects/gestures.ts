// Touch-first gestures on game objects: tap, long-press (or right-click) and drag, one at a time.
// One hub per scene listens to the scene's pointer moves and releases.
import Phaser from 'phaser';

export interface GestureHandlers {
  tap?(): void;
  longPress?(): void;
  /** Return true to start dragging (the hub then reports moves and the drop). */
  dragStart?(): boolean;
  drag?(x: number, y: number): void;
  drop?(x: number, y: number): void;
}

const LONG_PRESS_MS = 450;
const SLOP = 12;

export class GestureHub {
  private active: {
    pointerId: number; x0: number; y0: number; handlers: GestureHandlers;
    dragging: boolean; fired: boolean; timer: Phaser.Time.TimerEvent;
    /** When the finger went down (real time). */
    t0: number;
  } | null = null;

  constructor(private readonly scene: Phaser.Scene) {
    scene.input.on(Phaser.Input.Events.POINTER_MOVE, this.move, this);
    scene.input.on(Phaser.Input.Events.POINTER_UP, this.up, this);
    scene.input.on(Phaser.Input.Events.POINTER_UP_OUTSIDE, this.up, this);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      scene.input.off(Phaser.Input.Events.POINTER_MOVE, this.move, this);
      scene.input.off(Phaser.Input.Events.POINTER_UP, this.up, this);
      scene.input.off(Phaser.Input.Events.POINTER_UP_OUTSIDE, this.up, this);
    });
  }

  /** Makes obj (already interactive) answer to gestures. */
  attach(obj: Phaser.GameObjects.GameObject, handlers: GestureHandlers): void {
    obj.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, (p: Phaser.Input.Pointer) => this.down(p, handlers));
  }

  get busy(): boolean {
    return this.active?.dragging ?? false;
  }

  private down(p: Phaser.Input.Pointer, handlers: GestureHandlers): void {
    // A release the scene never heard (it landed on a scene above): finish that gesture first.
    if (this.active) this.up({ ...p, id: this.active.pointerId } as Phaser.Input.Pointer);
    if (p.rightButtonDown()) {
      handlers.longPress?.();
      return;
    }
    const t0 = performance.now();
    const timer = this.scene.time.delayedCall(LONG_PRESS_MS, () => this.holdElapsed(gesture));
    const gesture = { pointerId: p.id, x0: p.x, y0: p.y, handlers, dragging: false, fired: false, timer, t0 };
    this.active = gesture;
  }

  /**
   * The scene's clock says the finger has been down long enough. On a slow frame (software WebGL, a
   * busy machine) that clock can jump past a release still waiting in the browser's queue: fire only
   * once the real time has passed too, and after the queued input events (a task of its own).
   */
  private holdElapsed(gesture: NonNullable<GestureHub['active']>): void {
    const left = LONG_PRESS_MS - (performance.now() - gesture.t0);
    if (left > 20) {
      gesture.timer = this.scene.time.delayedCall(left, () => this.holdElapsed(gesture));
      return;
    }
    window.setTimeout(() => {
      if (this.active !== gesture || gesture.dragging) return;
      gesture.fired = true;
      gesture.handlers.longPress?.();
    }, 0);
  }

  private move(p: Phaser.Input.Pointer): void {
    const a = this.active;
    if (!a || a.pointerId !== p.id || !p.isDown) return;
    if (!a.dragging && !a.fired && Math.hypot(p.x - a.x0, p.y - a.y0) > SLOP && a.handlers.dragStart) {
      a.timer.remove();
      a.dragging = a.handlers.dragStart();
      if (!a.dragging) a.fired = true;
    }
    if (a.dragging) a.handlers.drag?.(p.x, p.y);
  }

  private up(p: Phaser.Input.Pointer): void {
    const a = this.active;
    if (!a || a.pointerId !== p.id) return;
    this.active = null;
    a.timer.remove();
    if (a.dragging) a.handlers.drop?.(p.x, p.y);
    else if (!a.fired && Math.hypot(p.x - a.x0, p.y - a.y0) <= SLOP) a.handlers.tap?.();
  }
}
