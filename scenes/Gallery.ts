// The card gallery (?gallery=1, issue 15): a read-only page for viewers with every card of the sets in
// play drawn by the game's own painter with our texts, by set and rank, in the page's language. A search
// box (a real input over the canvas, for touch keyboards), set filters, a language switch; a tap zooms a
// card (GalleryZoom), whose link (?gallery=1&card=<id>) opens the page zoomed on it. No game, no save,
// no sound, no request: src/main.ts opens no save for this page, and Preload routes here first.
import Phaser from 'phaser';
import { getLang, LANG_NAMES, LANGS, nextLang, setLang, t } from '../src/i18n';
import type { UrlOptions } from '../src/app/url-options';
import { cardOfLink, cardLink, filterCards, galleryCards, GALLERY_SETS, type GalleryFilter, type GallerySet, type GalleryShown } from './presenter/gallery-model';
import { galleryHeader, galleryPage, type GalleryHeader } from './presenter/gallery-layout';
import { registerTarget } from './presenter/targets';
import { GalleryGrid } from './objects/GalleryGrid';
import { GalleryZoom } from './objects/GalleryZoom';
import { SkyBackground } from './objects/SkyBackground';
import { PowerSaver } from './objects/PowerSaver';
import { ensureCanvasTexture } from './objects/canvasTexture';
import { Button, text } from './objects/ui';
import { SearchBox } from './objects/SearchBox';

const GRID_DEPTH = 10, HEADER_DEPTH = 3000, ZOOM_DEPTH = 5000;
/** Milliseconds of card painting per frame: the rest of a 60 Hz frame stays for the scroll. */
const PAINT_BUDGET_MS = 9;
/** The strip along the right edge (beside the cards' margin) where the mouse drags the scroll bar. */
const BAR_STRIP = 14;

export class Gallery extends Phaser.Scene {
  private static current: Gallery | null = null;
  private readonly cards = galleryCards();
  private filter: GalleryFilter = { query: '', set: null };
  private shownIds: number[] = [];
  private header!: GalleryHeader;
  private headerParts: Phaser.GameObjects.GameObject[] = [];
  private sky!: SkyBackground;
  private grid!: GalleryGrid;
  private zoom!: GalleryZoom;
  private search!: SearchBox;
  private message: Phaser.GameObjects.Text | null = null;
  private scroll = 0;
  private velocity = 0;
  /** A finger or the mouse on the page (bar: on the scroll bar's strip, which moves the other way). */
  private drag: { id: number; y0: number; x0: number; scroll0: number; moved: boolean; bar: boolean; samples: { y: number; t: number }[] } | null = null;
  /** A finger down on the zoom: a swipe sideways turns the card. */
  private swipe: { id: number; x0: number; y0: number } | null = null;
  /** Where the page is in its length, along the right edge (a mouse can drag it). */
  private thumb!: Phaser.GameObjects.Rectangle;
  private dirty = true;
  /** Software WebGL (?fast=1): a still page redraws a few times a second; any input wakes it. */
  private power!: PowerSaver;

  constructor() {
    super('Gallery');
  }

  /** The gallery as the test hook reads it, or null when it is not the screen. */
  static shown(): GalleryShown | null {
    const g = Gallery.current;
    if (!g) return null;
    const first = g.grid.firstScreenAt;
    return {
      shown: g.shownIds.length, query: g.filter.query, set: g.filter.set, zoomed: g.zoom.shown, pending: g.grid.pending,
      firstScreenMs: first === null ? null : Math.round(first), message: g.message?.visible ? g.message.text : '',
      toast: g.zoom.toastText,
    };
  }

