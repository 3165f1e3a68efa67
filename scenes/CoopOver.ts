// The end of a cooperative game, with its own screen for each side: the heroes' victory (the temple's
// light breaking through) or Poseidon's (the sea closing over the board), and the final count:
// Poseidon's VP by source against the heroes' summed VP, hero by hero; the game's share code and file
// (issue 13: the finished game's slot is gone, the session still holds it).
import Phaser from 'phaser';
import { dailyOf } from '../src/app/daily';
import { DailyShare, DAILY_SHARE_H } from './objects/DailyShare';
import { ReplayBar } from './ReplayBar';
import { t } from '../src/i18n';
import { tableOf, type TableApp } from './presenter/table-control';
import { registerTarget } from './presenter/targets';
import { SkyBackground } from './objects/SkyBackground';
import { Button, panelTexture, text } from './objects/ui';
import { downloadSave, openShareCode } from './objects/transfer-ui';
import { assistedBadge } from './objects/AssistedBadge';

export class CoopOver extends Phaser.Scene {
  private app!: TableApp;
  private parts: Phaser.GameObjects.GameObject[] = [];
  private sky!: SkyBackground;
  private sea!: Phaser.GameObjects.Graphics;
  private heroesWin = false;

  constructor() {
    super('CoopOver');
  }

