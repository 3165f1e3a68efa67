// A hero's pawn on the Scenario: a round carved token in the figure's colour with its rune-like initial.
// Behind an ally it stands smaller and dimmer; exhausted it lies greyed on its side; Freya's wards ring
// it as small blue shields. Walks with a lift; at least 44 px to tap.
import Phaser from 'phaser';
import { registerTarget } from '../../presenter/targets';
import { ensureCanvasTexture } from '../canvasTexture';
import { DISPLAY_FONT, GOW, paintShield, RES } from './gowPaint';

/** Each figure's colour and mark: ember Kratos, birch Atreus, seidr Freya, ice Mimir, blue Brok, pale Sindri. */
export const FIGURE_STYLE: Record<string, { colour: string; ink: string; mark: string }> = {
  kratos: { colour: '#b3321f', ink: '#fff3e6', mark: 'K' },
  atreus: { colour: '#4d8a3c', ink: '#f4ffe8', mark: 'A' },
  freya: { colour: '#7a56c2', ink: '#f6efff', mark: 'F' },
  mimir: { colour: '#4aa6cf', ink: '#07202c', mark: 'M' },
  brok: { colour: '#2f64c8', ink: '#eef4ff', mark: 'B' },
  sindri: { colour: '#e3d7b0', ink: '#2a2313', mark: 'S' },
};
const OTHER = { colour: '#8d96a0', ink: '#0d1014', mark: '?' };
export const styleOf = (figure: string) => FIGURE_STYLE[figure] ?? { ...OTHER, mark: figure.slice(0, 1).toUpperCase() };

export interface FigurePawnData { back: boolean; exhausted: boolean; wards: number; active?: boolean }

const MIN_HIT = 44;

