// The menu's saved games (issue 13): every slot with Play, Rename (the game's text box), Share code,
// Save file and Delete (asked twice), then the damaged saves set aside with Export and Delete; paged to the window's height. It draws in
// the Menu scene in place of the form while it is open; what it shows comes from slots-model.ts.
import Phaser from 'phaser';
import { getLang, t } from '../../src/i18n';
import type { TableApp } from '../presenter/table-control';
import { asideHeading, exportName, pageOf, rowsPerPage, slotRows, type SlotRow } from '../presenter/slots-model';
import { Button, panelTexture, text } from './ui';
import type { SaveFile } from '../../src/persist/save';
import { download, downloadSave, openRename, openShareCode, slotSave } from './transfer-ui';

export class SlotsPanel {
  private parts: Phaser.GameObjects.GameObject[] = [];
  private page = 0;
  /** The row whose Delete was tapped once: the next tap deletes it. */
  private armed: string | null = null;

  /** Why the last Replay tapped could not be shown (in the player's language), or null. */
  note: string | null = null;

  constructor(private readonly scene: Phaser.Scene, private readonly app: TableApp, private readonly actions: { play(id: string): void; close(): void; replay(id: string): void }) {}

  destroy(): void {
    for (const p of this.parts) p.destroy();
    this.parts = [];
  }

  build(): void {
    this.destroy();
    const s = this.scene, w = s.scale.width, h = s.scale.height;
    const colW = Math.min(880, w - 24), x0 = (w - colW) / 2;
    const add = <T extends Phaser.GameObjects.GameObject>(o: T) => { this.parts.push(o); return o; };
    const button = (id: string, caption: string, tone: 'gold' | 'navy' | 'cosmos' | 'force', x: number, y: number, bw: number, bh: number, fn: () => void, px = 15) =>
      add(new Button(s, id, caption, tone, fn).place(x, y, bw, bh, px));
    const redraw = (fn: () => Promise<unknown> | void) => () => { void Promise.resolve(fn()).then(() => { if (s.scene.isActive()) this.build(); }); };

    const rows = slotRows(this.app.slotList, this.app.setAsideList, getLang());
    const heading = asideHeading(this.app.setAsideList.length, getLang());
    const rowH = 62, titleH = 48, footH = 64;
    const per = rowsPerPage(h - (heading ? 26 : 0), rowH, 16 + titleH + footH + 16);
    const shown = pageOf(rows, per, this.page);
    this.page = shown.page;
    const panelH = Math.min(h - 8, titleH + Math.max(1, shown.rows.length) * rowH + (heading ? 26 : 0) + footH + 24);
    // Centred in the window, a little above the middle.
    const top = Math.max(16, Math.round((h - panelH) * 0.4));
    add(s.add.image(x0 - 8, top - 8, panelTexture(s, colW + 16, panelH)).setOrigin(0, 0));
    add(text(s, x0 + 8, top + 6, t('menu.slots.title'), 20, { display: true, color: '#e9cd8c' }).setLetterSpacing(3));
    let y = top + titleH;
    if (this.note) add(text(s, x0 + colW - 4, top + 10, this.note, 13, { weight: '700', color: '#ff9d8f', align: 'right', wordWrap: { width: colW * 0.6 } }).setOrigin(1, 0));
    if (!rows.length) add(text(s, w / 2, y + 12, t('menu.slots.none'), 16, { color: '#aab8d8' }).setOrigin(0.5, 0));
    let headed = false;
    for (const row of shown.rows) {
      if (row.kind === 'aside' && !headed && heading) {
        add(text(s, x0 + 8, y + 2, heading, 13, { weight: '700', color: '#ff9d8f' }));
        y += 26;
      }
      headed ||= row.kind === 'aside';
      this.row(row, x0, y, colW, rowH - 8, button, redraw);
      y += rowH;
    }
    const fy = top + panelH - footH - 8;
    if (shown.pages > 1) {
      button('slots:prev', '‹', 'navy', x0, fy + 8, 64, 48, redraw(() => { this.page--; }), 22);
      add(text(s, x0 + 72 + 40, fy + 32, t('menu.slots.page', { from: shown.from, to: shown.to, n: rows.length }), 14, { color: '#aab8d8' }).setOrigin(0, 0.5));
      button('slots:next', '›', 'navy', x0 + 72 + 40 + 120, fy + 8, 64, 48, redraw(() => { this.page++; }), 22);
    }
    button('slots:close', t('menu.slots.close'), 'gold', x0 + colW - 180, fy + 8, 180, 48, () => this.actions.close(), 17);
  }

