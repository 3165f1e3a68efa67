// The classic table for an audience: the clock's flames, the six field cards large with the cards
// played facing them, the reserve and removed counts, every player's panel, who plays or chooses.
// The field's mat and the clock are the table's own (FieldMat, ClockView); the cards are CardViews.
import type Phaser from 'phaser';
import type { GameEvent, GameView, ZoneRef } from '../../src/engine';
import { t } from '../../src/i18n';
import type { Anchor } from '../presenter/anchors';
import { classicAudienceLayout, type ClassicAudienceLayout } from '../presenter/audience/audience-layout';
import { spread } from '../presenter/table-layout';
import { buildTableModel } from '../presenter/table-model';
import { ClockView } from '../objects/ClockView';
import { paintMat } from '../objects/FieldMat';
import type { SkyBackground } from '../objects/SkyBackground';
import { text } from '../objects/ui';
import type { AudienceStage, CardSpot } from './stage';
import { SeatBoards } from './SeatBoards';

export class ClassicStage implements AudienceStage {
  readonly L: ClassicAudienceLayout;
  private readonly clock: ClockView;
  private readonly title: Phaser.GameObjects.Text;
  private readonly sub: Phaser.GameObjects.Text;
  private readonly piles: Phaser.GameObjects.Text;
  private readonly status: Phaser.GameObjects.Text;
  private readonly seats: SeatBoards;

  constructor(private readonly scene: Phaser.Scene, players: number, sky: SkyBackground | null) {
    const L = (this.L = classicAudienceLayout(players));
    const S = L.slots;
    const mat = { x: S[0].x - 24, y: S[0].y - 20, w: S[5].x + S[5].w - S[0].x + 48, h: S[0].h + 40 };
    const minusOne = { x: S[5].x + S[5].w / 2 - S[5].w * 0.32, y: S[5].y + S[5].h + 4, w: S[5].w * 0.64, h: S[5].w * 0.16 };
    sky?.resize(1920, 1080, (ctx) => paintMat(ctx, { card: S[0].w, slots: S, mat, minusOne }, 0, 0, ''), `aud:${players}`);
    this.clock = new ClockView(scene);
    this.clock.layout(L.clock);
    this.clock.setLabelPx(48, 22);
    this.title = text(scene, L.title.x, L.title.y, t('ui.title'), 44, { display: true, color: '#f0d58c' }).setDepth(20);
    this.sub = text(scene, L.title.x, L.title.y + 62, '', 34, { weight: '800', color: '#e6ecff' }).setDepth(20);
    this.piles = text(scene, 1872, 60, '', 26, { weight: '700', color: '#aab8d8' }).setOrigin(1, 0.5).setDepth(20);
    this.status = text(scene, L.status.x, L.status.y, '', 34, { weight: '800', color: '#f7dc8c' }).setDepth(20);
    this.seats = new SeatBoards(scene);
    this.seats.layout(L.seats);
  }

  get revealArea() { return this.L.reveal; }

  plan(raw: unknown): Map<number, CardSpot & { type: number }> {
    const view = raw as GameView, L = this.L;
    const m = buildTableModel(view, [], []);
    const out = new Map<number, CardSpot & { type: number }>();
    m.field.forEach((s, i) => {
      const slot = L.slots[i];
      if (s.uid !== null && s.type !== null) out.set(s.uid, { type: s.type, x: slot.x + slot.w / 2, y: slot.y + slot.h / 2, box: slot.w, depth: 10 + i, role: 'field' });
      const strip = L.strips[i];
      const mini = 136;
      const xs = spread(s.facing.length, mini, strip.w, 8);
      s.facing.forEach((p, k) => out.set(p.uid, { type: p.type, x: strip.x + xs[k] + mini / 2, y: strip.y + strip.h / 2, box: mini, depth: 30 + i * 10 + k, role: 'played' }));
    });
    // Cards in play whose field card has gone: along the status line's right end.
    m.loose.forEach((p, k) => out.set(p.uid, { type: p.type, x: L.status.x + L.status.w - 60 - k * 70, y: L.status.y + 26, box: 70, depth: 90 + k, role: 'played' }));
    return out;
  }

  anchor(zone: ZoneRef): Anchor | null {
    const L = this.L;
    if (zone.zone === 'field' && zone.slot !== undefined && L.slots[zone.slot]) { const s = L.slots[zone.slot]; return { x: s.x + s.w / 2, y: s.y + s.h / 2, w: s.w }; }
    if (zone.zone === 'reserve' || zone.zone === 'fieldDiscard') return { x: 1700, y: 60, w: 80 };
    if (zone.seat !== undefined) { const c = this.seats.centre(zone.seat); return c ? { ...c, w: 90 } : null; }
    return null;
  }

  draw(raw: unknown, _ms: number): Set<number> {
    const view = raw as GameView;
    const hero = (seat: number) => t(`hero.${view.players[seat]?.hero ?? ''}`);
    this.clock.set(view.clock, t('aud.flames'));
    this.sub.setText(`${t('aud.turn', { turn: view.turn })} · ${t('aud.plays', { hero: hero(view.active) })}`);
    this.piles.setText(t('aud.piles', { reserve: view.reserveCount, removed: view.fieldDiscard.length }));
    this.seats.show(view.players, view.phase === 'gameOver' ? null : view.active);
    let status = '';
    if (view.result) {
      const winners = view.result.winners.map(hero).join(', ');
      status = `${t('aud.over')} · ${t('aud.winners', { heroes: winners })}`;
    } else if (view.pending) status = t('aud.deciding', { hero: hero(view.pending.seat) });
    else if (view.finalRound) status = t('log.finalRound');
    this.status.setText(status);
    return new Set();
  }

  async animate(events: readonly GameEvent[], _view: unknown, ms: number): Promise<void> {
    for (const e of events) {
      if (e.type === 'flamesRemoved') await this.clock.extinguish(e.left + e.n, e.left, ms);
    }
  }
}
