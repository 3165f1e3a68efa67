// ?scene=gowart: God of War's table pieces on a real seeded game (seed 1, Kratos, Atreus, Freya, the pawns
// placed one per column), laid out by gowLayout at the window's size, to review their look and motion. On a
// loop: the die rolls and an enemy is hit, a card turns, a pawn walks, a rune flashes and the attacks it
// wakes glow, the pyramid's Mission rises. &demo=roll|flip|walk|rune|rise loops one of them only.
import Phaser from 'phaser';
import {
  cardById, contentSet, DEFAULT_CONTENT, type GowContent, type GowSlotView, type GowView,
} from '../src/engine';
import { GowSession } from '../src/session/gow-session';
import { ActionCard, type ActionCardState } from './objects/gow/ActionCard';
import { EnemyDie } from './objects/gow/EnemyDie';
import { FigurePawn } from './objects/gow/FigurePawn';
import { cardData, heroBoardData, pyramidData, runesOf } from './objects/gow/gowData';
import { GOW, OwnCanvas, RES, type RuneInfo } from './objects/gow/gowPaint';
import { HeroBoard } from './objects/gow/HeroBoard';
import { MissionPyramid } from './objects/gow/MissionPyramid';
import { RuneReveal } from './objects/gow/RuneReveal';
import { ScenarioCard } from './objects/gow/ScenarioCard';
import { StatusToken } from './objects/gow/StatusToken';
import { UpgradeMarket } from './objects/gow/UpgradeMarket';
import { Button, text } from './objects/ui';
import { gowLayout, type GowLayout } from './presenter/gow/gow-layout';

const HEROES = ['kratos', 'atreus', 'freya'];
const HAND_STATES: ActionCardState[] = ['selected', 'canJoin', 'canJoin', 'dimmed', 'normal', 'dimmed', 'normal'];

/** A seeded game past its placing: each pawn in its own column, as the rulebook advises a first game. */
function demoGame(): GowSession {
  const session = GowSession.start({ seed: 1, heroes: HEROES }, HEROES.map(() => ({ kind: 'human' as const })));
  for (let i = 0; i < 8; i++) {
    const seat = session.toAct;
    const view = session.view('audience');
    if (typeof seat !== 'number' || view.pending?.kind !== 'place') break;
    const options = session.legal(seat);
    const own = options.find((a) => a.type === 'place' && a.column === i % (view.scenario?.columns ?? 1) && !a.back) ?? options[0];
    if (!own) break;
    session.send(own);
  }
  return session;
}

/** The other face of a place, as the view would show it once turned (from the content set). */
function turnedFace(content: GowContent, view: GowView, slot: GowSlotView): GowSlotView {
  const def = content.scenarios.find((s) => s.id === view.scenario?.id)?.cards.find((c) => c.at === slot.at);
  const face = def ? (slot.face === 'front' ? def.back : def.front) : null;
  if (!face) return slot;
  const e = face.enemy;
  return {
    at: slot.at, face: slot.face === 'front' ? 'back' : 'front', title: face.title, ...(face.text ? { text: face.text } : {}),
    enemy: e ? { name: e.name, health: e.health, left: e.health, armor: e.armor ?? [], attacks: e.attacks } : null,
    stunned: false, dead: false, interaction: face.interaction !== undefined,
  };
}

export class GowArt extends Phaser.Scene {
  private content!: GowContent;
  private runes: RuneInfo[] = [];
  private session!: GowSession;
  private view!: GowView;
  private l!: GowLayout;
  private backdrop!: OwnCanvas;
  private backImage!: Phaser.GameObjects.Image;
  private cards = new Map<string, ScenarioCard>();
  private pawns = new Map<string, FigurePawn>();
  private boards: HeroBoard[] = [];
  private hand: ActionCard[] = [];
  private buttons: Button[] = [];
  private supply: StatusToken[] = [];
  private market!: UpgradeMarket;
  private pyramid!: MissionPyramid;
  private die!: EnemyDie;
  private reveal!: RuneReveal;
  private status!: Phaser.GameObjects.Text;
  private chronicle!: Phaser.GameObjects.Text;
  private lines: string[] = [];
  /** Demo-only positions of the pawns (column, back), moved by the walk. */
  private spots = new Map<string, { column: number; back: boolean }>();

