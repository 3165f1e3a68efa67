// One card large, over the gallery: the face as big as the window allows, beside (or, upright, under)
// its facts and our text, with "copy link", the previous and next card, and close. Not the table's
// ZoomPanel: that one is a side column whose card stops at 260 px, and offers moves of the game.
import Phaser from 'phaser';
import { cardType } from '../../src/cards';
import { t } from '../../src/i18n';
import { cardFacts } from '../presenter/card-facts';
import type { Rect } from '../presenter/table-layout';
import { CARD_RATIO, classLine, isLandscape } from './cardArt';
import { CardView } from './CardView';
import { Button, panelTexture, text } from './ui';

export interface ZoomHandlers { close(): void; prev(): void; next(): void; copy(): void }

export class GalleryZoom {
  private parts: Phaser.GameObjects.GameObject[] = [];
  private toast: Phaser.GameObjects.Text | null = null;
  private toastTimer: Phaser.Time.TimerEvent | null = null;
  private panel: Rect = { x: 0, y: 0, w: 0, h: 0 };
  /** The card shown, or null when closed. */
  shown: number | null = null;

  constructor(private readonly scene: Phaser.Scene, private readonly depth: number, private readonly on: ZoomHandlers) {}

  show(id: number, hasPrev: boolean, hasNext: boolean): void {
    this.hide();
    this.shown = id;
    const { width: w, height: h } = this.scene.scale;
    const add = <T extends Phaser.GameObjects.GameObject>(o: T): T => { this.parts.push(o); return o; };
    const upright = w < h * 1.1;
    const pw = Math.min(w - 24, upright ? 720 : 1040), ph = Math.min(h - 24, upright ? 1000 : 680);
    const P = (this.panel = { x: (w - pw) / 2, y: (h - ph) / 2, w: pw, h: ph });
    const shade = add(this.scene.add.rectangle(0, 0, w, h, 0x030716, 0.84).setOrigin(0, 0).setDepth(this.depth).setInteractive());
    shade.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (p: Phaser.Input.Pointer) => {
      if (p.getDistance() < 24 && (p.x < P.x || p.y < P.y || p.x > P.x + P.w || p.y > P.y + P.h)) this.on.close();
    });
    add(this.scene.add.image(P.x, P.y, panelTexture(this.scene, P.w, P.h, 'sheet')).setOrigin(0, 0).setDepth(this.depth + 1));

    const pad = 20, bh = 52, gap = 10;
    const card = cardType(id);
    const land = isLandscape(card);
    // The card's box: the left of the panel (landscape window) or its top (upright), as large as fits.
    const boxMaxW = upright ? P.w - 2 * pad : P.w * 0.46;
    const boxMaxH = upright ? P.h * 0.5 : P.h - 2 * pad;
    // Its width: a portrait card is CARD_RATIO as wide as tall, an armor lies on its long side.
    const cw = land ? Math.min(boxMaxW, boxMaxH / CARD_RATIO) : Math.min(boxMaxW, boxMaxH * CARD_RATIO);
    const ch = land ? cw * CARD_RATIO : cw / CARD_RATIO;
    const cx = upright ? P.x + P.w / 2 : P.x + pad + boxMaxW / 2, cy = upright ? P.y + pad + 44 + ch / 2 : P.y + P.h / 2;
    add(this.scene.add.existing(new CardView(this.scene, cx, cy, card, Math.round(land ? cw * CARD_RATIO : cw)).setDepth(this.depth + 2)).disableInteractive());

    // The words: beside the card, or under it.
    const tx = upright ? P.x + pad : P.x + pad + boxMaxW + 28;
    const tw = P.x + P.w - pad - tx;
    let y = upright ? cy + ch / 2 + 16 : P.y + pad + 52;
    const facts = cardFacts(id);
    const line = (s: string, px: number, color: string, display = false, weight = '600') => {
      if (!s) return;
      const o = add(text(this.scene, tx, y, s, px, { display, weight, color, wordWrap: { width: tw, useAdvancedWrap: true }, lineSpacing: 4 }).setDepth(this.depth + 2));
      y += o.height + 8;
    };
    const big = upright ? w < 600 : false;
    line(facts.name, big ? 24 : 30, '#f7ecd0', true, '700');
    line(`${t(`gallery.set.${card.set}`)} · ${t('gallery.number', { id })}`, 15, '#8c9cc4');
    // A pillar's class is its kind: said once. A pillar or an Epic is never played: no values line.
    line([...new Set([classLine(card), facts.rank, facts.kind].filter(Boolean))].join(' · '), 16, '#aab8d8');
    const played = card.kind !== 'pillar' && card.kind !== 'epic';
    line([facts.cost, played ? facts.values : '', facts.vp].filter(Boolean).join('\n'), 16, '#cfd8f2');
    line(facts.body, big ? 17 : 19, '#ffffff');
    line(facts.flame ?? '', 15, '#9fd0ff');

    // Close at the top right; the previous, next and copy buttons along the bottom of the words.
    const button = (bid: string, caption: string, tone: 'gold' | 'navy', r: Rect, fn: () => void, px = 17) =>
      add(new Button(this.scene, bid, caption, tone, fn).place(r.x, r.y, r.w, r.h, px).setDepth(this.depth + 3));
    button('gallery:close', `✕ ${t('gallery.close')}`, 'navy', { x: P.x + P.w - pad - 140, y: P.y + 12, w: 140, h: 48 }, () => this.on.close(), 16);
    const by = P.y + P.h - pad - bh;
    const bx = upright ? P.x + pad : tx;
    const bw = upright ? P.w - 2 * pad : tw;
    const arrowW = 64;
    const prev = button('gallery:prev', '‹', 'navy', { x: bx, y: by, w: arrowW, h: bh }, () => this.on.prev(), 28);
    const next = button('gallery:next', '›', 'navy', { x: bx + arrowW + gap, y: by, w: arrowW, h: bh }, () => this.on.next(), 28);
    prev.setEnabled(hasPrev);
    next.setEnabled(hasNext);
    button('gallery:copy', t('gallery.copyLink'), 'gold', { x: bx + 2 * (arrowW + gap), y: by, w: Math.min(260, bw - 2 * (arrowW + gap)), h: bh }, () => this.on.copy());
    this.toast = add(text(this.scene, bx, by - 10, '', 15, { color: '#f0d58c', wordWrap: { width: bw, useAdvancedWrap: true } }).setOrigin(0, 1).setDepth(this.depth + 3));
  }

  /** A word under the buttons for a moment ("Link copied"), or a link to copy by hand. */
  say(message: string, ms = 2600): void {
    if (!this.toast) return;
    this.toast.setText(message);
    this.toastTimer?.remove();
    this.toastTimer = this.scene.time.delayedCall(ms, () => this.toast?.setText(''));
  }

  get toastText(): string { return this.toast?.text ?? ''; }

  hide(): void {
    this.toastTimer?.remove();
    this.toastTimer = null;
    for (const p of this.parts.splice(0)) {
      // A large face is painted for this zoom only: it goes with it.
      const keys = p instanceof CardView ? p.textureKeys() : [];
      p.destroy();
      for (const key of keys) if (this.scene.textures.exists(key)) this.scene.textures.remove(key);
    }
    this.toast = null;
    this.shown = null;
  }
}
