// The rules reference (issue 12; issue 25: two chapters, the classic game and the game against
// Poseidon, with the board's own pictures and the card keywords): a book of short pages over whatever
// screen opened it (the menu, the classic table, the coop board), each illustrated with the game's own
// card faces, icons or painted miniatures. Chapter buttons, tabs, Back / Next, the arrow keys to turn
// pages; Close, Esc or a tap outside the book to leave.
import type Phaser from 'phaser';
import { CARD_TYPES } from '../src/cards';
import { t } from '../src/i18n';
import { CARD_RATIO, isLandscape } from './objects/cardArt';
import { CardView } from './objects/CardView';
import { boundsOf, drawLegendSign, drawPicture, type PictureSink } from './objects/rulesPictures';
import { Button, panelTexture, text } from './objects/ui';
import { ModalScene } from './ModalScene';
import {
  bodyParams, CHAPTERS, legendKey, legendOf, placeCards, RULES_CHAPTERS, rulesLayout, splitArt,
  type LegendItem, type RulesChapter, type RulesLayout,
} from './presenter/rules-pages';
import type { Rect } from './presenter/table-layout';

/** What the book drew, for the test hook: every word and picture with its rect, and the panel. */
export interface RulesDrawn {
  chapter: RulesChapter;
  page: string;
  panel: Rect;
  parts: { kind: string; x: number; y: number; w: number; h: number; px?: number }[];
}

/** How the book is opened: on a chapter (the table's and the board's ? buttons), else where it was left. */
export interface RulesOpening { chapter?: RulesChapter }

export class Rules extends ModalScene {
  /** The chapter open, and the page open in each (kept between openings, as a book stays open where it was left). */
  private static chapter: RulesChapter = 'classic';
  private static pageIn: Record<RulesChapter, number> = { classic: 0, coop: 0, gow: 0 };
  private static drawn: RulesDrawn | null = null;
  private L!: RulesLayout;
  private views: { destroy(): void }[] = [];

  constructor() {
    super('Rules');
  }

  /** The page shown, for the test hook. */
  static get shownPage(): string { return RULES_CHAPTERS[Rules.chapter][Rules.pageIn[Rules.chapter]].id; }
  /** What is drawn now, for the test hook. */
  static get shownParts(): RulesDrawn | null { return Rules.drawn && { ...Rules.drawn, parts: Rules.drawn.parts.map((p) => ({ ...p })) }; }

  init(data?: RulesOpening): void {
    if (data?.chapter) Rules.chapter = data.chapter;
    this.events.once('shutdown', () => { this.dropViews(); Rules.drawn = null; });
  }

  protected override onOtherKey(e: KeyboardEvent): void {
    if (e.key === 'ArrowRight') this.turn(1);
    else if (e.key === 'ArrowLeft') this.turn(-1);
  }

  override rebuild(): void {
    this.dropViews();
    super.rebuild();
  }

  private dropViews(): void {
    for (const v of this.views.splice(0)) v.destroy();
  }

  private turn(by: number): void {
    const next = Rules.pageIn[Rules.chapter] + by;
    if (next < 0 || next >= RULES_CHAPTERS[Rules.chapter].length) return;
    this.open(Rules.chapter, next);
  }

  private open(chapter: RulesChapter, page: number): void {
    Rules.chapter = chapter;
    Rules.pageIn[chapter] = page;
    this.rebuild();
  }

