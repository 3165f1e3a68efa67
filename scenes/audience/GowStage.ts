// God of War for an audience: the Scenario's two rows large (each card's shown face, the enemies'
// health, armor, stun and attacks), the heroes' pawns in front of and behind the bottom row, every
// hero's board (health, rage, the hand as a count: no hand is ever drawn), the Missions' pyramid, the
// enemy die, the revealed upgrades and who the table waits on. The table's own pieces
// (scenes/objects/gow/*) are reused as they are; the die rolls, a card shakes when hit and turns when
// it flips, a rune flares, a pawn walks and a won Mission rises as the events say.
import type Phaser from 'phaser';
import { contentSet, DEFAULT_CONTENT, type AnyEvent, type GowContent, type GowEvent, type GowView, type ZoneRef } from '../../src/engine';
import { t } from '../../src/i18n';
import type { Anchor } from '../presenter/anchors';
import { gowAudienceLayout, type GowAudienceLayout } from '../presenter/audience/gow-audience-layout';
import { heroName, missionName } from '../presenter/gow/gow-names';
import { EnemyDie } from '../objects/gow/EnemyDie';
import { FigurePawn } from '../objects/gow/FigurePawn';
import { HeroBoard } from '../objects/gow/HeroBoard';
import { MissionPyramid } from '../objects/gow/MissionPyramid';
import { RuneReveal } from '../objects/gow/RuneReveal';
import { ScenarioCard } from '../objects/gow/ScenarioCard';
import { UpgradeMarket } from '../objects/gow/UpgradeMarket';
import { cardData, heroBoardData, pyramidData, runesOf, type RuneInfo } from '../objects/gow/gowData';
import { localBoard, localCard, localPyramid, localSlot } from '../presenter/gow/gow-local';
import { text } from '../objects/ui';
import { shake } from '../objects/calm';
import type { AudienceStage, CardSpot } from './stage';

const ROWS = ['t', 'b'] as const;
const none = () => undefined;

export class GowStage implements AudienceStage {
  private L: GowAudienceLayout;
  private readonly content: GowContent;
  private readonly runes: RuneInfo[];
  private readonly cards = new Map<string, ScenarioCard>();
  private readonly pawns = new Map<string, FigurePawn>();
  private readonly boards: HeroBoard[];
  private readonly pyramid: MissionPyramid;
  private readonly die: EnemyDie;
  private readonly rune: RuneReveal;
  private readonly market: UpgradeMarket;
  private readonly title: Phaser.GameObjects.Text;
  private readonly sub: Phaser.GameObjects.Text;
  private readonly status: Phaser.GameObjects.Text;
  private scenarioKey = '';
  /** The view last drawn (a pawn placed during an action walks in from its column's spot). */
  private view: GowView;
  /** Bumped by every draw: a motion cut short (the wall clock, a newer action) stops there. */
  private motion = 0;

  constructor(private readonly scene: Phaser.Scene, view: GowView) {
    this.view = view;
    this.content = contentSet(view.content) ?? contentSet(DEFAULT_CONTENT)!;
    this.runes = runesOf(this.content);
    this.L = gowAudienceLayout(view.seats.length, view.scenario?.columns ?? 3);
    const L = this.L;
    this.pyramid = new MissionPyramid(scene).place(L.pyramid.x, L.pyramid.y, L.pyramid.w, L.pyramid.h);
    this.die = new EnemyDie(scene, this.content.die).place(L.die.x, L.die.y, L.die.w);
    this.market = new UpgradeMarket(scene, this.runes, none).place(L.market.x, L.market.y, L.market.w, L.market.h, L.marketCard);
    this.boards = view.seats.map((s, i) => { const b = new HeroBoard(scene, s.seat); const r = L.heroes[i]; if (r) b.place(r.x, r.y, r.w, r.h); return b; });
    this.rune = new RuneReveal(scene, this.runes).place(L.scenario.x + L.scenario.w / 2, L.scenario.y + L.scenario.h / 2, Math.min(L.scenario.w, L.scenario.h) * 0.6);
    this.rune.setDepth(800);
    this.title = text(scene, L.title.x, L.title.y, t('menu.mode.gow'), 44, { display: true, color: '#f0d58c' }).setDepth(20);
    this.sub = text(scene, L.title.x, L.title.y + 60, '', 34, { weight: '800', color: '#e6ecff' }).setDepth(20);
    this.status = text(scene, L.status.x, L.status.y, '', 30, { weight: '800', color: '#f7dc8c', wordWrap: { width: L.status.w } }).setDepth(20);
  }

  /** No hand is ever shown for God of War (the late reveal is not offered): an empty strip. */
  get revealArea() { return { x: this.L.status.x, y: this.L.status.y, w: 0, h: 0 }; }

  /** The cards are the stage's own pieces (Scenario cards, upgrades), none of the card pool's. */
  plan(): Map<number, CardSpot & { type: number }> { return new Map(); }

  anchor(_zone: ZoneRef): Anchor | null { return null; }