function paintPawn(ctx: CanvasRenderingContext2D, px: number, figure: string): void {
  const st = styleOf(figure);
  const c = px / 2, R = px * 0.42;
  ctx.beginPath();
  ctx.arc(c, c + px * 0.02, R, 0, Math.PI * 2);
  ctx.shadowColor = 'rgba(0,0,0,0.7)';
  ctx.shadowBlur = px * 0.08;
  ctx.fillStyle = '#0c1015';
  ctx.fill();
  ctx.shadowColor = 'transparent';
  const face = ctx.createRadialGradient(c - R * 0.35, c - R * 0.4, R * 0.1, c, c, R);
  face.addColorStop(0, 'rgba(255,255,255,0.5)');
  face.addColorStop(0.4, st.colour);
  face.addColorStop(1, st.colour);
  ctx.beginPath();
  ctx.arc(c, c, R * 0.86, 0, Math.PI * 2);
  ctx.fillStyle = face;
  ctx.fill();
  // A ring of carved notches (the token's rim), then the mark.
  ctx.strokeStyle = 'rgba(0,0,0,0.35)';
  ctx.lineWidth = Math.max(1, px * 0.02);
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    ctx.beginPath();
    ctx.moveTo(c + Math.cos(a) * R * 0.72, c + Math.sin(a) * R * 0.72);
    ctx.lineTo(c + Math.cos(a) * R * 0.84, c + Math.sin(a) * R * 0.84);
    ctx.stroke();
  }
  ctx.strokeStyle = 'rgba(232,244,251,0.85)';
  ctx.lineWidth = Math.max(1, px * 0.025);
  ctx.beginPath();
  ctx.arc(c, c, R * 0.7, 0, Math.PI * 2);
  ctx.stroke();
  ctx.font = `700 ${Math.round(R * 0.95)}px ${DISPLAY_FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = 'rgba(0,0,0,0.4)';
  ctx.fillText(st.mark, c + px * 0.012, c + px * 0.05);
  ctx.fillStyle = st.ink;
  ctx.fillText(st.mark, c, c + px * 0.035);
}

export class FigurePawn extends Phaser.GameObjects.Container {
  private readonly halo: Phaser.GameObjects.Graphics;
  private readonly token: Phaser.GameObjects.Image;
  private readonly wards: Phaser.GameObjects.Image[] = [];
  private readonly unregister: () => void;
  private size = MIN_HIT;
  private data_: FigurePawnData = { back: false, exhausted: false, wards: 0 };
  private walk: Phaser.Tweens.Tween | null = null;

  constructor(scene: Phaser.Scene, readonly figure: string, onTap: (figure: string) => void) {
    super(scene, 0, 0);
    this.halo = scene.add.graphics().setVisible(false);
    this.token = scene.add.image(0, 0, '__DEFAULT');
    this.add([this.halo, this.token]);
    scene.add.existing(this);
    this.unregister = registerTarget(`gow:figure:${figure}`, () => this.rect());
    this.token.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (p: Phaser.Input.Pointer) => { if (p.getDistance() < 24) onTap(this.figure); });
    this.once(Phaser.GameObjects.Events.DESTROY, () => { this.unregister(); this.walk?.stop(); });
    this.setSizePx(MIN_HIT);
  }

  /** The token's diameter in screen pixels (never under 44 to tap). */
  setSizePx(size: number): this {
    this.size = Math.max(MIN_HIT, Math.round(size));
    const px = Math.round(this.size * RES * 1.1);
    const key = ensureCanvasTexture(this.scene, `gow:pawn:${this.figure}:${px}`, px, px, (ctx) => paintPawn(ctx, px, this.figure));
    this.token.setTexture(key);
    const radius = Math.max(MIN_HIT * RES, this.size * RES) / 2;
    if (this.token.input) (this.token.input.hitArea as Phaser.Geom.Circle).setTo(px / 2, px / 2, radius);
    else this.token.setInteractive({ hitArea: new Phaser.Geom.Circle(px / 2, px / 2, radius), hitAreaCallback: Phaser.Geom.Circle.Contains, cursor: 'pointer' });
    return this.show(this.data_);
  }

  show(data: FigurePawnData): this {
    this.data_ = { ...data };
    const scale = (1 / (RES * 1.1)) * (data.back ? 0.84 : 1) * (data.active ? 1.1 : 1);
    this.token.setScale(scale).setAngle(data.exhausted ? 90 : 0).setAlpha(data.exhausted ? 0.55 : data.back ? 0.88 : 1);
    if (data.exhausted) this.token.setTint(0x8a8f96); else this.token.clearTint();
    this.halo.clear().fillStyle(Number.parseInt(GOW.ice.slice(1), 16), 0.35).fillCircle(0, 0, this.size * 0.62).setVisible(!!data.active && !data.exhausted);
    this.scene.tweens.killTweensOf(this.halo);
    if (this.halo.visible) this.scene.tweens.add({ targets: this.halo, alpha: { from: 0.55, to: 0.15 }, duration: 900, yoyo: true, repeat: -1 });
    // Wards: small shields along the token's lower right.
    while (this.wards.length < data.wards) {
      const s = Math.round(Math.max(16, this.size * 0.36) * RES);
      const key = ensureCanvasTexture(this.scene, `gow:ward:${s}`, s, s, (ctx) => { paintShield(ctx, s / 2, s / 2, s * 0.92, 1); });
      const img = this.scene.add.image(0, 0, key).setScale(1 / RES).setTint(0xa8dcff);
      this.wards.push(img);
      this.add(img);
    }
    this.wards.forEach((img, i) => {
      img.setVisible(i < data.wards);
      const a = Math.PI * (0.15 + i * 0.28);
      img.setPosition(Math.cos(a) * this.size * 0.5, Math.sin(a) * this.size * 0.5);
    });
    return this;
  }

  /** Walks to (x, y) in ms, lifted mid-way; resolves on arrival (at once when ms is 0). Not named
   *  moveTo: a Container's moveTo(child, index) reorders its children. */
  walkTo(x: number, y: number, ms = 600): Promise<void> {
    this.walk?.stop();
    if (ms <= 0) { this.setPosition(x, y); return Promise.resolve(); }
    const x0 = this.x, y0 = this.y;
    return new Promise((resolve) => {
      this.walk = this.scene.tweens.addCounter({
        from: 0, to: 1, duration: ms, ease: 'Sine.easeInOut',
        onUpdate: (tw) => {
          const t = tw.getValue() ?? 0;
          const lift = Math.sin(Math.PI * t);
          this.setPosition(x0 + (x - x0) * t, y0 + (y - y0) * t - lift * this.size * 0.35);
          this.setScale(1 + lift * 0.15);
        },
        onComplete: () => { this.walk = null; this.setScale(1); resolve(); },
        onStop: () => { this.setScale(1); resolve(); },
      });
    });
  }

  private rect(): { x: number; y: number; w: number; h: number } | null {
    if (!this.active || !this.visible || !this.scene?.sys.isActive()) return null;
    const d = Math.max(MIN_HIT, this.size);
    return { x: this.x - d / 2, y: this.y - d / 2, w: d, h: d };
  }
}
