// The hover card (issue 25): on a desktop, resting the mouse on a face-up card for a moment shows it
// enlarged beside the pointer, with its full text (the face may print a shorter one), and it goes when
// the pointer leaves or presses. Touch keeps its long press into the zoom; a face-down card never
// shows (a back has no card behind it, and a hidden hand's cards are backs).
import Phaser from 'phaser';
import { CARD_TEXTS } from '../../src/cards/texts';
import { getLang } from '../../src/i18n';
import { CardView } from './CardView';
import { isLandscape } from './cardArt';
import { panelTexture, text } from './ui';
import { scaledFont, textScale } from '../../src/app/access';

const DELAY_MS = 300;
const DEPTH = 5000;
const TEXT_PX = 16;

/** What the hover card shows now, for the test hook: the card type, its rectangle, its words' size. */
export interface HoverShown { type: number; x: number; y: number; w: number; h: number; textPx: number; text: string }

export class HoverCard {
  /** The hover card on screen (one at a time in the game), for the test hook. */
  static shown: HoverShown | null = null;
  private timer: Phaser.Time.TimerEvent | null = null;
  private over: CardView | null = null;
  private parts: Phaser.GameObjects.GameObject[] = [];

  constructor(private readonly scene: Phaser.Scene) {
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.hide());
  }

  /** Makes a card answer the mouse resting on it. */
  watch(view: CardView): void {
    view.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OVER, (p: Phaser.Input.Pointer) => this.enter(view, p));
    view.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OUT, () => { if (this.over === view) this.hide(); });
    view.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, () => this.hide());
    view.once(Phaser.GameObjects.Events.DESTROY, () => { if (this.over === view) this.hide(); });
  }

  private enter(view: CardView, p: Phaser.Input.Pointer): void {
    this.hide();
    // A finger rests on a card to long-press it: that is the zoom's.
    if (p.wasTouch || (p.event as PointerEvent | undefined)?.pointerType === 'touch' || p.isDown) return;
    this.over = view;
    this.timer = this.scene.time.delayedCall(DELAY_MS, () => this.show(view, this.scene.input.activePointer));
  }

  hide(): void {
    this.timer?.remove();
    this.timer = null;
    this.over = null;
    for (const o of this.parts) o.destroy();
    this.parts = [];
    HoverCard.shown = null;
  }

  private show(view: CardView, p: Phaser.Input.Pointer): void {
    const card = view.card;
    if (!card || !view.isFaceUp || !view.visible || !view.active) return;
    const { width: W, height: H } = this.scene.scale;
    const landscape = isLandscape(card);
    const short = Math.round(Math.min(H * 0.3, 210) * (landscape ? 0.9 : 1));
    const cw = landscape ? Math.round(short / 0.716) : short, ch = landscape ? short : Math.round(short / 0.716);
    const words = CARD_TEXTS[card.id]?.[getLang()] ?? '';
    // The text-size setting (issue 29) enlarges the words, and their column with them.
    const px = scaledFont(TEXT_PX);
    const pad = 12, textW = words ? Math.min(Math.round(260 * textScale()), W - cw - 4 * pad) : 0;
    const body = words ? text(this.scene, 0, 0, words, px, { color: '#f3ecdb', wordWrap: { width: textW, useAdvancedWrap: true }, lineSpacing: 3 }).setDepth(DEPTH + 2) : null;
    const w = cw + (body ? textW + 3 * pad : 2 * pad), h = Math.max(ch, body?.height ?? 0) + 2 * pad;
    // Beside the pointer, on the side with room, never off screen.
    const x = p.x + 24 + w <= W ? p.x + 24 : Math.max(4, p.x - 24 - w);
    const y = Math.max(4, Math.min(H - h - 4, p.y - h / 2));
    const bg = this.scene.add.image(x, y, panelTexture(this.scene, w, h, 'sheet')).setOrigin(0, 0).setDepth(DEPTH);
    const big = new CardView(this.scene, x + pad + cw / 2, y + pad + ch / 2, card, short).setDepth(DEPTH + 1);
    big.disableInteractive();
    this.scene.add.existing(big);
    body?.setPosition(x + 2 * pad + cw, y + pad);
    this.parts = [bg, big, ...(body ? [body] : [])];
    HoverCard.shown = { type: card.id, x, y, w, h, textPx: body ? px : 0, text: words };
  }
}
