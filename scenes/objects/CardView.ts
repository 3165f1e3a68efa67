// A card on the table: a Container holding a soft shadow and the face (or back), drawn procedurally by
// paintCard into a canvas texture cached per card type and pixel size. Armors are landscape.
// The origin is the card's centre. Motion: lift on hover, flip with a short squash. A card the viewer
// may not know (a move the engine redacted, issue 23) is a back with no card behind it: card null,
// portrait whatever it is, never face up, so nothing on the page names it.
import { getLang } from '../../src/i18n';
import Phaser from 'phaser';
import type { CardType } from '../../src/cards';
import { CARD_RATIO, isLandscape } from './cardArt';
import { paintCard, paintCardBack, paintShadow, type PlateTexts } from './paintCard';
import type { MarkerModel } from '../presenter/table-model';
import { hasMarkers, markerTexture } from './markerOverlay';
import { ensureCanvasTexture } from './canvasTexture';
import { glowTexture } from './icons';
import { calm } from './calm';
import { FADE_MS } from '../../src/app/access';

/** Pixel size of a card whose short side is `short`. */
export function cardSize(card: Pick<CardType, 'kind'>, short: number): { w: number; h: number } {
  const long = Math.round(short / CARD_RATIO);
  return isLandscape(card) ? { w: long, h: Math.round(short) } : { w: Math.round(short), h: long };
}

/** The face's texture: by language too, since the class line is written in the player's language. */
export function faceKey(card: CardType, w: number, h: number): string {
  return `cardface:${getLang()}:${card.id}:${w}x${h}`;
}

/** The margin around a card's texture that holds its shadow. */
const shadowPad = (w: number, h: number) => Math.round(Math.min(w, h) * 0.1);

/**
 * Paints a card (face or back) with its soft shadow baked around it, into a texture padded by pad:
 * one quad per card instead of two (software WebGL pays for every pixel drawn, twice under a card).
 */
function paintWithShadow(ctx: CanvasRenderingContext2D, w: number, h: number, pad: number, paint: (ctx: CanvasRenderingContext2D) => void): void {
  const off = Math.min(w, h) * 0.035;
  ctx.save();
  ctx.translate(off * 0.4, off);
  paintShadow(ctx, w, h, pad);
  ctx.restore();
  // The card is painted on its own canvas, then laid over the shadow (its painter clears its area).
  const card = document.createElement('canvas');
  card.width = w;
  card.height = h;
  paint(card.getContext('2d', { willReadFrequently: true })!);
  ctx.drawImage(card, pad, pad);
}

/** The shape of a card whose type is not known: portrait (a landscape back would say "an armor"). */
const UNKNOWN: Pick<CardType, 'kind'> = { kind: 'character' };

export class CardView extends Phaser.GameObjects.Container {
  /** The printed card, or null for a back the viewer may not turn over. */
  readonly card: CardType | null;
  /** The physical card (GameState uid), when it is one. */
  readonly uid: number | null;
  private readonly face: Phaser.GameObjects.Image;
  private faceUp = true;
  private cw = 0;
  private ch = 0;
  private lifted = false;
  private dimmed = false;
  private restDepth = 0;
  private overlay: Phaser.GameObjects.Image | null = null;
  private markers: MarkerModel | null = null;
  private halo: Phaser.GameObjects.Image | null = null;
  private haloColor: string | null = null;

