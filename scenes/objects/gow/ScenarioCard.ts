// One place of the Scenario grid: the card's shown face painted once per change into its own texture
// (title, enemy, health, armor, attacks by rune), or a rune-carved stone when its face is unknown. The
// attack the next rune would trigger glows; the card turns on its Y axis, shakes when hit.
import Phaser from 'phaser';
import type { GowSlotView } from '../../../src/engine';
import { registerTarget } from '../../presenter/targets';
import { text } from '../ui';
import { scenarioFace, type FaceGeometry } from './scenarioFace';
import { GOW, OwnCanvas, RES, type RuneInfo } from './gowPaint';

/** What a place shows: the engine's slot view, or null for a card whose face is not known. */
export type ScenarioSlotData = GowSlotView | null;

const MIN_HIT = 44;

export class ScenarioCard extends Phaser.GameObjects.Container {
  private readonly canvas: OwnCanvas;
  private readonly face: Phaser.GameObjects.Image;
  private readonly glow: Phaser.GameObjects.Graphics;
  private readonly unregister: () => void;
  private data_: ScenarioSlotData = null;
  private painted = '';
  private geometry: FaceGeometry = { rows: {} };
  private cw = 120;
  private ch = 166;
  private intent: string | null = null;
  private glowTween: Phaser.Tweens.Tween | null = null;
  private turning = false;

  constructor(scene: Phaser.Scene, readonly at: string, private readonly runes: readonly RuneInfo[], onTap: (at: string) => void) {
    super(scene, 0, 0);
    this.canvas = new OwnCanvas(scene);
    this.face = scene.add.image(0, 0, '__DEFAULT');
    this.glow = scene.add.graphics();
    this.add([this.face, this.glow]);
    scene.add.existing(this);
    this.face.setInteractive({ cursor: 'pointer' });
    this.face.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (p: Phaser.Input.Pointer) => { if (p.getDistance() < 24) onTap(this.at); });
    this.unregister = registerTarget(`gow:slot:${at}`, () => this.rect());
    this.once(Phaser.GameObjects.Events.DESTROY, () => { this.unregister(); this.canvas.destroy(); this.glowTween?.stop(); });
  }

  /** Sets the card's rectangle (top-left x, y, its size) and repaints if the size changed. */
  place(x: number, y: number, w: number, h: number): this {
    this.setPosition(x + w / 2, y + h / 2);
    if (Math.round(w) !== this.cw || Math.round(h) !== this.ch) {
      this.cw = Math.round(w);
      this.ch = Math.round(h);
      this.painted = '';
      this.repaint();
    }
    return this;
  }

  show(slot: ScenarioSlotData): this {
    this.data_ = slot;
    this.repaint();
    return this;
  }

  get slot(): ScenarioSlotData {
    return this.data_;
  }

  /** Lights the attack row the next revealed rune would trigger (null: none). */
  setIntent(rune: string | null): this {
    this.intent = rune;
    this.drawGlow();
    return this;
  }

  /** Turns the card on its Y axis to a new face (ms for the whole turn); resolves when it lies flat. */
  flip(to: ScenarioSlotData, ms = 520): Promise<void> {
    this.turning = true;
    return new Promise((resolve) => {
      this.scene.tweens.add({
        targets: this, scaleX: 0, scaleY: 1.04, duration: ms / 2, ease: 'Sine.easeIn',
        onComplete: () => {
          this.show(to);
          this.scene.tweens.add({
            targets: this, scaleX: 1, scaleY: 1, duration: ms / 2, ease: 'Back.easeOut',
            onComplete: () => { this.turning = false; resolve(); },
          });
        },
      });
    });
  }

  /** A hit: the card shakes and the damage floats up from it in ember red. */
  hit(damage: number): Promise<void> {
    const float = text(this.scene, this.x, this.y - this.ch * 0.1, damage > 0 ? `−${damage}` : '0', Math.max(26, this.cw * 0.3), { display: true, color: damage > 0 ? GOW.ember : GOW.ash, stroke: '#000000', strokeThickness: 5 })
      .setOrigin(0.5).setDepth(this.depth + 5);
    this.scene.tweens.add({ targets: float, y: float.y - this.ch * 0.35, alpha: { from: 1, to: 0 }, scale: { from: 0.7, to: 1.15 }, duration: 900, ease: 'Cubic.easeOut', onComplete: () => float.destroy() });
    this.face.setTint(0xffb0a0);
    return new Promise((resolve) => {
      this.scene.tweens.addCounter({
        from: 0, to: 1, duration: 380,
        onUpdate: (tw) => { const t = tw.getValue() ?? 0; this.face.x = Math.sin(t * Math.PI * 7) * (1 - t) * Math.max(4, this.cw * 0.05); },
        onComplete: () => { this.face.x = 0; this.face.clearTint(); resolve(); },
      });
    });
  }

  private repaint(): void {
    const key = `${this.cw}x${this.ch}:${JSON.stringify(this.data_)}`;
    if (key === this.painted) return;
    this.painted = key;
    let geometry: FaceGeometry = { rows: {} };
    const tex = this.canvas.paint(this.cw, this.ch, (ctx) => { geometry = scenarioFace(ctx, this.cw, this.ch, this.data_, this.runes, this.at); });
    this.geometry = geometry;
    this.face.setTexture(tex).setScale(1 / RES);
    // The hit area is the whole face (never under 44 px: the cards are larger than that by layout).
    const hit = this.face.input?.hitArea as Phaser.Geom.Rectangle | undefined;
    hit?.setTo(0, 0, Math.max(MIN_HIT * RES, this.face.frame.width), Math.max(MIN_HIT * RES, this.face.frame.height));
    this.drawGlow();
  }

  private drawGlow(): void {
    this.glow.clear();
    this.glowTween?.stop();
    this.glowTween = null;
    const row = this.intent ? this.geometry.rows[this.intent] : undefined;
    if (!row || !this.data_ || this.data_.dead) return;
    const colour = Number.parseInt((this.runes.find((r) => r.id === this.intent)?.colour ?? GOW.ice).slice(1), 16);
    const x = row.x - this.cw / 2, y = row.y - this.ch / 2;
    // A soft halo (wide, faint strokes) under a bright rim: a glow without a shader.
    for (const [width, alpha] of [[10, 0.14], [6, 0.26], [2.5, 0.95]] as const) {
      this.glow.lineStyle(width, colour, alpha).strokeRoundedRect(x, y, row.w, row.h, Math.min(8, row.h / 3));
    }
    this.glow.fillStyle(colour, 0.16).fillRoundedRect(x, y, row.w, row.h, Math.min(8, row.h / 3));
    this.glow.setAlpha(1);
    this.glowTween = this.scene.tweens.add({ targets: this.glow, alpha: { from: 1, to: 0.45 }, duration: 700, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
  }

  private rect(): { x: number; y: number; w: number; h: number } | null {
    if (!this.active || !this.visible || this.turning || !this.scene?.sys.isActive()) return null;
    const w = Math.max(MIN_HIT, this.cw), h = Math.max(MIN_HIT, this.ch);
    return { x: this.x - w / 2, y: this.y - h / 2, w, h };
  }
}
