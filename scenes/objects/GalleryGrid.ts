// The gallery's scrolling page of cards, virtualised: a card is a CardView only while it is in or near
// the window, and a face not painted yet is painted within a time budget per frame (a card back stands
// in meanwhile), so the first screen comes up at once and scrolling through ~190 cards stays smooth.
// Painted faces are kept (up to MAX_FACES, the farthest dropped first), so scrolling back is free.
import Phaser from 'phaser';
import { cardType } from '../../src/cards';
import { CARD_TEXTS } from '../../src/cards/texts';
import { getLang, t } from '../../src/i18n';
import { registerTarget } from '../presenter/targets';
import { cardAt, itemsIn, type GalleryItem, type GalleryPage } from '../presenter/gallery-layout';
import { cardStyle } from './cardArt';
import { shortFor } from './CardPool';
import { backKey, cardSize, CardView, faceKey } from './CardView';
import { ensureCanvasTexture } from './canvasTexture';
import { paintCardBack } from './paintCard';
import { text } from './ui';

/** Faces kept painted at most (a face of 170 px is ~0.2 MB of texture). */
const MAX_FACES = 120;
/** Cards this far beyond the window (in window heights) are painted ahead and kept live. */
const AHEAD = 0.75;
const GLYPH: Record<string, string> = { veryCommon: '●', common: '▲', uncommon: '◆', rare: '★', veryRare: '✦', pillar: '◼', epic: '⧗' };

export class GalleryGrid {
  private page: GalleryPage = { items: [], height: 0, box: 0, columns: 1, caption: { px: 12, lines: 4 } };
  private readonly views = new Map<number, { view: CardView; caption: Phaser.GameObjects.Text | null; off: () => void }>();
  private readonly placeholders = new Map<number, Phaser.GameObjects.Image>();
  private headings: { item: GalleryItem; obj: Phaser.GameObjects.Text }[] = [];
  /** Face keys painted, the last used last. */
  private readonly faces: string[] = [];
  private hovered: number | null = null;
  /** Cards in the window whose face is not painted yet. */
  pending = 0;
  /** When the first window of cards was all painted (performance.now()), for the measure. */
  firstScreenAt: number | null = null;

  constructor(private readonly scene: Phaser.Scene, private readonly depth: number) {}

  get pageHeight(): number { return this.page.height; }
  /** Cards near the window still shown by a stand-in (painted in the next frames). */
  get unpainted(): number { return this.placeholders.size; }
  /** The card under the page point (x, y), if any. */
  cardAt(x: number, y: number): number | null { return cardAt(this.page, x, y); }
  get items(): readonly GalleryItem[] { return this.page.items; }

  /** A new page (another filter, language or window width): every live card and heading goes. */
  setPage(page: GalleryPage): void {
    this.clear();
    this.page = page;
    // Until the next layout, every card of the new page is waiting for its face.
    this.pending = page.items.filter((it) => it.kind === 'card').length;
    this.headings = page.items.filter((it) => it.kind !== 'card').map((it) => ({ item: it, obj: this.heading(it) }));
  }

  private heading(it: GalleryItem): Phaser.GameObjects.Text {
    if (it.kind === 'set') {
      return text(this.scene, it.x, 0, `${t(`gallery.set.${it.set}`)}  ·  ${t('gallery.count', { n: it.n })}`, 24, { display: true, color: '#f0d58c' })
        .setOrigin(0, 0.5).setDepth(this.depth).setLetterSpacing(2);
    }
    if (it.kind === 'group') {
      const name = it.group === 'pillar' || it.group === 'epic' ? t(`gallery.group.${it.group}`) : t(`ui.rank.${it.group}`);
      const accent = cardStyle({ kind: it.group === 'pillar' || it.group === 'epic' ? it.group : 'character', rank: it.group === 'pillar' || it.group === 'epic' ? null : it.group }).accent;
      return text(this.scene, it.x + 2, 0, `${GLYPH[it.group]}  ${name}  ·  ${it.n}`, 16, { weight: '700', color: accent }).setOrigin(0, 0.5).setDepth(this.depth);
    }
    throw new Error('a card is no heading');
  }