  constructor() {
    super('GowArt');
  }

  create(): void {
    this.content = contentSet(DEFAULT_CONTENT)!;
    this.runes = runesOf(this.content);
    this.session = demoGame();
    this.view = this.session.view(0);
    this.cameras.main.setBackgroundColor(GOW.night);
    this.backdrop = new OwnCanvas(this);
    this.backImage = this.add.image(0, 0, '__DEFAULT').setOrigin(0).setDepth(-10);
    const say = (line: string) => this.say(line);
    const slots = this.view.scenario?.slots ?? [];
    // An interaction mark to review, on a card without an enemy when the Scenario has none of its own.
    const marked = slots.some((s) => s.interaction) ? null : slots.find((s) => !s.enemy && s.at.startsWith('t'));
    for (const slot of slots) {
      const shown = slot === marked ? { ...slot, interaction: true } : slot;
      this.cards.set(slot.at, new ScenarioCard(this, slot.at, this.runes, (at) => say(`tap: Scenario ${at}`)).show(shown));
    }
    for (const f of this.view.figures) {
      this.pawns.set(f.id, new FigurePawn(this, f.id, (id) => say(`tap: ${id}`)).setDepth(20));
      this.spots.set(f.id, { column: f.column ?? 0, back: f.back });
    }
    this.boards = this.view.seats.map((s) => new HeroBoard(this, s.seat, (seat) => say(`tap: hero board ${seat}`)));
    this.hand = Array.from({ length: 10 }, (_, i) => new ActionCard(this, this.runes, (uid) => say(`tap: hand card ${uid}`), `gow:hand:${i}`).setDepth(30));
    this.buttons = [['end', 'End turn', 'gold'], ['rage', 'Rage', 'force'], ['undo', 'Undo', 'ghost']].map(([id, caption, tone]) =>
      new Button(this, `gow:${id}`, caption, tone as 'gold', () => say(`tap: ${caption}`)));
    this.supply = (['stun', 'poison', 'crystal'] as const).map((k) => new StatusToken(this, k).setCount(10));
    this.market = new UpgradeMarket(this, this.runes, (uid) => say(`tap: upgrade ${uid}`));
    this.pyramid = new MissionPyramid(this);
    this.die = new EnemyDie(this, this.content.die);
    this.reveal = new RuneReveal(this, this.runes).setDepth(100);
    this.status = text(this, 0, 0, '', 18, { display: true, color: GOW.bone });
    this.chronicle = text(this, 0, 0, '', 13, { color: GOW.ice, lineSpacing: 2 });
    this.say('the table of the First Weave, seed 1');
    this.layout();
    this.scale.on(Phaser.Scale.Events.RESIZE, this.layout, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => { this.scale.off(Phaser.Scale.Events.RESIZE, this.layout, this); this.backdrop.destroy(); });
    void this.demo();
  }

