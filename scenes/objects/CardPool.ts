// The cards on the table, one CardView per physical card (by uid), reused from one re-sync to the
// next so that a card that moves glides instead of blinking. Each view knows its current role, which
// tells a tap what it means. A card the viewer may not know (a redacted move in flight) is a back with
// no uid nor type: it is kept under a key of its own, below zero, and answers no tap.
import Phaser from 'phaser';
import { cardType } from '../../src/cards';
import type { Uid } from '../../src/engine';
import { registerTarget } from '../presenter/targets';
import { CARD_RATIO, isLandscape } from './cardArt';
import { CardView } from './CardView';
import type { PlateTexts } from './paintCard';
import type { GestureHub } from './gestures';
import { HoverCard } from './HoverCard';
import { calm } from './calm';

/** 'marked': one of Poseidon's marked cards on the cooperative board (a tap may heal it). */
export type Role = 'field' | 'hand' | 'played' | 'armor' | 'pile' | 'flight' | 'option' | 'marked';

export interface Placement {
  x: number; y: number;
  /** Width of the box the card fills (a landscape armor fits its long side to it). */
  box: number;
  depth: number;
  faceUp?: boolean;
  role: Role;
  /** Tween to the place (ms); 0 sets it at once. */
  ms?: number;
  /** The part of the card left uncovered by its neighbours (what a tap can reach), if not all. */
  visible?: { x: number; y: number; w: number; h: number };
  /** Turned a quarter (an armor standing among the portrait cards of a hand). */
  upright?: boolean;
  /** A picture to glance at, not a control (a teammate's open hand, too small to be one): no tap. */
  glance?: boolean;
  /** A glow around the card (a hand card one may pick in a choice); none by default. */
  halo?: string;
}

/** The short side of a card filling a box of width box. */
export const shortFor = (type: number, box: number) => (isLandscape(cardType(type)) ? box * CARD_RATIO : box);

/** A card as the pool draws it (CardPool.drawn). */
export interface CardDrawn {
  uid: Uid; type: number; role: string; x: number; y: number; w: number; h: number; alpha: number; visible: boolean; depth: number;
  plate: PlateTexts | null; halo: string | null;
  /** Greyed as not pickable now (opaque, issue 25). */
  dimmed: boolean;
  /** The size of its rules text on screen, in CSS px, face up (issue 25), else null. */
  rulesPx: number | null;
}

export interface PoolHandlers {
  tap(uid: Uid, role: Role): void;
  longPress(uid: Uid): void;
  dragStart(uid: Uid, role: Role): boolean;
  drag(uid: Uid, x: number, y: number): void;
  drop(uid: Uid, x: number, y: number): void;
}

export class CardPool {
  private readonly views = new Map<Uid, CardView>();
  private readonly roles = new Map<Uid, Role>();
  private readonly unregister = new Map<Uid, () => void>();
  /** The next key of a back that is no known card (−1, −2…). */
  private nextBack = -1;
  private readonly hover: HoverCard;

  constructor(private readonly scene: Phaser.Scene, private readonly hub: GestureHub, private readonly handlers: PoolHandlers) {
    this.hover = new HoverCard(scene);
  }

  get(uid: Uid): CardView | undefined {
    return this.views.get(uid);
  }

  roleOf(uid: Uid): Role | undefined {
    return this.roles.get(uid);
  }

