// The score screen: each player's VP with the cards that earned them, the winners, the game's share
// code and file (issue 13: the finished game's slot is gone, the session still holds it), a new game.
import Phaser from 'phaser';
import { t } from '../src/i18n';
import { tableOf, type TableApp } from './presenter/table-control';
import { scoreRows } from './presenter/scores';
import { ReplayBar } from './ReplayBar';
import { dailyOf } from '../src/app/daily';
import { DailyShare, DAILY_SHARE_H } from './objects/DailyShare';
import { iconTexture } from './objects/icons';
import { SkyBackground } from './objects/SkyBackground';
import { assistedBadge } from './objects/AssistedBadge';
import { Button, panelTexture, text } from './objects/ui';
import { downloadSave, openShareCode } from './objects/transfer-ui';

export class GameOver extends Phaser.Scene {
  private app!: TableApp;
  private parts: Phaser.GameObjects.GameObject[] = [];
  private sky!: SkyBackground;
  private daily: DailyShare | null = null;

  constructor() {
    super('GameOver');
  }

  create(): void {
    this.parts = [];
    this.app = this.registry.get('app') as TableApp;
    this.sky = new SkyBackground(this);
    this.build();
    this.scale.on(Phaser.Scale.Events.RESIZE, this.build, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.scale.off(Phaser.Scale.Events.RESIZE, this.build, this));
  }

  private build(): void {
    for (const p of this.parts) p.destroy();
    this.parts = [];
    const w = this.scale.width, h = this.scale.height;
    this.cameras.resize(w, h);
    this.sky.resize(w, h);
    const add = <T extends Phaser.GameObjects.GameObject>(o: T) => { this.parts.push(o); return o; };
    const ctl = tableOf(this.app, 'classic');
    const result = ctl?.model.result;
    // A daily game (src/app/daily.ts): its result to share, above the buttons.
    this.daily?.destroy();
    this.daily = null;
    const game = this.app.game;
    const save = game?.session.toSave();
    const date = save && !ctl?.watched ? dailyOf(save, Date.now()) : null;
    const shareH = date ? DAILY_SHARE_H + 10 : 0;
    const heroes = ctl?.model.players.map((p) => t(`hero.${p.hero}`)) ?? [];
    add(text(this, w / 2, 24, t('over.title'), Math.min(46, w * 0.06), { display: true, color: '#f0d58c' }).setOrigin(0.5, 0).setLetterSpacing(5));
    const badge = assistedBadge(this, w, ctl?.session.assisted ?? false);
    if (badge) add(badge);
    if (result) {
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
    // Two rows: the game's own (share code, file, replay) above where to go next (new game, menu).
    const bw = Math.min(240, (w - 64) / 3);
    const bx = (k: number) => w / 2 - bw * 1.5 - 12 + k * (bw + 12);
    if (save) {
      add(new Button(this, 'over:share', t('transfer.share'), 'navy', () => openShareCode(this, save)).place(bx(0), h - 140, bw, 52, 17));
      add(new Button(this, 'over:file', t('transfer.file'), 'navy', () => downloadSave(save)).place(bx(1), h - 140, bw, 52, 17));
    }
    // The replay of the game just finished (scenes/ReplayBar.ts), from its start.
    if (game) add(new Button(this, 'over:replay', t('replay.watch'), 'navy', () => ReplayBar.begin(this, game.session.toSave())).place(bx(2), h - 140, bw, 52, 17));
    add(new Button(this, 'over:new', t('over.newGame'), 'gold', () => this.leave()).place(w / 2 - bw - 6, h - 78, bw, 56, 19));
    add(new Button(this, 'over:menu', t('over.menu'), 'navy', () => this.leave()).place(w / 2 + 6, h - 78, bw, 56, 19));
    if (date && save && game) {
      const sw = Math.min(760, w - 24);
      this.daily = new DailyShare(this, save, game.session.state, date, { x: (w - sw) / 2, y: h - 158 - DAILY_SHARE_H, w: sw, h: DAILY_SHARE_H });
    }
  }

  private leave(): void {
    this.scene.stop('TextEntry');
    this.app.closeTable();
    this.scene.start('Menu');
  }
}
