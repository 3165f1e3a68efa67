// An action card in a hand or the upgrade market: its face (or a face-down back) painted once per change
// into its own texture, and the states a set of cards is built with: selected (raised, gold glow), can
// join the set under way (a soft ice rim), cannot (dimmed). Tappable (≥ 44 px).
import Phaser from 'phaser';
import { registerTarget } from '../../presenter/targets';
import { paintActionBack, paintActionFace } from './actionFace';
import type { ActionCardData } from './gowData';
import { GOW, OwnCanvas, RES, type RuneInfo } from './gowPaint';

export type { ActionCardData };
export type ActionCardState = 'normal' | 'selected' | 'canJoin' | 'dimmed';

const MIN_HIT = 44;
const hex = (css: string) => Number.parseInt(css.slice(1), 16);

export class ActionCard extends Phaser.GameObjects.Container {
  private readonly canvas: OwnCanvas;
  private readonly face: Phaser.GameObjects.Image;
  private readonly rim: Phaser.GameObjects.Graphics;
  private readonly unregister: () => void;
  private data_: ActionCardData | null = null;
  private painted = '';
  private cw = 90;
  private ch = 126;
  private baseX = 0;
  private baseY = 0;
  private state_: ActionCardState = 'normal';

  /** `target`: the test hook's name for it (e.g. "gow:hand:3"); none: not registered. */
  constructor(scene: Phaser.Scene, private readonly runes: readonly RuneInfo[], onTap: (uid: number) => void, target?: string) {
    super(scene, 0, 0);
    this.canvas = new OwnCanvas(scene);
    this.rim = scene.add.graphics();
    this.face = scene.add.image(0, 0, '__DEFAULT');
    this.add([this.rim, this.face]);
    scene.add.existing(this);
    this.face.setInteractive({ cursor: 'pointer' });
    this.face.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (p: Phaser.Input.Pointer) => {
      if (p.getDistance() < 24 && this.data_) onTap(this.data_.uid);
    });
    this.unregister = target ? registerTarget(target, () => this.rect()) : () => undefined;
    this.once(Phaser.GameObjects.Events.DESTROY, () => { this.unregister(); this.canvas.destroy(); });
  }

  /** The card's resting rectangle (top-left x, y, size); a selected card rises above it. */
  place(x: number, y: number, w: number, h: number): this {
    this.baseX = x + w / 2;
    this.baseY = y + h / 2;
    if (Math.round(w) !== this.cw || Math.round(h) !== this.ch) {
      this.cw = Math.round(w);
      this.ch = Math.round(h);
      this.painted = '';
    }
    this.repaint();
    return this.setCardState(this.state_);
  }

  /** A card's face, or null for its back (another seat's hand, a deck). */
  show(card: ActionCardData | null): this {
    this.data_ = card;
    this.repaint();
    return this;
  }

  get card(): ActionCardData | null {
    return this.data_;
  }

  setCardState(state: ActionCardState): this {
    this.state_ = state;
    this.scene.tweens.killTweensOf(this);
    const lift = state === 'selected' ? -Math.round(this.ch * 0.14) : 0;
    this.setPosition(this.baseX, this.baseY + lift);
    this.setAlpha(state === 'dimmed' ? 0.42 : 1);
    this.face.setTint(state === 'dimmed' ? 0x9aa3ad : 0xffffff);
    this.rim.clear();
    const w = this.cw, h = this.ch, r = Math.min(8, w * 0.08);
    if (state === 'selected') {
      for (const [width, alpha] of [[12, 0.12], [7, 0.25], [3, 1]] as const) this.rim.lineStyle(width, hex(GOW.gold), alpha).strokeRoundedRect(-w / 2, -h / 2, w, h, r);
    } else if (state === 'canJoin') {
      for (const [width, alpha] of [[8, 0.14], [2, 0.8]] as const) this.rim.lineStyle(width, hex(GOW.ice), alpha).strokeRoundedRect(-w / 2, -h / 2, w, h, r);
    }
    return this;
  }

  get cardState(): ActionCardState {
    return this.state_;
  }

  private repaint(): void {
    const key = `${this.cw}x${this.ch}:${this.data_ ? `${this.data_.card.id}` : 'back'}`;
    if (key === this.painted) return;
    this.painted = key;
    const tex = this.canvas.paint(this.cw, this.ch, (ctx) => {
      if (this.data_) paintActionFace(ctx, this.cw, this.ch, this.data_.card, this.runes); else paintActionBack(ctx, this.cw, this.ch);
    });
    this.face.setTexture(tex).setScale(1 / RES);
    // Never under 44 px to tap, whatever the size drawn (centred on the card).
    const fw = this.face.frame.width, fh = this.face.frame.height;
    const hw = Math.max(MIN_HIT * RES, fw), hh = Math.max(MIN_HIT * RES, fh);
    (this.face.input?.hitArea as Phaser.Geom.Rectangle | undefined)?.setTo((fw - hw) / 2, (fh - hh) / 2, hw, hh);
  }

  private rect(): { x: number; y: number; w: number; h: number } | null {
    if (!this.active || !this.visible || !this.scene?.sys.isActive()) return null;
    let p: Phaser.GameObjects.Container | null = this.parentContainer;
    let ox = 0, oy = 0;
    while (p) { if (!p.visible) return null; ox += p.x; oy += p.y; p = p.parentContainer; }
    const w = Math.max(MIN_HIT, this.cw), h = Math.max(MIN_HIT, this.ch);
    return { x: ox + this.x - w / 2, y: oy + this.y - h / 2, w, h };
  }
}
