// The end of a God of War game: the team's victory over the Final Boss or its defeat (every hero
// exhausted, a Mission's defeat condition), why, after how many rounds and Missions, and each hero's
// state at the end; in the score screens' frame (ScoreScreen.ts: share code, file, replay, the menu).
import { t } from '../src/i18n';
import { tableOf } from './presenter/table-control';
import { registerTarget } from './presenter/targets';
import { heroName } from './presenter/gow/gow-names';
import { DAILY_SHARE_H } from './objects/DailyShare';
import { panelTexture, text } from './objects/ui';
import { assistedBadge } from './objects/AssistedBadge';
import { ScoreScreen, twoRows, type Add, type ScoreButtons } from './ScoreScreen';

export class GowOver extends ScoreScreen {
  constructor() {
    super('GowOver');
  }

  protected sides(): number { return tableOf(this.app, 'gow')?.model.view.seats.length ?? 0; }

  protected override prepare(): (() => void)[] {
    return [registerTarget('gow:over', () => ({ x: 0, y: 0, w: this.scale.width, h: 60 }))];
  }

  protected drawResult(w: number, h: number, add: Add): void {
    const ctl = tableOf(this.app, 'gow');
    const badge = assistedBadge(this, w, ctl?.session.assisted ?? false);
    if (badge) add(badge);
    const view = ctl?.model.view;
    const result = view?.result;
    add(text(this, w / 2, 22, t(result?.win ? 'gow.over.won' : 'gow.over.lost'), Math.min(44, w * 0.055), { display: true, color: result?.win ? '#ffd27a' : '#9fd3ff' }).setOrigin(0.5, 0).setLetterSpacing(3).setDepth(5));
    if (!view || !result) return;
    const reason = `${t(`gow.over.by.${result.by}`)} · ${t('gow.over.rounds', { n: result.round })} · ${t('gow.over.missions', { n: result.missions })}`;
    ScoreScreen.ending = reason;
    add(text(this, w / 2, 84, reason, 18, { color: '#eef2ff', align: 'center', wordWrap: { width: w - 40 } }).setOrigin(0.5, 0).setDepth(5));
    const colW = Math.min(520, w - 32), x = (w - colW) / 2, top = 140;
    const rows = view.figures.map((f) => ({ name: heroName(view.seats[f.seat]?.hero ?? '') + (view.figures.filter((g) => g.seat === f.seat).length > 1 ? ` (${f.id})` : ''), value: f.exhausted ? '✝' : `${Math.max(0, f.health - f.damage)}/${f.health}` }));
    const colH = Math.min(h - top - 170 - DAILY_SHARE_H, 64 + rows.length * 28);
    add(this.add.image(x, top, panelTexture(this, colW, Math.max(80, colH), result.win ? 'lit' : 'panel')).setOrigin(0, 0).setDepth(4));
    add(text(this, x + 16, top + 12, t('gow.over.heroes'), 22, { display: true, color: '#c9d3f0' }).setDepth(5));
    const shown = { name: t('gow.over.heroes'), vp: result.missions, lines: [] as { label: string; value: string }[] };
    ScoreScreen.shown?.push(shown);
    rows.forEach((row, i) => {
      const y = top + 52 + i * 28;
      shown.lines.push({ label: row.name, value: row.value });
      add(text(this, x + 16, y, row.name, 16, { color: '#dfe6ff' }).setDepth(5));
      add(text(this, x + colW - 16, y, row.value, 16, { weight: '800', color: '#ffe6a0' }).setOrigin(1, 0).setDepth(5));
    });
  }

  protected buttons(w: number, h: number): ScoreButtons { return twoRows(w, h); }
}
