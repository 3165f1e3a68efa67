// Software WebGL (?fast=1) pays for every frame: while nothing on the table moves, it redraws only a
// few times a second; anything that moves, any pointer, any action wakes it up at once.
import type Phaser from 'phaser';

const IDLE_FPS = 5;
const IDLE_AFTER_MS = 400;

export class PowerSaver {
  private sleeping = false;
  private quietSince = 0;

  constructor(private readonly scene: Phaser.Scene, private readonly enabled: boolean) {}

  /** Called every frame with whether the table is still. */
  update(time: number, still: boolean): void {
    if (!this.enabled) return;
    if (!still) {
      this.quietSince = time;
      this.wake();
    } else if (!this.sleeping && time - this.quietSince > IDLE_AFTER_MS) {
      this.sleeping = true;
      this.scene.game.loop.setFPSLimit(IDLE_FPS);
    }
  }

  wake(): void {
    if (!this.sleeping) return;
    this.sleeping = false;
    this.quietSince = this.scene.time.now;
    this.scene.game.loop.setFPSLimit(0);
  }
}
