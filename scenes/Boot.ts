// Boot: wait for the self-hosted fonts (Phaser's Text and our card painter draw with the Canvas API,
// which does not wait for web fonts by itself), then Preload.
import Phaser from 'phaser';

const FONTS = ['700 32px Cinzel', '600 32px Cinzel', '600 16px Inter', '700 16px Inter', '800 16px Inter'];
const SAMPLE = 'AZaz09ÉéèàçôÔ\u2212·';
const FONT_TIMEOUT_MS = 4000;

export class Boot extends Phaser.Scene {
  constructor() {
    super('Boot');
  }

  create(): void {
    const fonts = Promise.all(FONTS.map((f) => document.fonts.load(f, SAMPLE))).then(() => undefined);
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, FONT_TIMEOUT_MS));
    // A missing font must not block the game: fall back to the serif and sans-serif faces.
    void Promise.race([fonts.catch(() => undefined), timeout]).then(() => this.scene.start('Preload'));
  }
}