  private layout(): void {
    const w = this.scale.width, h = this.scale.height;
    const columns = this.view.scenario?.columns ?? 3;
    const l = (this.l = gowLayout(w, h, this.view.seats.length, columns));
    this.paintBackdrop(w, h);
    for (const [at, card] of this.cards) {
      const rect = l.cards[at[0] === 't' ? 0 : 1][Number(at[1])];
      if (rect) card.place(rect.x, rect.y, rect.w, rect.h);
    }
    for (const [id, pawn] of this.pawns) {
      const f = this.view.figures.find((x) => x.id === id)!;
      pawn.setSizePx(l.pawn).show({ back: this.spots.get(id)!.back, exhausted: f.exhausted, wards: id === 'freya' ? 1 : f.wards, active: f.seat === this.view.active });
      const p = this.spotPoint(id);
      void pawn.walkTo(p.x, p.y, 0);
    }
    this.boards.forEach((b, seat) => {
      const data = heroBoardData(this.view, this.content, seat);
      // A little of everything to review: some rage, a ward, a Poison card in Atreus's discard.
      if (seat === 1) { data.figures[0].rage = data.figures[0].track; data.poison = 1; data.figures[0].damage = 5; }
      if (seat === 2) { data.figures[0].wards = 2; data.figures[0].rage = 2; data.stun = 1; data.figures[0].damage = 2; }
      b.place(l.heroes[seat].x, l.heroes[seat].y, l.heroes[seat].w, l.heroes[seat].h).show(data);
    });
    const own = this.view.seats[0].hand;
    const hand = Array.isArray(own) ? own : [];
    this.hand.forEach((c, i) => {
      const slot = l.handSlots[i];
      c.setVisible(i < hand.length + 1);
      // One face-down card after the hand: the back, to review.
      c.place(slot.x, slot.y, slot.w, slot.h).show(i < hand.length ? cardData(this.content, hand[i].uid, hand[i].card) : null);
      c.setCardState(HAND_STATES[i] ?? 'normal');
    });
    const bw = l.button.w, gap = (l.buttons.w - l.buttonCount * bw) / Math.max(1, l.buttonCount - 1);
    this.buttons.forEach((b, i) => b.place(l.buttons.x + i * (bw + gap), l.buttons.y, bw, l.button.h, Math.min(18, l.button.h * 0.36)));
    // The demo's market: three upgrade cards of the set (the game's own are hidden until revealed).
    const market = this.content.upgrades.slice(0, 3).map((u, i) => cardData(this.content, 1000 + i, u.card));
    this.market.place(l.market.x, l.market.y, l.market.w, l.market.h, l.marketCard).show({ revealed: market, deck: this.view.upgradeDeck - 3 });
    this.pyramid.place(l.pyramid.x, l.pyramid.y, l.pyramid.w, l.pyramid.h).show(pyramidData(this.view, this.content));
    this.die.place(l.die.x, l.die.y, l.die.w);
    const s = l.scenario;
    this.reveal.place(s.x + s.w / 2, s.y + s.h / 2 - s.h * 0.08, Math.min(s.w, s.h) * 0.55);
    const badge = Math.min(28, l.status.h - 4);
    this.supply.forEach((t, i) => t.place(l.status.x + l.status.w - (3 - i) * (badge * 1.9 + 6), l.status.y + l.status.h / 2, badge));
    this.status.setPosition(l.status.x + 4, l.status.y + l.status.h / 2).setOrigin(0, 0.5).setFontSize(Math.min(20, l.status.h * 0.55));
    this.status.setText(`Round ${Math.max(1, this.view.round)} · ${this.heroName(this.view.active)} acts`);
    this.chronicle.setPosition(l.chronicle.x + 6, l.chronicle.y + 4).setWordWrapWidth(l.chronicle.w - 12);
    this.showChronicle();
  }

  /** A dusk sky over cold slate with a far ridge, painted once per window size (no per-frame shader). */
  private paintBackdrop(w: number, h: number): void {
    this.backImage.setTexture(this.backdrop.paint(w, h, (ctx) => {
      const g = ctx.createLinearGradient(0, 0, 0, h);
      g.addColorStop(0, '#1b2a3a');
      g.addColorStop(0.45, '#0f1822');
      g.addColorStop(1, '#070b10');
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = 'rgba(159,211,238,0.05)';
      ctx.beginPath();
      ctx.moveTo(0, h * 0.3);
      for (let x = 0; x <= w; x += w / 12) ctx.lineTo(x, h * (0.22 + 0.08 * Math.abs(Math.sin(x * 0.013 + 1.3))));
      ctx.lineTo(w, h);
      ctx.lineTo(0, h);
      ctx.fill();
    })).setScale(1 / RES);
  }

  private spotPoint(id: string): { x: number; y: number } {
    const spot = this.spots.get(id)!;
    const col = this.l.pawns[spot.column] ?? this.l.pawns[0];
    const r = spot.back ? col.back : col.front;
    return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
  }

  private heroName(seat: number): string {
    return this.content.heroes.find((x) => x.id === this.view.seats[seat]?.hero)?.name ?? '';
  }

