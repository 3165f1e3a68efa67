// A rune revealed: its glyph flashes big over the table in the rune's colour, with its name, then fades
// (the Scenario's matching attacks follow). One cached texture per rune and size; no shader.
import Phaser from 'phaser';
import { ensureCanvasTexture } from '../canvasTexture';
import { DISPLAY_FONT, glyphOf, GOW, paintGlyph, RES, type RuneInfo } from './gowPaint';

function paintBigRune(ctx: CanvasRenderingContext2D, px: number, glyph: string, colour: string): void {
  const c = px / 2;
  const halo = ctx.createRadialGradient(c, c, px * 0.05, c, c, px / 2);
  halo.addColorStop(0, `${colour}aa`);
  halo.addColorStop(0.45, `${colour}33`);
  halo.addColorStop(1, `${colour}00`);
  ctx.fillStyle = halo;
  ctx.fillRect(0, 0, px, px);
  ctx.beginPath();
  ctx.arc(c, c, px * 0.3, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(8,12,16,0.85)';
  ctx.fill();
  ctx.lineWidth = px * 0.02;
  ctx.strokeStyle = colour;
  ctx.stroke();
  paintGlyph(ctx, glyph, c, c, px * 0.36, colour, px * 0.08);
  paintGlyph(ctx, glyph, c, c, px * 0.36, 'rgba(255,255,255,0.55)');
}

export class RuneReveal extends Phaser.GameObjects.Container {
  private readonly glyph: Phaser.GameObjects.Image;
  private readonly title: Phaser.GameObjects.Text;
  private size = 220;

  constructor(scene: Phaser.Scene, private readonly runes: readonly RuneInfo[]) {
    super(scene, 0, 0);
    this.glyph = scene.add.image(0, 0, '__DEFAULT');
    this.title = scene.add.text(0, 0, '', { fontFamily: DISPLAY_FONT, fontStyle: '700', fontSize: '26px', color: GOW.bone, stroke: '#000000', strokeThickness: 5 }).setOrigin(0.5, 0);
    this.add([this.glyph, this.title]);
    scene.add.existing(this);
    this.setVisible(false);
  }

  /** Centres the flash on (x, y), the glyph's disc size px wide. */
  place(x: number, y: number, size: number): this {
    this.setPosition(Math.round(x), Math.round(y));
    this.size = Math.round(size);
    return this;
  }

  /** Flashes the rune (its id) for about ms; resolves when it has faded. */
  reveal(runeId: string, ms = 1100): Promise<void> {
    const index = Math.max(0, this.runes.findIndex((r) => r.id === runeId));
    const rune = this.runes[index] ?? { id: runeId, name: runeId, colour: GOW.ice };
    const px = Math.round(this.size * RES);
    const key = ensureCanvasTexture(this.scene, `gow:rune:${rune.id}:${px}`, px, px, (ctx) => paintBigRune(ctx, px, glyphOf(rune, index), rune.colour));
    this.glyph.setTexture(key).setScale(0.6 / RES).setAlpha(0);
    this.title.setText(rune.name).setColor(rune.colour).setPosition(0, this.size * 0.36).setFontSize(Math.max(18, Math.round(this.size * 0.12))).setAlpha(0);
    this.setVisible(true);
    this.scene.tweens.killTweensOf([this.glyph, this.title]);
    return new Promise((resolve) => {
      this.scene.tweens.add({ targets: this.glyph, scale: 1.05 / RES, alpha: 1, duration: ms * 0.3, ease: 'Back.easeOut' });
      this.scene.tweens.add({ targets: this.title, alpha: 1, duration: ms * 0.3 });
      this.scene.tweens.add({
        targets: [this.glyph, this.title], alpha: 0, delay: ms * 0.65, duration: ms * 0.35, ease: 'Sine.easeIn',
        onComplete: () => { this.setVisible(false); resolve(); },
      });
    });
  }
}
