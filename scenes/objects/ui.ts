// Small pieces of interface drawn with the Canvas API into cached textures (smooth even with WebGL
// antialiasing off): rounded panels, buttons with a label, and text styles.
import Phaser from 'phaser';
import { registerTarget } from '../presenter/targets';
import { ensureCanvasTexture } from './canvasTexture';
import { DISPLAY_FONT, TEXT_FONT } from './paintCard';

export type Tone = 'gold' | 'navy' | 'force' | 'cosmos' | 'heal' | 'ghost';

/** The game's event on every button tap (phaser-game.ts answers it with the tap's little click). */
export const UI_TAP = 'ssdb:tap';

const TONES: Record<Tone, { top: string; bottom: string; rim: string; text: string }> = {
  gold: { top: '#f7dc8c', bottom: '#b07d24', rim: '#fff1c0', text: '#2b1a02' },
  navy: { top: '#22306a', bottom: '#0e1538', rim: '#c9a85a', text: '#eef2ff' },
  force: { top: '#e0484c', bottom: '#7a1219', rim: '#ffb3a8', text: '#ffffff' },
  cosmos: { top: '#4f8ff0', bottom: '#1a2d86', rim: '#bcdcff', text: '#ffffff' },
  heal: { top: '#38c07a', bottom: '#0f5a33', rim: '#b8f5d2', text: '#ffffff' },
  ghost: { top: 'rgba(20,28,60,0.55)', bottom: 'rgba(10,14,34,0.55)', rim: 'rgba(201,168,90,0.45)', text: '#c8d2ee' },
};

export function text(scene: Phaser.Scene, x: number, y: number, s: string, px: number, opts: Partial<Phaser.Types.GameObjects.Text.TextStyle> & { display?: boolean; weight?: string } = {}): Phaser.GameObjects.Text {
  const { display, weight, ...style } = opts;
  return scene.add.text(x, y, s, {
    fontFamily: display ? DISPLAY_FONT : TEXT_FONT, fontStyle: weight ?? (display ? '700' : '600'),
    fontSize: `${Math.round(px)}px`, color: '#e6ecff', ...style,
  });
}

/** A rounded panel: navy glass with a thin gold rim (or a glowing rim when lit). */
export function panelTexture(scene: Phaser.Scene, w: number, h: number, variant: 'panel' | 'lit' | 'sheet' = 'panel'): string {
  w = Math.max(8, Math.round(w));
  h = Math.max(8, Math.round(h));
  return ensureCanvasTexture(scene, `panel:${variant}:${w}x${h}`, w, h, (ctx) => {
    const rad = Math.min(14, h / 4);
    ctx.beginPath();
    ctx.roundRect(1.5, 1.5, w - 3, h - 3, rad);
    const g = ctx.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0, variant === 'sheet' ? 'rgba(16,24,58,0.97)' : 'rgba(18,27,64,0.82)');
    g.addColorStop(1, variant === 'sheet' ? 'rgba(7,11,30,0.97)' : 'rgba(8,12,32,0.86)');
    ctx.fillStyle = g;
    ctx.fill();
    ctx.lineWidth = variant === 'lit' ? 2.5 : 1.2;
    ctx.strokeStyle = variant === 'lit' ? 'rgba(255,215,120,0.95)' : 'rgba(201,168,90,0.55)';
    if (variant === 'lit') { ctx.shadowColor = 'rgba(255,200,90,0.9)'; ctx.shadowBlur = 8; }
    ctx.stroke();
  });
}

function buttonTexture(scene: Phaser.Scene, w: number, h: number, tone: Tone, disabled: boolean): string {
  w = Math.round(w);
  h = Math.round(h);
  return ensureCanvasTexture(scene, `button:${tone}:${disabled ? 'off' : 'on'}:${w}x${h}`, w + 8, h + 8, (ctx) => {
    const c = TONES[tone];
    ctx.translate(4, 4);
    ctx.beginPath();
    ctx.roundRect(0, 0, w, h, Math.min(h / 2, 14));
    ctx.shadowColor = 'rgba(0,0,0,0.55)';
    ctx.shadowBlur = 6;
    ctx.shadowOffsetY = 2;
    const g = ctx.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0, disabled ? '#3a4160' : c.top);
    g.addColorStop(1, disabled ? '#1d2238' : c.bottom);
    ctx.fillStyle = g;
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = disabled ? 'rgba(150,160,190,0.4)' : c.rim;
    ctx.stroke();
    // A highlight along the top edge.
    ctx.beginPath();
    ctx.roundRect(3, 2, w - 6, h * 0.42, Math.min(h / 2, 12));
    ctx.fillStyle = 'rgba(255,255,255,0.14)';
    ctx.fill();
  });
}