  create(): void {
    Gallery.current = this;
    this.sky = new SkyBackground(this);
    this.thumb = this.add.rectangle(0, 0, 6, 10, 0xc9a85a, 0.55).setOrigin(0.5, 0).setDepth(HEADER_DEPTH - 2);
    this.power = new PowerSaver(this, (this.registry.get('options') as UrlOptions).fast);
    this.grid = new GalleryGrid(this, GRID_DEPTH);
    this.zoom = new GalleryZoom(this, ZOOM_DEPTH, {
      close: () => this.closeZoom(), prev: () => this.step(-1), next: () => this.step(1), copy: () => this.copyLink(),
    });
    this.search = new SearchBox(this, (q) => this.setFilter({ ...this.filter, query: q }));
    const offSearch = registerTarget('gallery:search', () => (this.zoom.shown === null ? this.header.search : null));
    this.input.on(Phaser.Input.Events.POINTER_DOWN, this.down, this);
    this.input.on(Phaser.Input.Events.POINTER_MOVE, this.move, this);
    this.input.on(Phaser.Input.Events.POINTER_UP, this.up, this);
    this.input.on(Phaser.Input.Events.POINTER_WHEEL, this.wheel, this);
    this.input.keyboard?.on('keydown', this.key, this);
    for (const ev of [Phaser.Input.Events.POINTER_DOWN, Phaser.Input.Events.POINTER_MOVE, Phaser.Input.Events.POINTER_WHEEL]) this.input.on(ev, () => this.power.wake());
    this.input.keyboard?.on('keydown', () => this.power.wake());
    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      Gallery.current = null;
      offSearch();
      this.search.destroy();
      this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize, this);
      this.input.keyboard?.off('keydown', this.key, this);
    });
    this.build();
    this.openLinked((this.registry.get('options') as UrlOptions).galleryCard);
  }

  /** The page's parts for the window's size and the language: header, page, zoom. */
  private build(): void {
    const w = this.scale.width, h = this.scale.height;
    this.sky.resize(w, h);
    document.title = `${t('gallery.title')} · Saint Seiya Deck Building`;
    document.documentElement.lang = getLang();
    for (const p of this.headerParts.splice(0)) p.destroy();
    const H = (this.header = galleryHeader(w));
    const add = <T extends Phaser.GameObjects.GameObject>(o: T): T => { this.headerParts.push(o); return o; };
    // An opaque strip the page scrolls under, with a gold rule along its foot.
    const strip = ensureCanvasTexture(this, `gallery:header:${w}x${H.h}`, w, H.h + 14, (ctx) => {
      const g = ctx.createLinearGradient(0, 0, 0, H.h);
      g.addColorStop(0, '#0a1232');
      g.addColorStop(1, '#070c24');
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, w, H.h);
      ctx.fillStyle = 'rgba(201,168,90,0.7)';
      ctx.fillRect(0, H.h - 1.5, w, 1.5);
      const fade = ctx.createLinearGradient(0, H.h, 0, H.h + 14);
      fade.addColorStop(0, 'rgba(3,6,20,0.6)');
      fade.addColorStop(1, 'rgba(3,6,20,0)');
      ctx.fillStyle = fade;
      ctx.fillRect(0, H.h, w, 14);
    });
    add(this.add.image(0, 0, strip).setOrigin(0, 0).setDepth(HEADER_DEPTH).setInteractive());
    const title = add(text(this, H.title.x, H.title.y, t('gallery.title'), H.title.px, { display: true, color: '#f0d58c' }).setOrigin(0, 0.5).setDepth(HEADER_DEPTH + 1).setLetterSpacing(2));
    // The next language in turn (Français → English → Italiano), named in its own words.
    const other = nextLang(getLang());
    add(new Button(this, 'gallery:lang', LANG_NAMES[other], 'navy', () => this.setLanguage(other)).place(H.lang.x, H.lang.y, H.lang.w, H.lang.h, 15).setDepth(HEADER_DEPTH + 1));
    const sets: (GallerySet | null)[] = [null, ...GALLERY_SETS];
    sets.forEach((s, i) => {
      const on = this.filter.set === s;
      const r = H.chips[i];
      add(new Button(this, `gallery:set:${s ?? 'all'}`, t(`gallery.set.${s ?? 'all'}`), on ? 'cosmos' : 'ghost', () => this.setFilter({ ...this.filter, set: s }))
        .place(r.x, r.y, r.w, r.h, r.w < 100 ? 13 : 15).setDepth(HEADER_DEPTH + 1));
    });
    const n = this.shownCount();
    add(text(this, H.count.x, H.count.y, n === this.cards.length ? t('gallery.count', { n }) : t('gallery.countOf', { n, total: this.cards.length }), 15, { color: '#aab8d8' })
      .setOrigin(1, 0.5).setDepth(HEADER_DEPTH + 1));
    // The title ends short of what stands beside it on its row: the search box, the language switch,
    // or on a phone the count.
    const count = this.headerParts[this.headerParts.length - 1] as Phaser.GameObjects.Text;
    const right = H.search.y === H.lang.y ? H.search.x : H.count.y === H.title.y ? H.count.x - count.width : H.lang.x;
    for (let px = H.title.px; title.width > right - 14 - H.title.x && px > 12; px -= 1) title.setFontSize(px - 1);
    this.search.place(H.search, t('gallery.search'), this.zoom.shown === null);
    // The new buttons answer taps from the next frame on (Phaser adds them to its input then): no nap now.
    this.power.wake();
    this.grid.onPage = (y) => y > H.h && y < this.scale.height;
    this.relayout();
  }

  private shownCount(): number {
    return filterCards(this.cards, this.filter, getLang()).length;
  }

  /** The page for the filter: the cards kept, their grid, the message when none is. */
  private relayout(): void {
    const w = this.scale.width;
    const kept = filterCards(this.cards, this.filter, getLang());
    this.shownIds = kept.map((c) => c.id);
    this.grid.setPage(galleryPage(kept, w));
    this.message?.destroy();
    this.message = null;
    if (!kept.length) this.say(t('gallery.none', { query: this.filter.query }));
    this.scroll = Math.min(this.scroll, this.maxScroll());
    this.dirty = true;
  }

  /** A line in the middle of the page (no card matching; a link to a card the gallery does not have). */
  private say(s: string): void {
    this.message?.destroy();
    this.message = text(this, this.scale.width / 2, this.header.h + 60, s, 18, { color: '#ffcf8f', align: 'center', wordWrap: { width: this.scale.width - 40 } })
      .setOrigin(0.5, 0).setDepth(HEADER_DEPTH - 1);
  }

  private setFilter(f: GalleryFilter): void {
    this.filter = f;
    this.scroll = 0;
    this.velocity = 0;
    // The chips and the count change with the filter: the header is drawn again (cheap; no card repainted).
    this.build();
  }

  private setLanguage(lang: (typeof LANGS)[number]): void {
    // The page's choice only: a viewer's reading language is not written into the player's settings.
    setLang(lang);
    const params = new URLSearchParams(window.location.search);
    params.set('lang', lang);
    window.history.replaceState(null, '', `${window.location.pathname}?${params.toString()}`);
    this.grid.clear();
    this.grid.forgetFaces();
    const zoomed = this.zoom.shown;
    this.build();
    if (zoomed !== null) this.openZoom(zoomed);
  }

  private placeThumb(): void {
    const max = this.maxScroll(), viewH = this.scale.height - this.header.h;
    const h = Math.max(48, (viewH * viewH) / Math.max(1, this.grid.pageHeight));
    this.thumb.setVisible(max > 0).setPosition(this.scale.width - BAR_STRIP / 2, this.header.h + 4 + (max ? (this.scroll / max) * (viewH - h - 8) : 0)).setSize(6, h);
  }

  private maxScroll(): number {
    return Math.max(0, this.grid.pageHeight - (this.scale.height - this.header.h));
  }

  private openLinked(raw: string | null): void {
    if (raw === null) return;
    const card = cardOfLink(raw, this.cards);
    if (!card) return this.say(t('gallery.unknownCard', { card: raw }));
    this.scrollTo(card.id);
    this.openZoom(card.id);
  }

  /** Scrolls so that card `id` is in the window (a zoom closed leaves the page on it). */
  private scrollTo(id: number): void {
    const it = this.grid.items.find((x) => x.kind === 'card' && x.id === id);
    if (!it) return;
    const viewH = this.scale.height - this.header.h;
    if (it.y < this.scroll || it.y + it.h > this.scroll + viewH) this.scroll = Math.max(0, Math.min(this.maxScroll(), it.y - 40));
    this.dirty = true;
  }

  private openZoom(id: number): void {
    const i = this.shownIds.indexOf(id);
    this.zoom.show(id, i > 0, i >= 0 && i < this.shownIds.length - 1);
    this.search.setVisible(false);
    this.velocity = 0;
    this.power.wake();
    this.replaceCard(id);
  }

  private closeZoom(): void {
    const id = this.zoom.shown;
    this.zoom.hide();
    this.search.setVisible(true);
    this.replaceCard(null);
    if (id !== null) this.scrollTo(id);
  }

  /** The address follows the zoom, so the address bar is a link to the card shown too. */
  private replaceCard(id: number | null): void {
    const params = new URLSearchParams(window.location.search);
    if (id === null) params.delete('card');
    else params.set('card', String(id));
    window.history.replaceState(null, '', `${window.location.pathname}?${params.toString()}`);
  }

  private step(by: number): void {
    const i = this.shownIds.indexOf(this.zoom.shown ?? -1);
    const next = this.shownIds[i + by];
    if (i >= 0 && next !== undefined) this.openZoom(next);
  }

  private copyLink(): void {
    const id = this.zoom.shown;
    if (id === null) return;
    const link = cardLink(window.location.origin, window.location.pathname, id);
    const byHand = () => this.zoom.say(t('gallery.copyThis', { url: link }), 12_000);
    // The clipboard needs a secure page and the user's gesture; where it is refused, the link is shown.
    if (!navigator.clipboard) return byHand();
    navigator.clipboard.writeText(link).then(() => this.zoom.say(t('gallery.copied')), byHand);
  }

  // ——— scrolling: a finger or the mouse drags the page, the wheel and the keys scroll it ———

  private down(p: Phaser.Input.Pointer): void {
    this.swipe = this.zoom.shown !== null ? { id: p.id, x0: p.x, y0: p.y } : null;
    if (this.zoom.shown !== null || p.y < this.header.h) return;
    this.velocity = 0;
    const bar = p.x > this.scale.width - BAR_STRIP && this.thumb.visible;
    this.drag = { id: p.id, x0: p.x, y0: p.y, scroll0: this.scroll, moved: bar, bar, samples: [{ y: p.y, t: performance.now() }] };
  }

  private move(p: Phaser.Input.Pointer): void {
    const d = this.drag;
    if (!d || d.id !== p.id || !p.isDown) {
      if (!p.wasTouch && this.zoom.shown === null) this.grid.hover(p.y > this.header.h ? this.grid.cardAt(p.x, p.y - this.header.h + this.scroll) : null);
      return;
    }
    if (!d.moved && Math.abs(p.y - d.y0) + Math.abs(p.x - d.x0) > 10) { d.moved = true; this.grid.hover(null); }
    if (!d.moved) return;
    // The page follows the finger; the scroll bar's thumb follows it the other way, a page per track.
    const viewH = this.scale.height - this.header.h;
    const by = d.bar ? ((p.y - d.y0) * this.grid.pageHeight) / viewH : -(p.y - d.y0);
    this.scroll = Math.max(0, Math.min(this.maxScroll(), d.scroll0 + by));
    d.samples.push({ y: p.y, t: performance.now() });
    if (d.samples.length > 6) d.samples.shift();
    this.dirty = true;
  }

  private up(p: Phaser.Input.Pointer): void {
    // On the zoom, a swipe sideways turns to the card after (leftwards) or before (rightwards).
    const s = this.swipe;
    this.swipe = null;
    if (s && s.id === p.id && this.zoom.shown !== null) {
      const dx = p.x - s.x0, dy = p.y - s.y0;
      if (Math.abs(dx) > 60 && Math.abs(dx) > 2 * Math.abs(dy)) this.step(dx < 0 ? 1 : -1);
      return;
    }
    const d = this.drag;
    if (!d || d.id !== p.id) return;
    this.drag = null;
    if (!d.moved) {
      const id = this.grid.cardAt(p.x, p.y - this.header.h + this.scroll);
      if (id !== null && p.y > this.header.h) this.openZoom(id);
      return;
    }
    if (d.bar) return;
    // A flick keeps the page going, slowing down (px per ms, from the last moves).
    const a = d.samples[0], b = d.samples[d.samples.length - 1];
    const dt = b.t - a.t;
    this.velocity = dt > 0 && performance.now() - b.t < 80 ? -(b.y - a.y) / dt : 0;
  }

  private wheel(_p: Phaser.Input.Pointer, _over: unknown, _dx: number, dy: number): void {
    if (this.zoom.shown !== null) return;
    this.velocity = 0;
    this.scroll = Math.max(0, Math.min(this.maxScroll(), this.scroll + dy));
    this.dirty = true;
  }

  private key(e: KeyboardEvent): void {
    if (this.zoom.shown !== null) {
      if (e.key === 'Escape') this.closeZoom();
      else if (e.key === 'ArrowLeft') this.step(-1);
      else if (e.key === 'ArrowRight') this.step(1);
      return;
    }
    if (this.search.focused) return;
    const viewH = this.scale.height - this.header.h;
    const by: Record<string, number> = { ArrowDown: 80, ArrowUp: -80, PageDown: viewH * 0.9, PageUp: -viewH * 0.9, ' ': viewH * 0.9, Home: -1e9, End: 1e9 };
    if (e.key === '/') { e.preventDefault(); this.search.focus(); return; }
    if (!(e.key in by)) return;
    this.scroll = Math.max(0, Math.min(this.maxScroll(), this.scroll + by[e.key]));
    this.dirty = true;
  }

  private onResize(size: Phaser.Structs.Size): void {
    this.cameras.resize(size.width, size.height);
    this.grid.clear();
    this.grid.forgetFaces();
    const zoomed = this.zoom.shown;
    this.build();
    if (zoomed !== null) this.openZoom(zoomed);
  }

  override update(time: number, delta: number): void {
    if (this.velocity !== 0 && !this.drag) {
      this.scroll = Math.max(0, Math.min(this.maxScroll(), this.scroll + this.velocity * delta));
      this.velocity *= Math.pow(0.94, delta / 16);
      if (Math.abs(this.velocity) < 0.02 || this.scroll === 0 || this.scroll === this.maxScroll()) this.velocity = 0;
      this.dirty = true;
    }
    const busy = this.dirty || this.grid.unpainted > 0 || this.grid.firstScreenAt === null;
    if (busy) {
      this.dirty = false;
      this.grid.layout(this.scroll, this.header.h, this.scale.height, PAINT_BUDGET_MS);
      this.placeThumb();
    }
    this.power.update(time, !busy && !this.drag && this.velocity === 0);
  }
}
