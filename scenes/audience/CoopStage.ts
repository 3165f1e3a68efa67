// The cooperative board for an audience: Poseidon's undersea temple with its seven piles and pillars,
// the flood pawn and the heroes' pawns, the Main Breadwinner's water column, Poseidon's hand and VP,
// every hero's panel, whose turn it is. The board's own pieces (scenes/objects/coop/*) are reused as
// they are; the flood glides, the water rises, a pillar crumbles and a hero walks as the events say.
import type Phaser from 'phaser';
import type { CoopView, GameEvent, ZoneRef } from '../../src/engine';
import { t } from '../../src/i18n';
import type { Anchor } from '../presenter/anchors';
import { AUDIENCE_H, AUDIENCE_W, coopAudienceLayout, type CoopAudienceLayout } from '../presenter/audience/audience-layout';
import { buildCoopModel } from '../presenter/coop/coop-model';
import { angleOf, intervalPoint, pilePoint, type Point } from '../presenter/coop/heptagon';
import type { CardPool } from '../objects/CardPool';
import { FloodPawn } from '../objects/coop/FloodPawn';
import { HeroPawn } from '../objects/coop/HeroPawn';
import { MarbleBoard } from '../objects/coop/MarbleBoard';
import { PillarView } from '../objects/coop/PillarView';
import { PoseidonCorner } from '../objects/coop/PoseidonCorner';
import { WaterColumn } from '../objects/coop/WaterColumn';
import { ensureCanvasTexture } from '../objects/canvasTexture';
import { paintCardBack } from '../objects/paintCard';
import { text } from '../objects/ui';
import type { AudienceStage, CardSpot } from './stage';
import { SeatBoards } from './SeatBoards';

/** How far out from the board's heart (in apothems) the heroes' pawns stand by their pile, and the
 *  played cards gather: the pawns between the played cards and the pile's card, clear of both. */
const HERO_AT = 0.36;
const PLAYED_AT = 0.1;

/** Where the k-th of n played cards goes: fanned across the pile's direction, the fan no wider than
 *  the board's heart, kept inside the canvas whatever the layout. */
export function playedSpot(L: CoopAudienceLayout, pile: number, k: number, n: number): Point {
  const at = pile >= 0 ? pilePoint(L.board, pile, PLAYED_AT) : { x: L.board.cx, y: L.board.cy };
  const a = pile >= 0 ? angleOf(pile) + Math.PI / 2 : 0;
  const span = L.board.r * 0.62, step = n > 1 ? Math.min(L.card * 0.42, span / (n - 1)) : 0;
  const off = (k - (n - 1) / 2) * step;
  const half = L.card * 0.8 / 2, tall = half / 0.716;
  return {
    x: Math.min(AUDIENCE_W - half, Math.max(half, at.x + Math.cos(a) * off)),
    y: Math.min(AUDIENCE_H - tall, Math.max(tall, at.y + Math.sin(a) * off)),
  };
}

export class CoopStage implements AudienceStage {
  readonly L: CoopAudienceLayout;
  private readonly marble: MarbleBoard;
  private readonly water: WaterColumn;
  private readonly flood: FloodPawn;
  private readonly pillars: PillarView[] = [];
  private readonly pawns: HeroPawn[] = [];
  private readonly corner: PoseidonCorner;
  private readonly seats: SeatBoards;
  private readonly title: Phaser.GameObjects.Text;
  private readonly sub: Phaser.GameObjects.Text;
  private readonly waterLine: Phaser.GameObjects.Text;
  private readonly status: Phaser.GameObjects.Text;
  private readonly poseidonVp: Phaser.GameObjects.Text;
  /** Each pile's face-down cards, as on the table: a card back under its top, and how many. */
  private readonly backs: Phaser.GameObjects.Image[] = [];
  private readonly counts: Phaser.GameObjects.Text[] = [];
  /** Bumped by every draw: a motion cut short (by the wall clock or a newer action) stops there, rather
   *  than gliding the pawn on to a corner of its own after the board was drawn as it is (issue 25). */
  private motion = 0;