  private row(row: SlotRow, x0: number, y: number, colW: number, bh: number,
    button: (id: string, caption: string, tone: 'gold' | 'navy' | 'cosmos' | 'force', x: number, y: number, bw: number, bh: number, fn: () => void, px?: number) => Button,
    redraw: (fn: () => Promise<unknown> | void) => () => void): void {
    const s = this.scene;
    const narrow = colW < 800;
    const bw = narrow ? 88 : 104, gap = 6;
    const nb = row.kind === 'slot' ? 5 : 2;
    const mainW = colW - nb * (bw + gap);
    const id = row.kind === 'slot' ? row.key : `aside:${row.key}`;
    button(row.kind === 'slot' ? `slots:play:${row.key}` : `slots:aside:${row.key}`, '', row.kind === 'slot' ? 'cosmos' : 'navy', x0, y, mainW, bh, () => {
      if (row.kind === 'slot') this.actions.play(row.key);
    });
    const tx = x0 + 14;
    this.parts.push(text(s, tx, y + 7, `${row.kind === 'slot' ? '▶ ' : ''}${row.title}`, 16, { weight: '700', color: row.kind === 'slot' ? '#f3e2b0' : '#ff9d8f', fixedWidth: mainW - 20 }));
    this.parts.push(text(s, tx, y + bh - 22, row.detail, 13, { color: '#e2e8ff', fixedWidth: mainW - 20 }));
    let bx = x0 + mainW + gap;
    if (row.kind === 'slot') {
      // Step through the game so far (scenes/ReplayBar.ts): nobody plays it there, nothing is saved.
      button(`slots:replay:${row.key}`, t('replay.slot'), 'navy', bx, y, bw, bh, () => this.actions.replay(row.key), 14);
      bx += bw + gap;
      button(`slots:rename:${row.key}`, t('menu.slots.rename'), 'navy', bx, y, bw, bh, () => openRename(s, this.app, row.key, () => this.build()), 14);
      bx += bw + gap;
      button(`slots:share:${row.key}`, t('transfer.share'), 'navy', bx, y, bw, bh, () => void this.withSave(row.key, (save) => openShareCode(s, save)), 14);
      bx += bw + gap;
      button(`slots:file:${row.key}`, t('transfer.file'), 'navy', bx, y, bw, bh, () => void this.withSave(row.key, downloadSave), 14);
    } else button(`slots:export:${id}`, t('menu.slots.export'), 'navy', bx, y, bw, bh, () => this.exportAside(row), 14);
    bx += bw + gap;
    const armed = this.armed === id;
    button(`slots:delete:${id}`, t(armed ? 'menu.slots.sure' : 'menu.slots.delete'), armed ? 'force' : 'navy', bx, y, bw, bh, redraw(async () => {
      if (!armed) { this.armed = id; return; }
      this.armed = null;
      if (row.kind === 'slot') await this.app.deleteSlot(row.key);
      else await this.app.deleteSetAside(Number(row.key));
    }), 14);
  }

  /** A saved game's save, to share or download; a slot gone or damaged meanwhile: the list is read again. */
  private async withSave(id: string, use: (save: SaveFile) => void): Promise<void> {
    const save = await slotSave(this.app, id);
    if (save) return use(save);
    await this.app.refresh();
    if (this.scene.scene.isActive()) this.build();
  }

  /** Downloads a damaged save's text untouched, to keep or to report. */
  private exportAside(row: SlotRow): void {
    const text = this.app.setAsideList.find((e) => String(e.id) === row.key)?.text;
    if (text !== undefined) download(text, exportName(row));
  }
}