  create(): void {
    this.parts = [];
    this.app = this.registry.get('app') as TableApp;
    this.sky = new SkyBackground(this);
    this.sea = this.add.graphics().setDepth(1);
    this.build();
    this.scale.on(Phaser.Scale.Events.RESIZE, this.build, this);
    const off = registerTarget('coop:over', () => ({ x: 0, y: 0, w: this.scale.width, h: 60 }));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => { off(); this.scale.off(Phaser.Scale.Events.RESIZE, this.build, this); });
  }

  override update(time: number): void {
    if (this.heroesWin) return;
    // Poseidon's victory: the sea stands over the lower part of the screen, its surface moving.
    const w = this.scale.width, h = this.scale.height;
    const level = h * 0.62;
    this.sea.clear().fillStyle(0x0a4a6e, 0.55).beginPath().moveTo(0, h);
    for (let x = 0; x <= w; x += 16) this.sea.lineTo(x, level + Math.sin(x / 70 + time / 600) * 7 + Math.sin(x / 31 - time / 900) * 3);
    this.sea.lineTo(w, h).closePath().fillPath();
  }

  private daily: DailyShare | null = null;

  private build(): void {
    for (const p of this.parts) p.destroy();
    this.parts = [];
    const w = this.scale.width, h = this.scale.height;
    this.cameras.resize(w, h);
    this.sky.resize(w, h);
    const add = <T extends Phaser.GameObjects.GameObject>(o: T) => { this.parts.push(o); return o; };
    const ctl = tableOf(this.app, 'coop');
    const badge = assistedBadge(this, this.scale.width, ctl?.session.assisted ?? false);
    if (badge) add(badge);
    const m = ctl?.model;
    const result = m?.table.result;
    const outcome = result?.coop;
    this.heroesWin = !!outcome?.heroesWin;
    if (this.heroesWin) this.sea.clear();
    const title = outcome ? t(outcome.heroesWin ? 'coopOver.heroesWin' : 'coopOver.poseidonWins') : t('over.title');
    add(text(this, w / 2, 22, title, Math.min(44, w * 0.055), { display: true, color: outcome?.heroesWin ? '#ffe39a' : '#8fe6ff' }).setOrigin(0.5, 0).setLetterSpacing(4).setDepth(5));
    if (outcome && m) {
      const reason = outcome.reason === 'pillars' ? t('coopOver.pillars') : t('coopOver.water', { heroes: outcome.heroes, poseidon: outcome.poseidon });
      add(text(this, w / 2, 82, reason, 18, { color: '#eef2ff', align: 'center', wordWrap: { width: w - 40 } }).setOrigin(0.5, 0).setDepth(5));
      const portrait = w < h;
      const colW = Math.min(420, portrait ? w - 32 : (w - 48) / 2);
      const top = 140, colH = portrait ? (h - 250) / 2 : h - 240;
      const left = portrait ? (w - colW) / 2 : w / 2 - colW - 8;
      const right = portrait ? left : w / 2 + 8;
      const rightTop = portrait ? top + colH + 12 : top;
      const v = m.poseidonVp;
      const poseidonRows: [string, number][] = [
        [t('coopOver.breadwinner'), v.breadwinner], [t('coopOver.marked'), v.marked], [t('coopOver.faceUp'), v.faceUp],
        [t('coopOver.tokens'), v.tokens], [t('coopOver.standing'), v.pillars],
      ];
      const heroRows: [string, number][] = (result?.scores ?? []).map((s) => [t(`hero.${m.heroes[s.seat]?.hero ?? ''}`), s.vp]);
      // Each column as tall as its lines (within the room there is).
      const fit = (rows: number) => Math.min(colH, 70 + rows * 26);
      this.column(left, top, colW, fit(poseidonRows.length), t('ui.poseidon'), v.total, poseidonRows, !outcome.heroesWin, add);
      this.column(right, rightTop, colW, portrait ? fit(heroRows.length) : fit(poseidonRows.length), t('coopOver.heroes'), outcome.heroes, heroRows, outcome.heroesWin, add);
    }
    // One row: the game's share code, its file, its replay (scenes/ReplayBar.ts, from its start), the menu.
    const game = this.app.game;
    const save = game?.session.toSave() ?? null;
    const bw = Math.min(240, (w - 32 - 3 * 12) / 4);
    const bx = (k: number) => w / 2 - 2 * bw - 18 + k * (bw + 12);
    if (save) {
      add(new Button(this, 'over:share', t('transfer.share'), 'navy', () => openShareCode(this, save)).place(bx(0), h - 78, bw, 56, 17).setDepth(5));
      add(new Button(this, 'over:file', t('transfer.file'), 'navy', () => downloadSave(save)).place(bx(1), h - 78, bw, 56, 17).setDepth(5));
    }
    if (game) add(new Button(this, 'over:replay', t('replay.watch'), 'navy', () => ReplayBar.begin(this, game.session.toSave())).place(bx(2), h - 78, bw, 56, 17).setDepth(5));
    add(new Button(this, 'over:menu', t('over.menu'), 'gold', () => this.leave()).place(bx(3), h - 78, bw, 56, 19).setDepth(5));
    // A daily game's result to share, above the buttons.
    this.daily?.destroy();
    this.daily = null;
    const date = save && !ctl?.watched ? dailyOf(save, Date.now()) : null;
    if (date && save && game) {
      const sw = Math.min(760, w - 24);
      this.daily = new DailyShare(this, save, game.session.state, date, { x: (w - sw) / 2, y: h - 90 - DAILY_SHARE_H, w: sw, h: DAILY_SHARE_H });
    }
  }

  private column(x: number, y: number, w: number, h: number, name: string, total: number, rows: [string, number][], won: boolean,
    add: <T extends Phaser.GameObjects.GameObject>(o: T) => T): void {
    add(this.add.image(x, y, panelTexture(this, w, h, won ? 'lit' : 'panel')).setOrigin(0, 0).setDepth(4));
    add(text(this, x + 16, y + 12, name, 22, { display: true, color: won ? '#ffe39a' : '#c9d3f0' }).setDepth(5));
    add(text(this, x + w - 16, y + 12, t('over.vp', { n: total }), 24, { weight: '800', color: '#ffe6a0' }).setOrigin(1, 0).setDepth(5));
    let ry = y + 54;
    for (const [label, vp] of rows) {
      if (ry > y + h - 22) break;
      add(text(this, x + 16, ry, label, 15, { color: '#dfe6ff' }).setDepth(5));
      add(text(this, x + w - 16, ry, `${vp}`, 15, { weight: '800', color: '#ffe6a0' }).setOrigin(1, 0).setDepth(5));
      ry += 26;
    }
  }

  private leave(): void {
    this.scene.stop('TextEntry');
    this.app.closeTable();
    this.scene.start('Menu');
  }
}