  constructor(private readonly scene: Phaser.Scene, private readonly pool: CardPool, view: CoopView) {
    const L = (this.L = coopAudienceLayout(view.players.length, (view.epic ?? null) !== null || (view.epicDeckCount ?? 0) > 0));
    this.marble = new MarbleBoard(scene);
    this.marble.layout(L.board, 0);
    this.water = new WaterColumn(scene);
    this.water.layout(L.column);
    this.flood = new FloodPawn(scene);
    for (let i = 0; i < 7; i++) {
      const p = new PillarView(scene);
      const at = pilePoint(L.board, i, 0.93);
      p.place(at.x, at.y, Math.max(30, L.board.r * 0.17), (i * 360) / 7);
      this.pillars.push(p);
    }
    const cw = Math.round(L.card), ch = Math.round(L.card / 0.716);
    const back = ensureCanvasTexture(scene, `pileback:${cw}x${ch}`, cw, ch, (ctx) => paintCardBack(ctx, cw, ch));
    for (let i = 0; i < 7; i++) {
      const at = pilePoint(L.board, i, 0.6);
      this.backs.push(scene.add.image(at.x + 4, at.y + 5, back).setDepth(12).setVisible(false));
      this.counts.push(text(scene, at.x, at.y + ch / 2 + 16, '', Math.round(Math.max(20, L.card * 0.16)), { weight: '800', color: '#e8f4ff', backgroundColor: 'rgba(3,20,40,0.85)', padding: { x: 8, y: 3 } }).setOrigin(0.5).setDepth(40).setVisible(false));
    }
    view.players.forEach((p) => this.pawns.push(new HeroPawn(scene, p.seat, t(`hero.${p.hero}`), () => undefined)));
    this.corner = new PoseidonCorner(scene, pool);
    // No button in the audience's column: his hand takes it all, larger on the stream.
    this.corner.layout(L.poseidon, L.epic, 12);
    this.seats = new SeatBoards(scene);
    this.seats.layout(L.seats);
    this.title = text(scene, L.title.x, L.title.y, t('ui.coopTitle'), 44, { display: true, color: '#8fe6ff' }).setDepth(20);
    this.sub = text(scene, L.title.x, L.title.y + 60, '', 34, { weight: '800', color: '#e6f6ff' }).setDepth(20);
    this.waterLine = text(scene, L.column.x + L.column.w / 2, L.column.y - 10, '', 30, { weight: '800', color: '#9fe3ff' }).setOrigin(0.5, 1).setDepth(20);
    this.poseidonVp = text(scene, L.poseidon.x + L.poseidon.w / 2, L.epic.y + L.epic.h + 14, '', 38, { weight: '800', color: '#ffe6a0' }).setOrigin(0.5, 0).setDepth(20);
    this.status = text(scene, L.status.x, L.status.y, '', 34, { weight: '800', color: '#f7dc8c', wordWrap: { width: L.status.w } }).setDepth(20);
  }

  get revealArea() { return this.L.reveal; }

  update(time: number, delta: number): void {
    this.marble.update(time, delta);
    this.water.update(time, delta);
  }

  plan(raw: unknown): Map<number, CardSpot & { type: number }> {
    const view = raw as CoopView, L = this.L;
    const out = new Map<number, CardSpot & { type: number }>();
    view.field.forEach((c, i) => {
      if (!c) return;
      const at = pilePoint(L.board, i, 0.6);
      out.set(c.uid, { type: c.type, x: at.x, y: at.y, box: L.card, depth: 20 + i, role: 'field' });
    });
    // The cards played facing a pile's top, in the board's heart on that pile's side, fanned along the
    // side (across the line from the heart to the pile): a fan running towards the pile covered the card
    // it faces and the heroes' pawns (issue 25), and one running sideways from a left pile ran off the left.
    view.play.forEach((p, k) => {
      const pile = p.facing === null ? -1 : view.field.findIndex((c) => c?.uid === p.facing);
      out.set(p.uid, { type: p.type, ...playedSpot(L, pile, k, view.play.length), box: L.card * 0.8, depth: 60 + k, role: 'played' });
    });
    return out;
  }

  anchor(zone: ZoneRef): Anchor | null {
    const L = this.L;
    if (zone.zone === 'field' && zone.slot !== undefined) { const p = pilePoint(L.board, zone.slot, 0.6); return { ...p, w: L.card }; }
    if (zone.seat !== undefined && zone.seat < this.pawns.length) { const c = this.seats.centre(zone.seat); return c ? { ...c, w: 90 } : null; }
    return { x: L.poseidon.x + L.poseidon.w / 2, y: L.poseidon.y + 120, w: 120 };
  }

