// The headers' sound button (classic table and coop board): a speaker that a tap mutes or unmutes,
// drawn with its waves when the sound is on and a cross when it is off.
import type Phaser from 'phaser';
import { speakerTexture } from './icons';
import { Button } from './ui';

export class MuteButton {
  readonly button: Button;
  private readonly icon: Phaser.GameObjects.Image;
  private size = 24;

  constructor(private readonly scene: Phaser.Scene, id: string, private readonly muted: () => boolean, toggle: () => void) {
    this.button = new Button(scene, id, '', 'navy', () => { toggle(); this.refresh(); });
    this.icon = scene.add.image(0, 0, speakerTexture(scene, this.size, muted()));
    this.button.add(this.icon);
  }

  place(x: number, y: number, w: number, h: number): this {
    this.button.place(x, y, w, h);
    this.size = Math.round(Math.min(w, h) * 0.56);
    return this.refresh();
  }

  /** Shows the speaker as the sound is now (muted from elsewhere: the menu's panel). */
  refresh(): this {
    this.icon.setTexture(speakerTexture(this.scene, this.size, this.muted()));
    return this;
  }

  setDepth(depth: number): this {
    this.button.setDepth(depth);
    return this;
  }
}