  constructor(scene: Phaser.Scene, x: number, y: number, card: CardType | null, short: number, uid: number | null = null) {
    super(scene, x, y);
    this.card = card;
    this.uid = uid;
    this.faceUp = card !== null;
    this.face = new Phaser.GameObjects.Image(scene, 0, 0, '__DEFAULT');
    this.add(this.face);
    this.setCardSize(short);
    this.setInteractive({ cursor: 'pointer' });
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OVER, () => this.setLifted(true));
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OUT, () => this.setLifted(false));
  }

  get cardWidth(): number {
    return this.cw;
  }
  get cardHeight(): number {
    return this.ch;
  }
  get isFaceUp(): boolean {
    return this.faceUp;
  }
  /** The colour of the glow around the card, or null. */
  get haloShown(): string | null {
    return this.haloColor;
  }

  /** A glow around the card that moves with it (a hand card one may pick in a choice), or none. */
  setHalo(color: string | null): this {
    this.haloColor = color;
    if (!color) {
      this.halo?.setVisible(false);
      return this;
    }
    if (!this.halo) {
      this.halo = new Phaser.GameObjects.Image(this.scene, 0, 0, '__DEFAULT');
      this.addAt(this.halo, 0);
    }
    this.halo.setTexture(glowTexture(this.scene, this.cw, this.ch, color)).setVisible(true);
    return this;
  }

  /** Texture keys this card uses at its current size (for pruning old sizes). */
  textureKeys(): string[] {
    return [...(this.card ? [faceKey(this.card, this.cw, this.ch)] : []), backKey(this.cw, this.ch), ...(this.overlay?.visible ? [this.overlay.texture.key] : [])];
  }

  /** Redraws the card for a new short side (in pixels). */
  setCardSize(short: number): this {
    const { w, h } = cardSize(this.card ?? UNKNOWN, short);
    // Same size and same face (the language may have changed the class line): nothing to redraw.
    if (w === this.cw && h === this.ch && (!this.faceUp || !this.card || this.face.texture.key === faceKey(this.card, w, h))) return this;
    this.cw = w;
    this.ch = h;
    this.applyFace();
    this.setSize(w, h);
    if (this.input?.hitArea instanceof Phaser.Geom.Rectangle) this.input.hitArea.setSize(w, h);
    this.face.setPosition(0, 0).setScale(1);
    if (this.markers && this.overlay) this.overlay.setTexture(markerTexture(this.scene, this.markers, w, h));
    if (this.haloColor) this.setHalo(this.haloColor);
    return this;
  }

  setFaceUp(up: boolean): this {
    this.faceUp = up && this.card !== null;
    this.applyFace();
    return this;
  }

  /** Turns the card over with a short squash; resolves when done. */
  flip(duration = 260): Promise<void> {
    return new Promise((resolve) => {
      const sx = this.scaleX;
      this.scene.tweens.add({
        targets: this,
        scaleX: 0,
        scaleY: this.scaleY * 1.06,
        duration: duration / 2,
        ease: 'Quad.easeIn',
        onComplete: () => {
          this.setFaceUp(!this.faceUp);
          this.scene.tweens.add({
            targets: this,
            scaleX: sx,
            scaleY: this.scaleY / 1.06,
            duration: duration / 2,
            ease: 'Back.easeOut',
            onComplete: () => resolve(),
          });
        },
      });
    });
  }

  /** Shows the card's markers (frost, wound, VP tokens), or none; they pop in when they change. */
  setMarkers(m: MarkerModel | undefined): this {
    const next = hasMarkers(m) && this.faceUp ? m : null;
    const changed = JSON.stringify(next) !== JSON.stringify(this.markers);
    this.markers = next;
    if (!next) {
      this.overlay?.setVisible(false);
      return this;
    }
    if (!this.overlay) {
      this.overlay = new Phaser.GameObjects.Image(this.scene, 0, 0, '__DEFAULT');
      this.add(this.overlay);
    }
    this.overlay.setTexture(markerTexture(this.scene, next, this.cw, this.ch)).setVisible(true).setPosition(this.face.x, this.face.y);
    if (changed) {
      // They pop in; with reduced motion (issue 29) they only fade in.
      const still = calm();
      this.overlay.setScale(still ? 1 : 1.25).setAlpha(0);
      this.scene.tweens.add({ targets: this.overlay, scale: 1, alpha: 1, duration: still ? FADE_MS : 260, ease: still ? 'Linear' : 'Back.easeOut' });
    }
    return this;
  }

  /**
   * Only part of the card answers the pointer: the strip left uncovered by its neighbours (a fanned hand,
   * a row of played cards), given on screen for the card standing at (x, y). Otherwise a hovered card,
   * lifted above its neighbours, would catch the taps meant for the next one. null: the whole card.
   */
  setHitPart(part: { x: number; y: number; w: number; h: number } | null, x: number, y: number): this {
    const hit = this.input?.hitArea;
    if (!(hit instanceof Phaser.Geom.Rectangle)) return this;
    if (!part || this.angle !== 0) {
      hit.setTo(0, 0, this.cw, this.ch);
      return this;
    }
    const left = Math.max(0, part.x - (x - this.cw / 2)), top = Math.max(0, part.y - (y - this.ch / 2));
    hit.setTo(left, top, Math.max(1, Math.min(this.cw - left, part.w)), Math.max(1, Math.min(this.ch - top, part.h)));
    return this;
  }

  /** Greys the card a little (one that cannot be picked now) while keeping it opaque and its words
   *  legible: a see-through card showed its neighbours through its text (issue 25). */
  setDimmed(on: boolean): this {
    this.dimmed = on;
    if (on) this.face.setTint(0xa9adbd);
    else this.face.clearTint();
    return this;
  }
  get isDimmed(): boolean { return this.dimmed; }

  /** Lifts the card towards the player (hover, touch). */
  setLifted(on: boolean): this {
    if (on === this.lifted) return this;
    this.lifted = on;
    if (on) {
      this.restDepth = this.depth;
      this.setDepth(this.restDepth + 1000);
    } else {
      this.setDepth(this.restDepth);
    }
    const lift = Math.min(this.cw, this.ch) * 0.06;
    this.scene.tweens.killTweensOf(this.face);
    this.scene.tweens.add({ targets: this.face, y: on ? -lift : 0, scale: on ? 1.04 : 1, duration: 140, ease: 'Quad.easeOut' });
    if (this.overlay) this.scene.tweens.add({ targets: this.overlay, y: on ? -lift : 0, duration: 140, ease: 'Quad.easeOut' });
    return this;
  }

  /** The words painted on the face shown, or null face down (kept with the texture that has them). */
  plate(): PlateTexts | null {
    return this.faceUp ? (this.face.texture.customData as { plate?: PlateTexts }).plate ?? null : null;
  }

  private applyFace(): void {
    const { cw: w, ch: h, card } = this;
    const pad = shadowPad(w, h);
    const face = this.faceUp ? card : null;
    const key = face ? faceKey(face, w, h) : backKey(w, h);
    const painted: { plate?: PlateTexts } = {};
    const paint = face
      ? (ctx: CanvasRenderingContext2D) => { painted.plate = paintCard(ctx, face, w, h); }
      : (ctx: CanvasRenderingContext2D) => paintCardBack(ctx, w, h);
    this.face.setTexture(ensureCanvasTexture(this.scene, key, w + pad * 2, h + pad * 2, (ctx) => paintWithShadow(ctx, w, h, pad, paint)));
    if (painted.plate) Object.assign(this.face.texture.customData, { plate: painted.plate });
  }
}

export const backKey = (w: number, h: number) => `cardback:${w}x${h}`;