  private heroSpot(view: CoopView, seat: number): Point {
    const pile = view.board.heroAt[seat] ?? 0;
    const here = view.board.heroAt.flatMap((at, s) => (at === pile ? [s] : []));
    const at = pilePoint(this.L.board, pile, HERO_AT);
    const a = ((pile * 360) / 7) * (Math.PI / 180);
    const off = (here.indexOf(seat) - (here.length - 1) / 2) * Math.max(44, this.L.card * 0.45);
    return { x: at.x + Math.cos(a) * off, y: at.y + Math.sin(a) * off };
  }

  draw(raw: unknown, ms: number): Set<number> {
    const view = raw as CoopView, b = view.board, L = this.L;
    this.motion++;
    const model = buildCoopModel(view, [], [], () => null);
    this.flood.place(intervalPoint(L.board, b.pawn), Math.max(48, L.card * 0.6));
    void this.water.setLevel(b.water, b.waterTop, ms);
    b.piles.forEach((p, i) => {
      this.pillars[i]?.setStatus(p.pillar.status);
      this.backs[i]?.setVisible(p.hidden > 0);
      this.counts[i]?.setText(`${p.hidden}`).setVisible(p.hidden > 0);
    });
    const inTurn = b.inTurn && view.phase !== 'gameOver';
    this.pawns.forEach((pawn, seat) => {
      void pawn.place(this.heroSpot(view, seat), Math.max(48, L.card * 0.45), ms);
      pawn.setActive(inTurn && view.active === seat);
    });
    const keep = new Set<number>();
    this.corner.show(model, keep, ms);
    const hero = (seat: number) => t(`hero.${view.players[seat]?.hero ?? ''}`);
    this.sub.setText(`${t('aud.round', { round: b.round })} · ${inTurn ? t('aud.plays', { hero: hero(view.active) }) : view.phase === 'poseidon' ? t('aud.poseidon') : t('aud.pickHero')}`);
    this.waterLine.setText(`${b.water}/${b.waterTop}`);
    this.poseidonVp.setText(t('aud.vp', { n: b.poseidonVp.total }));
    this.seats.show(view.players, inTurn ? view.active : null, b.played);
    const over = view.phase === 'gameOver';
    this.status.setText(over ? t('aud.over') : view.pending ? t('aud.deciding', { hero: view.pending.seat < view.players.length ? hero(view.pending.seat) : t('ui.poseidon') }) : '');
    // Poseidon's hand and the Epic are placed by his corner itself: they stay.
    return keep;
  }

  async animate(events: readonly GameEvent[], raw: unknown, ms: number): Promise<void> {
    const view = raw as CoopView, motion = ++this.motion;
    for (const e of events) {
      if (motion !== this.motion) return;
      const c = e as GameEvent | { type: 'floodMoved'; to: number } | { type: 'waterChanged'; level: number; top: number; by: string } | { type: 'heroMoved'; seat: number };
      if (c.type === 'floodMoved') await this.flood.glide([intervalPoint(this.L.board, c.to)], ms * 0.8);
      else if (c.type === 'waterChanged') await (c.by === 'startInterval' ? Promise.all([this.water.setLevel(c.level, c.top, ms), this.water.swell(ms)]) : this.water.setLevel(c.level, c.top, ms));
      else if (c.type === 'heroMoved') await this.pawns[c.seat]?.place(this.heroSpot(view, c.seat), Math.max(48, this.L.card * 0.45), ms);
      else if (c.type === 'pillarDestroyed') {
        const pile = view.board.piles.findIndex((p) => p.pillar.uid === c.uid);
        if (pile >= 0) await this.breakPillar(pile, ms * 2);
      }
    }
  }

  /** As on the table: the pillar rises over its pile, large, and crumbles; its stump goes back to the rim. */
  private async breakPillar(pile: number, ms: number): Promise<void> {
    const pillar = this.pillars[pile], L = this.L;
    const well = pilePoint(L.board, pile, 0.6);
    pillar.place(well.x, well.y, L.card * 1.6, 0);
    pillar.setDepth(3100);
    await pillar.crumble(ms);
    pillar.setDepth();
    const rim = pilePoint(L.board, pile, 0.93);
    pillar.place(rim.x, rim.y, Math.max(30, L.board.r * 0.17), (pile * 360) / 7);
  }
}