  protected build(): void {
    const { width: w, height: h } = this.scale;
    const L = (this.L = rulesLayout(w, h));
    const chapter = Rules.chapter, pages = RULES_CHAPTERS[chapter], at = Rules.pageIn[chapter], page = pages[at];
    const drawn: RulesDrawn = (Rules.drawn = { chapter, page: page.id, panel: L.panel, parts: [] });
    const note = (kind: string, r: Rect, px?: number) => drawn.parts.push({ kind, x: r.x, y: r.y, w: r.w, h: r.h, ...(px ? { px } : {}) });
    const add = <T extends Phaser.GameObjects.GameObject>(o: T): T => this.keep(o);
    const sink: PictureSink = { keep: add, keepView: (v) => { this.views.push(v); return v; }, note };
    const words = (x: number, y: number, s: string, px: number, style: Parameters<typeof text>[5]) => add(text(this, x, y, s, px, style));
    const noteText = (o: Phaser.GameObjects.Text, px: number) => note('text', boundsOf(o), px);
    const button = (id: string, caption: string, tone: 'gold' | 'navy' | 'cosmos' | 'ghost', r: Rect, onTap: () => void, px = 15) => {
      this.keep(new Button(this, id, caption, tone, onTap).place(r.x, r.y, r.w, r.h, px));
      note('button', r, px);
    };
    this.shade(L.panel, 0.86);
    add(this.add.image(L.panel.x, L.panel.y, panelTexture(this, L.panel.w, L.panel.h, 'sheet')).setOrigin(0, 0));
    CHAPTERS.forEach((c, i) => button(`rules:chapter:${c}`, t(`rules.chapter.${c}`), c === chapter ? 'gold' : 'navy', L.chapters[i], () => this.open(c, Rules.pageIn[c]), L.portrait ? 15 : 16));
    button('rules:close', `✕ ${t('rules.close')}`, 'navy', L.close, () => this.close());
    pages.forEach((p, i) => button(`rules:page:${p.id}`, t(`rules.${p.id}.title`), i === at ? 'cosmos' : 'ghost', L.tabs[i], () => this.open(chapter, i), 15));
    if (at > 0) button('rules:prev', t('rules.prev'), 'navy', L.prev, () => this.turn(-1));
    if (at < pages.length - 1) button('rules:next', t('rules.next'), 'gold', L.next, () => this.turn(1));

    const headPx = L.portrait ? 22 : 24;
    const heading = words(L.heading.x, L.heading.y + L.heading.h / 2, t(`rules.${page.id}.title`), headPx, { display: true, color: '#f0d58c' }).setOrigin(0, 0.5);
    noteText(heading, headPx);

    // The words, then a line per legend item: under the words, or in the art column when the page
    // has no art of its own (landscape), split over both columns when the legend is long.
    const px = L.portrait ? 16 : L.words.w < 420 ? 15 : 17;
    const body = words(L.words.x, L.words.y, t(`rules.${page.id}.body`, bodyParams(page.id)), px, { weight: '600', color: '#e6ecff', lineSpacing: 6, wordWrap: { width: L.words.w, useAdvancedWrap: true } });
    noteText(body, px);
    const legend = legendOf(page);
    const hasArt = page.cards.length > 0 || page.picture !== undefined;
    const linePx = Math.max(15, px - 1);
    let y = body.y + body.height + 16;
    if (!hasArt && !L.portrait) {
      const beside = legend.length > 8 ? legend.slice(Math.ceil(legend.length / 2)) : legend;
      const under = legend.length > 8 ? legend.slice(0, Math.ceil(legend.length / 2)) : [];
      y = this.legendLines(sink, under, L.words, y, linePx);
      this.legendLines(sink, beside, L.art, L.art.y, linePx);
    } else {
      y = this.legendLines(sink, legend, L.words, y, linePx);
    }

    // The pictures and the cards, the game's own faces. In portrait they take all the words leave.
    const top = L.portrait ? Math.max(y, L.words.y + 40) : L.art.y;
    const artRect = { ...L.art, y: top, h: L.art.y + L.art.h - top };
    const types = page.cards.map((id) => CARD_TYPES.get(id)!);
    const parts = splitArt(artRect, page.picture !== undefined, types.length > 0);
    if (page.picture) drawPicture(this, sink, page.picture, parts.picture);
    const { short, centres } = placeCards(parts.cards, types.map(isLandscape), CARD_RATIO);
    types.forEach((card, k) => {
      add(this.add.existing(new CardView(this, centres[k].x, centres[k].y, card, short)));
      const cw = isLandscape(card) ? short / CARD_RATIO : short, ch = isLandscape(card) ? short : short / CARD_RATIO;
      note('card', { x: centres[k].x - cw / 2, y: centres[k].y - ch / 2, w: cw, h: ch });
    });
  }

  /** Lists legend items down `area` from y, each its sign and its line; returns the y under them. */
  private legendLines(sink: PictureSink, items: LegendItem[], area: Rect, y: number, px: number): number {
    for (const item of items) {
      // The board's signs are pieces with detail (a pawn's letters, a pillar's flutes): drawn larger.
      const size = item.kind === 'mark' ? 38 : 28;
      const line = this.keep(text(this, area.x + size + 12, y, t(legendKey(item)), px, { weight: '600', color: '#c9d3f0', wordWrap: { width: area.w - size - 12, useAdvancedWrap: true } }));
      const rowH = Math.max(size, line.height);
      line.setY(y + (rowH - line.height) / 2);
      drawLegendSign(this, sink, item, area.x + size / 2, y + rowH / 2, size);
      sink.note('text', boundsOf(line), px);
      y += rowH + 6;
    }
    return y;
  }
}
