// The classic game's score screen: each player's VP with the cards that earned them and the winners,
// in the score screens' frame (ScoreScreen.ts: share code, file, replay, a new game, the menu).
import { t } from '../src/i18n';
import { tableOf } from './presenter/table-control';
import { scoreRows } from './presenter/scores';
import { iconTexture } from './objects/icons';
import { assistedBadge } from './objects/AssistedBadge';
import { DAILY_SHARE_H } from './objects/DailyShare';
import { panelTexture, text } from './objects/ui';
import { ScoreScreen, type Add, type ScoreButtons } from './ScoreScreen';

export class GameOver extends ScoreScreen {
  constructor() {
    super('GameOver');
  }

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
      let y = cy + 54;
      for (const l of r.lines) {
        if (y > cy + colH - 24) { add(text(this, cx + 14, y, '…', 14, { color: '#8a93b0' })); break; }
        add(text(this, cx + 14, y, l.count > 0 ? t('over.line', { count: l.count, card: l.label }) : l.label, 13, { color: '#dfe6ff', fixedWidth: colW - 70 }));
        add(text(this, cx + colW - 16, y, `${l.vp}`, 13, { weight: '800', color: '#ffe6a0' }).setOrigin(1, 0));
        y += 20;
      }
    });
  }

  /** Two rows: the game's own (share code, file, replay) above where to go next (new game, menu). */
  protected buttons(w: number, h: number): ScoreButtons {
    const bw = Math.min(240, (w - 64) / 3);
    const bx = (k: number) => w / 2 - bw * 1.5 - 12 + k * (bw + 12);
    return {
      share: [bx(0), h - 140, bw, 52, 17], file: [bx(1), h - 140, bw, 52, 17], replay: [bx(2), h - 140, bw, 52, 17],
      newGame: [w / 2 - bw - 6, h - 78, bw, 56, 19], menu: [w / 2 + 6, h - 78, bw, 56, 19], menuTone: 'navy',
      depth: 0, dailyY: h - 158 - DAILY_SHARE_H,
    };
  }
}