  draw(raw: unknown, _ms: number): Set<number> {
    const view = (this.view = raw as GowView);
    this.motion++;
    this.drawScenario(view);
    this.drawPawns(view);
    view.seats.forEach((s) => this.boards[s.seat]?.show(localBoard(heroBoardData(view, this.content, s.seat))));
    this.pyramid.show(localPyramid(pyramidData(view, this.content)));
    this.market.show({ revealed: view.revealed.map((c) => localCard(cardData(this.content, c.uid, c.card))), deck: view.upgradeDeck });
    const current = view.played[view.played.length - 1];
    const mission = current ? t(view.bosses.includes(current) ? 'gow.hud.boss' : 'gow.hud.mission', { name: missionName(current, undefined, view.content) }) : '';
    this.sub.setText([t('gow.hud.round', { n: view.round }), mission].filter(Boolean).join(' · '));
    // Kept above the captions: a long line is made smaller.
    this.status.setScale(1).setText(this.statusLine(view));
    if (this.status.height > this.L.status.h) this.status.setScale(this.L.status.h / this.status.height);
    return new Set();
  }

  private statusLine(view: GowView): string {
    if (view.result) return t(view.result.win ? 'gow.over.won' : 'gow.over.lost');
    const p = view.pending;
    if (!p) return '';
    const hero = heroName(view.seats[p.seat]?.hero ?? '', undefined, view.content);
    return t(`gow.status.${p.kind}.others`, { hero, ...(p.kind === 'defend' ? { power: p.power } : {}) });
  }

  private drawScenario(view: GowView): void {
    const scenario = view.scenario;
    const key = scenario ? `${scenario.id}:${scenario.columns}` : '';
    if (key !== this.scenarioKey) {
      for (const c of this.cards.values()) c.destroy();
      this.cards.clear();
      this.scenarioKey = key;
      if (scenario && scenario.columns !== this.L.cards[0].length) this.L = gowAudienceLayout(view.seats.length, scenario.columns);
      for (const slot of scenario?.slots ?? []) {
        const card = new ScenarioCard(this.scene, slot.at, this.runes, none);
        const r = this.L.cards[ROWS.indexOf(slot.at[0] as 't' | 'b')]?.[Number(slot.at[1])];
        if (r) card.place(r.x, r.y, r.w, r.h);
        card.setDepth(10);
        this.cards.set(slot.at, card);
      }
    }
    for (const slot of scenario?.slots ?? []) this.cards.get(slot.at)?.show(localSlot({ scenario, content: this.content.id }, slot));
  }

  /** Where a figure stands: its column's front or back space, beside the others standing there. */
  private spotOf(view: GowView, figure: string): { x: number; y: number } | null {
    const f = view.figures.find((x) => x.id === figure);
    if (!f || f.column === null || f.exhausted) return null;
    const space = this.L.pawns[f.column] ?? this.L.pawns[0];
    const box = f.back ? space.back : space.front;
    const here = view.figures.filter((x) => x.column === f.column && x.back === f.back && !x.exhausted);
    const k = here.findIndex((x) => x.id === figure), step = Math.min(this.L.pawn + 8, box.w / Math.max(1, here.length));
    return { x: box.x + box.w / 2 + (k - (here.length - 1) / 2) * step, y: box.y + box.h / 2 };
  }

  private drawPawns(view: GowView): void {
    const on = view.figures.filter((f) => f.column !== null && !f.exhausted);
    for (const [id, pawn] of this.pawns) if (!on.some((f) => f.id === id)) { pawn.destroy(); this.pawns.delete(id); }
    for (const f of on) {
      const spot = this.spotOf(view, f.id)!;
      this.pawnOf(f.id, spot).setPosition(spot.x, spot.y).show({ back: f.back, exhausted: f.exhausted, wards: f.wards, active: view.pending?.seat === f.seat && view.phase !== 'gameOver' });
    }
  }

  private pawnOf(figure: string, at: { x: number; y: number }): FigurePawn {
    let pawn = this.pawns.get(figure);
    if (!pawn) {
      pawn = new FigurePawn(this.scene, figure, none).setSizePx(this.L.pawn).setPosition(at.x, at.y).setDepth(30);
      this.pawns.set(figure, pawn);
    }
    return pawn;
  }

  async animate(events: readonly AnyEvent[], raw: unknown, ms: number): Promise<void> {
    const after = raw as GowView, motion = ++this.motion;
    for (const e of events as readonly GowEvent[]) {
      if (motion !== this.motion) return;
      switch (e.type) {
        case 'rolled': await this.die.roll(e.face, ms); break;
        case 'enemyHit': await this.cards.get(e.at)?.hit(e.damage); break;
        case 'flipped': { const to = after.scenario?.slots.find((s) => s.at === e.at); await this.cards.get(e.at)?.flip(to ? localSlot(after, to) : null, ms); break; }
        case 'revealed':
          for (const c of this.cards.values()) c.setIntent(e.rune);
          await this.rune.reveal(e.rune, ms * 1.6);
          break;
        case 'roundBegan': for (const c of this.cards.values()) c.setIntent(null); break;
        case 'placed': case 'moved': await this.walk(e.figure, after, ms * 0.7); break;
        case 'missionWon': await this.pyramid.rise(ms * 1.5); break;
        case 'heroHurt': case 'exhausted': shake(this.scene, Math.min(160, ms * 0.4), e.type === 'exhausted' ? 0.005 : 0.0025); break;
        default: break;
      }
    }
  }

  /** A pawn walks to where the view after the action has it (a pawn placed comes in from its column). */
  private async walk(figure: string, after: GowView, ms: number): Promise<void> {
    const to = this.spotOf(after, figure);
    if (!to) return;
    const f = after.figures.find((x) => x.id === figure)!;
    const pawn = this.pawnOf(figure, { x: to.x, y: to.y + this.L.pawn * 1.5 });
    pawn.show({ back: f.back, exhausted: false, wards: f.wards });
    await pawn.walkTo(to.x, to.y, ms);
  }
}
