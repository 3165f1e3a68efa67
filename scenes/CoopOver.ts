// The end of a cooperative game, with its own screen for each side: the heroes' victory (the temple's
// light breaking through) or Poseidon's (the sea closing over the board), and the final count:
// Poseidon's VP by source against the heroes' summed VP, hero by hero; in the score screens' frame
// (ScoreScreen.ts: share code, file, replay, the menu, in one row).
import type Phaser from 'phaser';
import { t } from '../src/i18n';
import { tableOf } from './presenter/table-control';
import { registerTarget } from './presenter/targets';
import { panelTexture, text } from './objects/ui';
import { assistedBadge } from './objects/AssistedBadge';
import { ScoreScreen, twoRows, type Add, type ScoreButtons } from './ScoreScreen';
import { heroStatLine } from './presenter/score-lines';
import { endingSentence } from './presenter/coop/coop-ending';

/** A line of a column: its label, its number (null: none) and whether it is a figure (issue 25). */
type Row = [string, number | null, boolean?];

export class CoopOver extends ScoreScreen {
  private sea!: Phaser.GameObjects.Graphics;
  private heroesWin = false;

  constructor() {
    super('CoopOver');
  }

  /** The heroes' seats, then Poseidon. */
  protected sides(): number { return (tableOf(this.app, 'coop')?.model.heroes.length ?? 0) + 1; }

  protected override prepare(): (() => void)[] {
    this.sea = this.add.graphics().setDepth(1);
    return [registerTarget('coop:over', () => ({ x: 0, y: 0, w: this.scale.width, h: 60 }))];
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

  protected drawResult(w: number, h: number, add: Add): void {
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
    if (!outcome || !m) return;
    // Why the game ended, in words (issue 25): the test hook's ending() reads it as drawn.
    const reason = endingSentence(m) ?? '';
    ScoreScreen.ending = reason;
    add(text(this, w / 2, 82, reason, 18, { color: '#eef2ff', align: 'center', wordWrap: { width: w - 40 } }).setOrigin(0.5, 0).setDepth(5));
    const portrait = w < h;
    const colW = Math.min(420, portrait ? w - 32 : (w - 48) / 2);
    const top = 140, colH = portrait ? (h - 310) / 2 : h - 300;
    const left = portrait ? (w - colW) / 2 : w / 2 - colW - 8;
    const right = portrait ? left : w / 2 + 8;
    const rightTop = portrait ? top + colH + 12 : top;
    const v = m.poseidonVp;
    const taken = this.stats?.sides[m.heroes.length]?.acquired;
    const poseidonRows: Row[] = [
      [t('coopOver.breadwinner'), v.breadwinner], [t('coopOver.marked'), v.marked], [t('coopOver.faceUp'), v.faceUp],
      [t('coopOver.tokens'), v.tokens], [t('coopOver.standing'), v.pillars],
      ...(taken !== undefined ? [[t('ends.stat.taken'), taken, true] as Row] : []),
    ];
    // Each hero's VP, and under it their figures (issue 25: cards acquired, Force spent, pillars).
    const heroRows: Row[] = (result?.scores ?? []).flatMap((s): Row[] => [
      [t(`hero.${m.heroes[s.seat]?.hero ?? ''}`), s.vp],
      ...(this.stats ? [[heroStatLine(this.stats.sides[s.seat]), null, true] as Row] : []),
    ]);
    // Each column as tall as its lines (within the room there is).
    const fit = (rows: number) => Math.min(colH, 64 + rows * 24);
    const tallest = Math.max(poseidonRows.length, heroRows.length);
    this.column(left, top, colW, fit(portrait ? poseidonRows.length : tallest), t('ui.poseidon'), v.total, poseidonRows, !outcome.heroesWin, add);
    this.column(right, rightTop, colW, fit(portrait ? heroRows.length : tallest), t('coopOver.heroes'), outcome.heroes, heroRows, outcome.heroesWin, add);
  }

  /** Two rows: the game's own (share code, file, replay) above where to go next (the same deal
   *  again, the menu). */
  protected buttons(w: number, h: number): ScoreButtons { return twoRows(w, h); }

  /** A column of lines: a label and its VP, or (figures) a smaller line in a softer colour. */
  private column(x: number, y: number, w: number, h: number, name: string, total: number, rows: Row[], won: boolean, add: Add): void {
    add(this.add.image(x, y, panelTexture(this, w, h, won ? 'lit' : 'panel')).setOrigin(0, 0).setDepth(4));
    add(text(this, x + 16, y + 12, name, 22, { display: true, color: won ? '#ffe39a' : '#c9d3f0' }).setDepth(5));
    add(text(this, x + w - 16, y + 12, t('over.vp', { n: total }), 24, { weight: '800', color: '#ffe6a0' }).setOrigin(1, 0).setDepth(5));
    const lh = Math.max(18, Math.min(24, Math.floor((h - 62) / Math.max(1, rows.length))));
    let ry = y + 52;
    const shown = { name, vp: total, lines: [] as { label: string; value: string }[] };
    ScoreScreen.shown?.push(shown);
    for (const [label, value, figure] of rows) {
      if (ry > y + h - 18) break;
      shown.lines.push({ label, value: value === null ? '' : `${value}` });
      add(text(this, x + (figure ? 28 : 16), ry, label, figure ? 13 : 15, { color: figure ? '#a9b6dc' : '#dfe6ff' }).setDepth(5));
      if (value !== null) add(text(this, x + w - 16, ry, `${value}`, figure ? 13 : 15, { weight: '800', color: figure ? '#cfe0ff' : '#ffe6a0' }).setOrigin(1, 0).setDepth(5));
      ry += lh;
    }
  }
}