  /**
   * Places the page scrolled by `scroll` in the band [top, bottom] of the window, and paints faces
   * for at most `budgetMs` (the cards in the window first, then those just below and above it).
   */
  layout(scroll: number, top: number, bottom: number, budgetMs: number): void {
    const toScreen = (y: number) => top + y - scroll;
    const viewH = bottom - top;
    for (const { item, obj } of this.headings) {
      const y = toScreen(item.y + item.h / 2);
      obj.setY(y).setVisible(y > top - item.h && y < bottom + item.h);
    }
    const near = itemsIn(this.page, scroll - viewH * AHEAD, scroll + viewH * (1 + AHEAD)).filter((it) => it.kind === 'card');
    const inWindow = (it: GalleryItem) => it.y + it.h > scroll && it.y < scroll + viewH;
    // The window's cards first, then the nearest ahead.
    near.sort((a, b) => Number(inWindow(b)) - Number(inWindow(a)) || Math.abs(a.y - scroll) - Math.abs(b.y - scroll));
    const keep = new Set<number>();
    const t0 = performance.now();
    let pending = 0;
    for (const it of near) {
      if (it.kind !== 'card') continue;
      keep.add(it.id);
      const cx = it.x + it.w / 2, cy = toScreen(it.y + it.cardH / 2);
      const live = this.views.get(it.id);
      if (live) { live.view.setPosition(cx, cy); live.caption?.setY(cy + it.cardH / 2 + 8); continue; }
      const short = Math.round(shortFor(it.id, it.w));
      const card = cardType(it.id);
      const { w, h } = cardSize(card, short);
      const key = faceKey(card, w, h);
      const painted = this.scene.textures.exists(key);
      if (painted || performance.now() - t0 < budgetMs) {
        this.placeholders.get(it.id)?.destroy();
        this.placeholders.delete(it.id);
        this.addView(it, cx, cy, short, key);
      } else {
        if (inWindow(it)) pending += 1;
        this.placeholder(it.id, cx, cy, w, h);
      }
    }
    for (const [id, v] of this.views) if (!keep.has(id)) { v.view.destroy(); v.caption?.destroy(); v.off(); this.views.delete(id); }
    for (const [id, p] of this.placeholders) if (!keep.has(id)) { p.destroy(); this.placeholders.delete(id); }
    this.pending = pending;
    if (pending === 0 && this.firstScreenAt === null && this.views.size > 0) this.firstScreenAt = performance.now();
    this.evict();
  }

  private addView(it: Extract<GalleryItem, { kind: 'card' }>, x: number, y: number, short: number, key: string): void {
    const id = it.id;
    const view = new CardView(this.scene, x, y, cardType(id), short).setDepth(this.depth);
    // The page hears taps and drags itself (a drag that starts on a card scrolls): the card only shows.
    view.disableInteractive();
    this.scene.add.existing(view);
    const off = registerTarget(`gallery:card:${id}`, () => {
      if (!view.active) return null;
      const r = { x: view.x - view.cardWidth / 2, y: view.y - view.cardHeight / 2, w: view.cardWidth, h: view.cardHeight };
      // Only while its middle is on the page, not under the header.
      return this.onPage(view.y) ? r : null;
    });
    // Under the card, the start of our text (the zoom shows it all).
    const words = CARD_TEXTS[id]?.[getLang()] ?? '';
    const { px, lines } = this.page.caption;
    const caption = words
      ? text(this.scene, it.x + 2, y + it.cardH / 2 + 8, '', px, { color: '#c3cde8', weight: '600', wordWrap: { width: it.w - 4, useAdvancedWrap: true }, lineSpacing: Math.round(px * 0.3) }).setDepth(this.depth)
      : null;
    if (caption) {
      // Cut after `lines` lines, with an ellipsis that says there is more.
      const wrapped = caption.getWrappedText(words);
      caption.setText(wrapped.length <= lines ? words : [...wrapped.slice(0, lines - 1), `${wrapped[lines - 1].replace(/\s*\S*$/, '')}…`].join('\n'));
    }
    this.views.set(id, { view, caption, off });
    const at = this.faces.indexOf(key);
    if (at >= 0) this.faces.splice(at, 1);
    this.faces.push(key);
  }

  /** The band of the window the page shows, for the targets (set by the scene). */
  onPage: (y: number) => boolean = () => true;

  private placeholder(id: number, x: number, y: number, w: number, h: number): void {
    let p = this.placeholders.get(id);
    if (!p) {
      const key = ensureCanvasTexture(this.scene, `gallery:${backKey(w, h)}`, w, h, (ctx) => paintCardBack(ctx, w, h));
      p = this.scene.add.image(x, y, key).setDepth(this.depth).setAlpha(0.55);
      this.placeholders.set(id, p);
    }
    p.setPosition(x, y);
  }

  /** Drops the faces used longest ago beyond MAX_FACES, never one on screen. */
  private evict(): void {
    const live = new Set([...this.views.values()].flatMap((v) => v.view.textureKeys()));
    for (let i = 0; this.faces.length > MAX_FACES && i < this.faces.length;) {
      const key = this.faces[i];
      if (live.has(key)) { i += 1; continue; }
      this.faces.splice(i, 1);
      if (this.scene.textures.exists(key)) this.scene.textures.remove(key);
    }
  }

  /** A mouse over a card lifts it (a finger does not: it would stay lifted). */
  hover(id: number | null): void {
    if (id === this.hovered) return;
    if (this.hovered !== null) this.views.get(this.hovered)?.view.setLifted(false);
    this.hovered = id;
    if (id !== null) this.views.get(id)?.view.setLifted(true);
  }

  /** After a change of language or window width no face painted so far is used again: they all go
   *  (call it between clear() and the next layout: the page repaints what it shows). */
  forgetFaces(): void {
    for (const key of this.faces.splice(0)) if (this.scene.textures.exists(key)) this.scene.textures.remove(key);
  }

  clear(): void {
    for (const v of this.views.values()) { v.view.destroy(); v.caption?.destroy(); v.off(); }
    this.views.clear();
    for (const p of this.placeholders.values()) p.destroy();
    this.placeholders.clear();
    for (const h of this.headings) h.obj.destroy();
    this.headings = [];
    this.hovered = null;
  }
}