  private say(line: string): void {
    this.lines = [line, ...this.lines].slice(0, 3);
    this.showChronicle();
  }

  private showChronicle(): void {
    if (!this.l) return;
    const n = Math.max(1, Math.floor((this.l.chronicle.h - 4) / 18));
    this.chronicle.setText(this.lines.slice(0, n).join('\n'));
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => this.time.delayedCall(ms, resolve));
  }

  /** The loop of demonstrations; ?demo=roll|flip|walk|rune|rise plays only that one. */
  private async demo(): Promise<void> {
    const only = new URLSearchParams(window.location.search).get('demo');
    const slots = this.view.scenario?.slots ?? [];
    const fighter = slots.find((s) => s.at.startsWith('b') && s.enemy) ?? slots[0];
    const turner = slots.find((s) => s.at.startsWith('t') && s.enemy) ?? slots[0];
    const steps: Record<string, () => Promise<void>> = {
      roll: async () => {
        this.say('Kratos attacks for 4: the die blocks…');
        const face = this.content.die[5];
        await this.die.roll(face);
        this.say(`…${face}: ${4 - face} damage to ${fighter.enemy?.name ?? fighter.title}`);
        const card = this.cards.get(fighter.at)!;
        await card.hit(4 - face);
        const enemy = fighter.enemy && { ...fighter.enemy, left: Math.max(0, fighter.enemy.left - (4 - face)) };
        card.show({ ...fighter, enemy, stunned: true });
        await this.wait(1200);
        card.show(fighter);
      },
      flip: async () => {
        const card = this.cards.get(turner.at)!;
        this.say(`${turner.title} turns`);
        await card.flip(turnedFace(this.content, this.view, turner));
        await this.wait(1400);
        this.say('an unknown face: a carved stone');
        await card.flip(null);
        await this.wait(900);
        card.show({ ...turner, dead: true });
        this.say(`${turner.enemy?.name ?? turner.title} is defeated`);
        await this.wait(1100);
        await card.flip(turner);
      },
      walk: async () => {
        const spot = this.spots.get('atreus')!;
        const from = { ...spot };
        const columns = this.l.pawns.length;
        spot.column = (spot.column + 1) % columns;
        spot.back = [...this.spots.entries()].some(([id, s]) => id !== 'atreus' && s.column === spot.column);
        this.say(`Atreus moves to column ${spot.column + 1}${spot.back ? ', behind his ally' : ''}`);
        const pawn = this.pawns.get('atreus')!;
        pawn.show({ back: spot.back, exhausted: false, wards: 0 });
        const p = this.spotPoint('atreus');
        await pawn.walkTo(p.x, p.y, 700);
        await this.wait(800);
        this.spots.set('atreus', from);
        pawn.show({ back: from.back, exhausted: false, wards: 0 });
        const q = this.spotPoint('atreus');
        await pawn.walkTo(q.x, q.y, 700);
      },
      rune: async () => {
        const rune = cardById(this.content, this.content.upgrades[0].card).rune ?? this.runes[0].id;
        this.say(`a ${rune} rune is revealed: its attacks wake`);
        for (const c of this.cards.values()) c.setIntent(rune);
        await this.reveal.reveal(rune);
        await this.wait(1600);
        for (const c of this.cards.values()) c.setIntent(null);
      },
      rise: async () => {
        this.say('the Mission is won: the pyramid rises');
        await this.pyramid.rise();
        const next = pyramidData(this.view, this.content);
        next.rows[0][0] = { ...next.rows[0][0], current: false, played: true };
        if (next.rows[1][0]) next.rows[1][0] = { ...next.rows[1][0], current: true };
        this.pyramid.show(next);
        await this.wait(1500);
        this.pyramid.show(pyramidData(this.view, this.content));
      },
    };
    await this.wait(700);
    while (this.sys.isActive()) {
      for (const [name, step] of Object.entries(steps)) {
        if (only && only !== name) continue;
        await step();
        if (!this.sys.isActive()) return;
        await this.wait(500);
      }
      // Always a pause per lap: with no step chosen (&demo=none) the loop must still yield.
      await this.wait(600);
    }
  }
}