  /** The view of uid (created at x, y if new), placed and sized for its role. */
  place(uid: Uid, type: number, at: Placement): CardView {
    let v = this.views.get(uid);
    // An upright armor is a landscape card turned a quarter: its short side fills the box's width.
    const short = Math.round(at.upright ? at.box : shortFor(type, at.box));
    if (!v || v.card?.id !== type) {
      v?.destroy();
      v = new CardView(this.scene, at.x, at.y, cardType(type), short, uid);
      this.scene.add.existing(v);
      this.views.set(uid, v);
      this.hub.attach(v, {
        tap: () => this.handlers.tap(uid, this.roles.get(uid) ?? 'pile'),
        longPress: () => this.handlers.longPress(uid),
        dragStart: () => this.handlers.dragStart(uid, this.roles.get(uid) ?? 'pile'),
        drag: (x, y) => this.handlers.drag(uid, x, y),
        drop: (x, y) => this.handlers.drop(uid, x, y),
      });
      this.hover.watch(v);
      this.unregister.set(uid, () => undefined);
    }
    this.roles.set(uid, at.role);
    this.scene.tweens.killTweensOf(v);
    if (v.scaleX !== 1 || v.scaleY !== 1) {
      // Coming back from a flight: bake the flight's scale into the texture size.
      v.setScale(1);
    }
    v.setCardSize(short).setAngle(at.upright ? -90 : 0).setAlpha(1).setDimmed(false).setVisible(true).setHalo(at.halo ?? null);
    if (at.faceUp !== undefined && v.isFaceUp !== at.faceUp) v.setFaceUp(at.faceUp);
    v.setDepth(at.depth).setHitPart(at.visible ?? null, at.x, at.y);
    // Reduced motion (issue 29): the card is simply where it belongs, no slide.
    if (at.ms && at.ms > 0 && !calm() && (Math.abs(v.x - at.x) > 1 || Math.abs(v.y - at.y) > 1)) {
      this.scene.tweens.add({ targets: v, x: at.x, y: at.y, duration: at.ms, ease: 'Cubic.easeOut' });
    } else {
      v.setPosition(at.x, at.y);
    }
    this.unregister.get(uid)?.();
    if (v.input) v.input.enabled = !at.glance;
    if (at.glance) {
      this.unregister.set(uid, () => undefined);
      return v;
    }
    const id = at.role === 'field' ? `field:${uid}` : at.role === 'hand' ? `hand:${uid}` : at.role === 'played' ? `played:${uid}`
      : at.role === 'armor' ? `armor:${uid}` : at.role === 'option' ? `option:${uid}` : at.role === 'marked' ? `marked:${uid}` : `card:${uid}`;
    const view = v;
    const part = at.visible;
    this.unregister.set(uid, registerTarget(id, () => (view.active && view.visible && view.alpha > 0.5 ? part ?? bounds(view) : null)));
    return v;
  }

  /** A card back that stands for no known card (a redacted move): its key in the pool, and the view.
   *  Portrait, face down for good, no target. */
  placeBack(at: Omit<Placement, 'faceUp' | 'upright' | 'halo' | 'visible' | 'glance'>): { key: Uid; view: CardView } {
    const key = this.nextBack--;
    const v = new CardView(this.scene, at.x, at.y, null, Math.round(at.box), null).setDepth(at.depth);
    v.disableInteractive();
    this.scene.add.existing(v);
    this.views.set(key, v);
    this.roles.set(key, at.role);
    return { key, view: v };
  }

  /** Destroys every view not in keep. */
  sweep(keep: ReadonlySet<Uid>): void {
    for (const [uid, v] of this.views) {
      if (keep.has(uid)) continue;
      this.remove(uid);
      v.destroy();
    }
  }

  remove(uid: Uid): void {
    this.unregister.get(uid)?.();
    this.unregister.delete(uid);
    this.views.delete(uid);
    this.roles.delete(uid);
  }

  /** Destroys a view, first taking it off the pool when it is still the one under `key` (a flight's
   *  card may have been re-placed meanwhile); without `view`, whatever is under `key`. */
  discard(key: Uid, view: CardView | undefined = this.views.get(key)): void {
    if (!view) return;
    if (this.views.get(key) === view) this.remove(key);
    view.destroy();
  }

  all(): IterableIterator<[Uid, CardView]> {
    return this.views.entries();
  }

  /** The cards drawn now, for the test hooks' cards(): where, how big, in which role, what their faces
   *  say. A back that stands for no known card says uid and type −1, as the engine's redacted moves. */
  drawn(): CardDrawn[] {
    return [...this.views].map(([uid, v]) => ({
      uid: v.card ? uid : -1, type: v.card?.id ?? -1, role: this.roles.get(uid) ?? '', x: Math.round(v.x), y: Math.round(v.y),
      w: Math.round(v.cardWidth * v.scaleX), h: Math.round(v.cardHeight * v.scaleY), alpha: v.alpha, visible: v.visible, depth: v.depth,
      plate: v.plate(), halo: v.haloShown, dimmed: v.isDimmed,
      rulesPx: v.plate()?.rules ? Math.round(v.plate()!.rules!.px * Math.abs(v.scaleX) * 10) / 10 : null,
    }));
  }

  /** Texture keys in use (to prune old sizes after a resize). */
  textureKeys(): Set<string> {
    const keys = new Set<string>();
    for (const v of this.views.values()) for (const k of v.textureKeys()) keys.add(k);
    return keys;
  }
}

/** A card view's rectangle on screen. */
export function bounds(v: CardView): { x: number; y: number; w: number; h: number } {
  const w = v.cardWidth * Math.abs(v.scaleX), h = v.cardHeight * Math.abs(v.scaleY);
  return { x: v.x - w / 2, y: v.y - h / 2, w, h };
}
