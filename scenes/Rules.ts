// The rules reference (issue 12): a book of short pages over whatever screen opened it (the menu, the
// classic table, the coop board), each illustrated with the game's own card faces or icons. Tabs,
// Back / Next, the arrow keys to turn pages; Close, Esc or a tap outside the book to leave.
import type Phaser from 'phaser';
import { CARD_TYPES } from '../src/cards';
import { t } from '../src/i18n';
import { CARD_RATIO, isLandscape } from './objects/cardArt';
import { CardView } from './objects/CardView';
import { flameTexture, iconTexture } from './objects/icons';
import { Button, panelTexture, text } from './objects/ui';
import { ModalScene } from './ModalScene';
import { placeCards, RULES_PAGES, rulesLayout, type RulesLayout } from './presenter/rules-pages';

export class Rules extends ModalScene {
  /** The page open (kept between openings, as a book stays open where it was left). */
  private static page = 0;
  private L!: RulesLayout;

  constructor() {
    super('Rules');
  }

  /** The page shown, for the test hook. */
  static get shownPage(): string { return RULES_PAGES[Rules.page].id; }

  protected override onOtherKey(e: KeyboardEvent): void {
    if (e.key === 'ArrowRight') this.turn(1);
    else if (e.key === 'ArrowLeft') this.turn(-1);
  }

  private turn(by: number): void {
    const next = Rules.page + by;
    if (next < 0 || next >= RULES_PAGES.length) return;
    Rules.page = next;
    this.rebuild();
  }

  protected build(): void {
    const { width: w, height: h } = this.scale;
    const L = (this.L = rulesLayout(w, h));
    const add = <T extends Phaser.GameObjects.GameObject>(o: T): T => this.keep(o);
    const button = (id: string, caption: string, tone: 'gold' | 'navy' | 'cosmos' | 'ghost', r: { x: number; y: number; w: number; h: number }, onTap: () => void, px = 15) => {
      this.keep(new Button(this, id, caption, tone, onTap).place(r.x, r.y, r.w, r.h, px));
    };
    this.shade(L.panel, 0.86);
    add(this.add.image(L.panel.x, L.panel.y, panelTexture(this, L.panel.w, L.panel.h, 'sheet')).setOrigin(0, 0));
    const page = RULES_PAGES[Rules.page];
    add(text(this, L.title.x, L.title.y + L.title.h / 2, `${t('rules.title')} · ${t(`rules.${page.id}.title`)}`, L.portrait ? 22 : 26, { display: true, color: '#f0d58c' }).setOrigin(0, 0.5));
    button('rules:close', `✕ ${t('rules.close')}`, 'navy', L.close, () => this.close());
    RULES_PAGES.forEach((p, i) => {
      const on = i === Rules.page;
      button(`rules:page:${p.id}`, t(`rules.${p.id}.title`), on ? 'cosmos' : 'ghost', L.tabs[i], () => { Rules.page = i; this.rebuild(); }, L.portrait ? 13 : 15);
    });
    if (Rules.page > 0) button('rules:prev', t('rules.prev'), 'navy', L.prev, () => this.turn(-1));
    if (Rules.page < RULES_PAGES.length - 1) button('rules:next', t('rules.next'), 'gold', L.next, () => this.turn(1));

    // The words, then a line per icon.
    const px = L.portrait ? 16 : L.words.w < 420 ? 15 : 17;
    const body = add(text(this, L.words.x, L.words.y, t(`rules.${page.id}.body`), px, { weight: '600', color: '#e6ecff', lineSpacing: 6, wordWrap: { width: L.words.w, useAdvancedWrap: true } }));
    // A page of icons only (landscape) lists them in the cards' column; else under the words.
    const iconsBeside = page.cards.length === 0 && !L.portrait;
    const iconsIn = iconsBeside ? L.art : L.words;
    let y = iconsBeside ? L.art.y : body.y + body.height + 16;
    const size = 28;
    for (const icon of page.icons) {
      const key = icon === 'flame' ? flameTexture(this) : iconTexture(this, icon, size * 2);
      add(this.add.image(iconsIn.x + size / 2, y + size / 2, key).setDisplaySize(size, size));
      const line = add(text(this, iconsIn.x + size + 12, y + size / 2, t(`rules.icon.${icon}`), px - 1, { weight: '600', color: '#c9d3f0', wordWrap: { width: iconsIn.w - size - 12, useAdvancedWrap: true } }).setOrigin(0, 0.5));
      y += Math.max(size, line.height) + 6;
    }

    // The cards, the game's own faces.
    const types = page.cards.map((id) => CARD_TYPES.get(id)!);
    // In portrait the cards take what the words and icons leave below them.
    const top = L.portrait ? Math.max(L.art.y, y) : L.art.y;
    const artRect = { ...L.art, y: top, h: L.art.y + L.art.h - top };
    const { short, centres } = placeCards(artRect, types.map(isLandscape), CARD_RATIO);
    types.forEach((card, k) => add(this.add.existing(new CardView(this, centres[k].x, centres[k].y, card, short))));
  }
}