/** A button: a label on a tinted pill; calls onTap on a tap (mouse or touch), registers a test target,
 *  and tells the game it was tapped (UI_TAP: heard as a click). */
export class Button extends Phaser.GameObjects.Container {
  private readonly bg: Phaser.GameObjects.Image;
  private readonly label: Phaser.GameObjects.Text;
  private bw = 0;
  private bh = 0;
  private tone: Tone;
  private enabled = true;
  private readonly unregister: () => void;

  constructor(scene: Phaser.Scene, readonly id: string, caption: string, tone: Tone, private readonly onTap: () => void) {
    super(scene, 0, 0);
    this.tone = tone;
    this.bg = scene.add.image(0, 0, '__DEFAULT');
    this.label = text(scene, 0, 0, caption, 16, { weight: '700' }).setOrigin(0.5);
    this.add([this.bg, this.label]);
    scene.add.existing(this);
    this.setInteractive({ hitArea: new Phaser.Geom.Rectangle(0, 0, 1, 1), hitAreaCallback: Phaser.Geom.Rectangle.Contains, cursor: 'pointer' });
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (p: Phaser.Input.Pointer) => {
      if (p.getDistance() < 24) this.press();
    });
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, () => { if (this.enabled) this.bg.setScale(0.97); });
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OUT, () => this.bg.setScale(1));
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, () => this.bg.setScale(1));
    this.unregister = registerTarget(id, () => { const r = this.rect(); return r && { ...r, label: this.label.text }; }, () => this.press());
    this.once(Phaser.GameObjects.Events.DESTROY, () => this.unregister());
  }

  /** A tap, or Enter on the screen reader's twin of this button (src/a11y): the same handler. */
  press(): void {
    if (!this.enabled || !this.visible || !this.scene) return;
    this.scene.game.events.emit(UI_TAP);
    this.onTap();
  }

  /** Places the button as the rectangle x, y, w, h (top-left). */
  place(x: number, y: number, w: number, h: number, fontPx = Math.min(18, h * 0.38)): this {
    this.bw = Math.round(w);
    this.bh = Math.round(h);
    this.setPosition(x + w / 2, y + h / 2);
    this.bg.setTexture(buttonTexture(this.scene, this.bw, this.bh, this.tone, !this.enabled));
    this.label.setFontSize(Math.round(fontPx)).setColor(this.enabled ? TONES[this.tone].text : '#8a93b0');
    this.label.setWordWrapWidth(this.bw - 10).setAlign('center');
    // A Container's hit area is measured from its top-left corner (its origin is its centre).
    this.setSize(this.bw, this.bh);
    (this.input!.hitArea as Phaser.Geom.Rectangle).setTo(0, 0, this.bw, this.bh);
    return this;
  }

  setCaption(caption: string): this {
    this.label.setText(caption);
    return this;
  }

  setTone(tone: Tone): this {
    if (tone !== this.tone) {
      this.tone = tone;
      if (this.bw) this.place(this.x - this.bw / 2, this.y - this.bh / 2, this.bw, this.bh, Number.parseFloat(String(this.label.style.fontSize)));
    }
    return this;
  }

  setEnabled(on: boolean): this {
    if (on !== this.enabled) {
      this.enabled = on;
      if (this.bw) this.place(this.x - this.bw / 2, this.y - this.bh / 2, this.bw, this.bh, Number.parseFloat(String(this.label.style.fontSize)));
    }
    return this;
  }

  rect(): { x: number; y: number; w: number; h: number } | null {
    if (!this.visible || !this.enabled || !this.active) return null;
    let p: Phaser.GameObjects.Container | null = this.parentContainer;
    while (p) { if (!p.visible) return null; p = p.parentContainer; }
    if (!this.scene?.sys.isActive() || !this.scene.sys.isVisible()) return null;
    const m = this.getWorldTransformMatrix();
    return { x: m.tx - this.bw / 2, y: m.ty - this.bh / 2, w: this.bw, h: this.bh };
  }
}

export { DISPLAY_FONT, TEXT_FONT };
