// The deck viewer (issue 25), over either table: the viewer's discard pile in order (top first) or
// their deck as a list by name with counts (scenes/presenter/pile-view.ts), in as many columns as the
// screen needs, and a Close button; Esc or a tap outside closes it too.
import type Phaser from 'phaser';
import { t } from '../src/i18n';
import { deckLines, discardLines, type PileKind, type PileShown } from './presenter/pile-view';
import { MIN_TARGET } from './presenter/table-layout';
import { Button, panelTexture, text } from './objects/ui';
import { ModalScene } from './ModalScene';

const LINE = 24;

export class DeckViewer extends ModalScene {
  /** The pile shown (the test hook's `pile()`), or null while closed. */
  static shown: PileShown | null = null;
  private pile: PileShown | null = null;

  constructor() {
    super('DeckViewer');
  }

  /** Opens the viewer's piles over `from`: their discard (the table's face-up pile) and what their
   *  own deck holds (the engine's view for that seat: types, no order). */
  static open(from: Phaser.Scene, kind: PileKind, discard: readonly { type: number }[], deck: readonly number[]): void {
    from.scene.launch('DeckViewer', { piles: { deck: deckLines(deck), discard: discardLines(discard) }, kind });
  }

  private piles: Record<PileKind, PileShown> | null = null;

  /** Both of the viewer's piles, and the one tapped to show first (a tab switches to the other). */
  init(data: { piles: Record<PileKind, PileShown>; kind: PileKind }): void {
    this.piles = data.piles;
    this.pile = data.piles[data.kind];
    DeckViewer.shown = this.pile;
    this.events.once('shutdown', () => { DeckViewer.shown = null; });
  }

  private showPile(kind: PileKind): void {
    if (!this.piles) return;
    this.pile = this.piles[kind];
    DeckViewer.shown = this.pile;
    this.rebuild();
  }

  protected build(): void {
    const pile = this.pile;
    if (!pile) return;
    const { width: w, height: h } = this.scale;
    const add = <T extends Phaser.GameObjects.GameObject>(o: T): T => this.keep(o);
    const pad = 20, head = 74, bh = MIN_TARGET + 8;
    const pw = Math.min(760, w - 20), maxH = h - 24;
    const room = Math.max(LINE, maxH - head - bh - 2 * pad);
    const perCol = Math.max(1, Math.floor(room / LINE));
    const cols = Math.max(1, Math.min(Math.ceil(pile.lines.length / perCol), Math.floor((pw - 2 * pad) / 200)));
    const rows = Math.min(perCol, Math.ceil(pile.lines.length / cols));
    const ph = head + Math.max(1, rows) * LINE + bh + 2 * pad;
    const panel = { x: (w - pw) / 2, y: Math.max(12, (h - ph) / 2), w: pw, h: ph };
    this.shade(panel, 0.78);
    add(this.add.image(panel.x, panel.y, panelTexture(this, panel.w, panel.h, 'sheet')).setOrigin(0, 0));
    add(text(this, panel.x + pad, panel.y + pad, pile.title, 22, { display: true, color: '#f0d58c' }));
    add(text(this, panel.x + pad, panel.y + pad + 32, pile.note, 14, { color: '#a9b6dc' }));
    const colW = (pw - 2 * pad) / cols;
    const shown = pile.lines.slice(0, rows * cols);
    shown.forEach((l, i) => {
      const x = panel.x + pad + Math.floor(i / rows) * colW, y = panel.y + head + pad / 2 + (i % rows) * LINE;
      const label = pile.kind === 'deck' ? `${t('ends.pile.count', { n: l.count })} ${l.label}` : `${i + 1}. ${l.label}`;
      add(text(this, x, y, label, 15, { color: '#dfe6ff', fixedWidth: colW - 8 }));
    });
    if (shown.length < pile.lines.length) add(text(this, panel.x + pw - pad, panel.y + pad + 32, `+${pile.lines.length - shown.length}`, 14, { color: '#a9b6dc' }).setOrigin(1, 0));
    // The other pile, then Close.
    const bw = Math.min(220, (pw - 2 * pad - 12) / 2), by = panel.y + ph - pad - bh;
    const other: PileKind = pile.kind === 'deck' ? 'discard' : 'deck';
    add(new Button(this, `pile:tab:${other}`, t(`ends.pile.${other}`), 'navy', () => this.showPile(other)).place(panel.x + pw / 2 - bw - 6, by, bw, bh, 17));
    add(new Button(this, 'pile:close', t('ends.pile.close'), 'gold', () => this.close()).place(panel.x + pw / 2 + 6, by, bw, bh, 18));
  }
}
