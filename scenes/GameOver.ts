// The classic game's score screen: each player's VP with the cards that earned them and the winners,
// in the score screens' frame (ScoreScreen.ts: share code, file, replay, a new game, the menu).
import { t } from '../src/i18n';
import { tableOf } from './presenter/table-control';
import { scoreRows } from './presenter/scores';
import { classicStatLines, fitVpLines } from './presenter/score-lines';
import { iconTexture } from './objects/icons';
import { assistedBadge } from './objects/AssistedBadge';
import { DAILY_SHARE_H } from './objects/DailyShare';
import { panelTexture, text } from './objects/ui';
import { ScoreScreen, type Add, type ScoreButtons } from './ScoreScreen';

export class GameOver extends ScoreScreen {
  constructor() {
    super('GameOver');
  }

  protected sides(): number { return tableOf(this.app, 'classic')?.model.players.length ?? 0; }

  protected drawResult(w: number, h: number, add: Add, shareH: number): void {
    const ctl = tableOf(this.app, 'classic');
    const result = ctl?.model.result;
    const heroes = ctl?.model.players.map((p) => t(`hero.${p.hero}`)) ?? [];
    add(text(this, w / 2, 24, t('over.title'), Math.min(46, w * 0.06), { display: true, color: '#f0d58c' }).setOrigin(0.5, 0).setLetterSpacing(5));
    const badge = assistedBadge(this, w, ctl?.session.assisted ?? false);
    if (badge) add(badge);
    if (!result) return;
    const winners = result.winners.map((s) => heroes[s]);
    const line = winners.length === 1 ? t('over.winner', { hero: winners[0] }) : t('over.winners', { heroes: winners.join(', ') });
    add(text(this, w / 2, 84, line, 24, { display: true, color: '#ffffff' }).setOrigin(0.5, 0));
    const rows = scoreRows(result);
    const portrait = w < h;
    const cols = portrait ? Math.min(2, rows.length) : rows.length;
    const gap = 14;
    const colW = Math.min(300, (w - 32 - gap * (cols - 1)) / cols);
    const top = 136;
    const bottom = h - 158 - shareH;
    const perCol = portrait ? Math.ceil(rows.length / cols) : 1;
    const colH = (bottom - top - (perCol - 1) * gap) / perCol;
    const x0 = (w - (cols * colW + (cols - 1) * gap)) / 2;
    rows.forEach((r, i) => {
      const cx = x0 + (i % cols) * (colW + gap), cy = top + Math.floor(i / cols) * (colH + gap);
      add(this.add.image(cx, cy, panelTexture(this, colW, colH, r.winner ? 'lit' : 'panel')).setOrigin(0, 0));
      add(text(this, cx + 14, cy + 12, `${t('over.rank', { n: r.rank })}  ${heroes[r.seat]}${r.eliminated ? ` · ${t('over.eliminated')}` : ''}`, 20, { display: true, color: r.winner ? '#ffe39a' : '#c9d3f0' }));
      add(this.add.image(cx + colW - 30, cy + 26, iconTexture(this, 'vp', 34)));
      add(text(this, cx + colW - 52, cy + 26, t('over.vp', { n: r.vp }), 24, { weight: '800', color: '#ffe6a0' }).setOrigin(1, 0.5));
      // Every line (issue 25): the player's figures, then the VP by source, each as tall as the room
      // allows (12 px type at least); what still does not fit is summed on the last line.
      const stats = classicStatLines(this.stats?.sides[r.seat]);
      const room = colH - 54 - 10;
      const lh = Math.max(15, Math.min(20, Math.floor(room / (stats.length + 1 + r.lines.length))));
      const px = lh >= 18 ? 13 : 12;
      let y = cy + 52;
      for (const s of stats) {
        add(text(this, cx + 14, y, s.label, px, { color: '#a9b6dc' }));
        add(text(this, cx + colW - 16, y, s.value, px, { weight: '800', color: '#cfe0ff' }).setOrigin(1, 0));
        y += lh;
      }
      add(text(this, cx + 14, y, t('ends.vpBySource'), px, { weight: '800', color: '#f0d58c' }));
      y += lh;
      const fits = Math.max(0, Math.floor((cy + colH - 8 - y) / lh));
      const lines = fitVpLines(r.lines, fits, (n, vp) => ({ label: t('ends.others', { n }), count: 0, vp }));
      const shown = { name: heroes[r.seat] ?? '', vp: r.vp, lines: [...stats] };
      ScoreScreen.shown?.push(shown);
      for (const l of lines) {
        const label = l.count > 0 ? t('over.line', { count: l.count, card: l.label }) : l.label;
        shown.lines.push({ label, value: `${l.vp}` });
        add(text(this, cx + 14, y, label, px, { color: '#dfe6ff', fixedWidth: colW - 70 }));
        add(text(this, cx + colW - 16, y, `${l.vp}`, px, { weight: '800', color: '#ffe6a0' }).setOrigin(1, 0));
        y += lh;
      }
    });
  }

  /** Two rows: the game's own (share code, file, replay) above where to go next (the same deal again,
   *  a new game, the menu). */
  protected buttons(w: number, h: number): ScoreButtons {
    const bw = Math.min(240, (w - 64) / 3);
    const bx = (k: number) => w / 2 - bw * 1.5 - 12 + k * (bw + 12);
    return {
      share: [bx(0), h - 140, bw, 52, 17], file: [bx(1), h - 140, bw, 52, 17], replay: [bx(2), h - 140, bw, 52, 17],
      rematch: [bx(0), h - 78, bw, 56, 17], newGame: [bx(1), h - 78, bw, 56, 17], menu: [bx(2), h - 78, bw, 56, 17], menuTone: 'navy',
      depth: 0, dailyY: h - 158 - DAILY_SHARE_H,
    };
  }
}
