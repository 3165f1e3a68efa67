// ?scene=coopart: the cooperative board's procedural pieces laid out for the window, to review their
// look and motion: the marble board with its caustics, the water column, the pillars, the heroes' and
// the flood's pawns. On a loop: the flood pawn glides three sides, the water rises by one and falls back,
// a pillar cracks and crumbles, the water swells, a hero walks to another pile. &demo=glide|water|crumble|
// swell|walk loops one of them only (none: still); &level=7 starts the water there (the danger mark).
import Phaser from 'phaser';
import { CARD_TYPES, cardType } from '../src/cards';
import { CardView } from './objects/CardView';
import { FloodPawn } from './objects/coop/FloodPawn';
import { HeroPawn } from './objects/coop/HeroPawn';
import { MarbleBoard } from './objects/coop/MarbleBoard';
import { PillarView, type PillarStatus } from './objects/coop/PillarView';
import { WaterColumn } from './objects/coop/WaterColumn';
import { text } from './objects/ui';
import { intervalPoint, pathFrom, pilePoint, pileRotation, SIDES, type Heptagon } from './presenter/coop/heptagon';

const HEROES = ['Seiya', 'Shiryu', 'Hyoga', 'Shun', 'Ikki'];
const START = 0;
const TOP = 8;
const FACE_UP = [30, 18, 16];

export class CoopArt extends Phaser.Scene {
  private board!: MarbleBoard;
  private water!: WaterColumn;
  private flood!: FloodPawn;
  private pillars: PillarView[] = [];
  private heroes: HeroPawn[] = [];
  private cards: Phaser.GameObjects.GameObject[] = [];
  private caption!: Phaser.GameObjects.Text;
  private h: Heptagon = { cx: 0, cy: 0, r: 100 };
  private heroAt = [0, 2, 3, 5, 6];
  private pawnAt = START;
  private level = 3;
  private statuses: PillarStatus[] = ['hidden', 'revealed', 'hidden', 'destroyed', 'revealed', 'hidden', 'hidden'];

  constructor() {
    super('CoopArt');
  }

  create(): void {
    // ?level=7: start the water there (to see the danger mark throb).
    const asked = new URLSearchParams(window.location.search).get('level');
    if (asked && Number.isInteger(Number(asked)) && Number(asked) >= 0 && Number(asked) < TOP) this.level = Number(asked);
    // As on the cooperative board: a plain deep-sea clear colour (a full-screen image costs a lot in software WebGL).
    this.cameras.main.setBackgroundColor('#031526');
    this.board = new MarbleBoard(this);
    this.water = new WaterColumn(this);
    this.flood = new FloodPawn(this);
    this.pillars = Array.from({ length: SIDES }, () => new PillarView(this));
    this.heroes = HEROES.map((label, seat) => new HeroPawn(this, seat, label, () => this.say(`tap: hero ${seat}`)));
    this.caption = text(this, 16, 12, '', 18, { display: true, color: '#f0d58c' }).setDepth(900);
    this.layout();
    this.scale.on(Phaser.Scale.Events.RESIZE, this.layout, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.scale.off(Phaser.Scale.Events.RESIZE, this.layout, this));
    void this.demo();
  }

  override update(time: number, delta: number): void {
    this.board.update(time, delta);
    this.water.update(time, delta);
  }

  private layout(): void {
    const w = this.scale.width, h = this.scale.height;
    const colW = Math.round(Math.max(56, Math.min(84, w * 0.06)));
    const r = Math.min((h - 90) / (1.9 * 1.06), (w - colW - 60) / (2 * 1.1));
    const left = Math.max(15, (w - colW - 20 - 2.2 * r) / 2);
    this.h = { cx: left + 1.1 * r, cy: 50 + r * 1.02, r };
    this.board.layout(this.h, START);
    this.water.layout({ x: this.h.cx + r * 1.1 + 15, y: this.h.cy - r * 0.95, w: colW, h: r * 1.85 });
    void this.water.setLevel(this.level, TOP, 0);
    this.flood.place(intervalPoint(this.h, this.pawnAt), Math.max(44, r * 0.15));
    this.pillars.forEach((p, i) => {
      const at = pilePoint(this.h, i, 0.93);
      p.place(at.x, at.y, r * 0.17, pileRotation(i));
      p.setStatus(this.statuses[i]);
    });
    this.heroes.forEach((hero, seat) => void hero.place(this.heroSpot(seat), Math.max(44, r * 0.13), 0));
    this.heroes[0].setActive(true);
    this.heroes[2].setHighlight(true);
    for (const c of this.cards) c.destroy();
    this.cards = [];
    const short = Math.round(r * 0.3);
    for (const pile of [0, 1, 4, 5]) {
      const at = pilePoint(this.h, pile, 0.6);
      const id = FACE_UP[pile % FACE_UP.length];
      if (pile < 2 && CARD_TYPES.has(id)) this.cards.push(this.add.existing(new CardView(this, at.x, at.y, cardType(id), short)).setDepth(10));
      else this.cards.push(this.add.image(at.x, at.y, 'pileback:120x168').setDisplaySize(short, short / (63 / 88)).setDepth(10));
    }
  }

  private heroSpot(seat: number) {
    const pile = this.heroAt[seat];
    const twins = this.heroAt.filter((p) => p === pile);
    const k = twins.length > 1 ? this.heroAt.slice(0, seat).filter((p) => p === pile).length - (twins.length - 1) / 2 : 0;
    const base = pilePoint(this.h, pile, 0.24);
    const a = ((pile * 360) / SIDES) * (Math.PI / 180);
    return { x: base.x + Math.cos(a) * k * this.h.r * 0.15, y: base.y + Math.sin(a) * k * this.h.r * 0.15 };
  }

  private say(line: string): void {
    this.caption.setText(`Poseidon's temple — ${line}`);
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => this.time.delayedCall(ms, resolve));
  }

  /** The loop of demonstrations; ?demo=glide|water|crumble|swell|walk plays only that one. */
  private async demo(): Promise<void> {
    const only = new URLSearchParams(window.location.search).get('demo');
    let pillar = 1;
    let seat = 0;
    const steps: Record<string, () => Promise<void>> = {
      glide: async () => {
        this.say('the flood pawn glides three sides');
        this.flood.setHighlight(true);
        await this.flood.glide(pathFrom(this.h, this.pawnAt, 3), 750);
        this.pawnAt = (this.pawnAt + 3) % SIDES;
        this.flood.setHighlight(false);
      },
      water: async () => {
        this.say('the water rises by one');
        await this.water.setLevel(++this.level, TOP, 1100);
        await this.wait(500);
        this.say('and falls back');
        await this.water.setLevel(--this.level, TOP, 1100);
      },
      crumble: async () => {
        this.say(`pillar ${pillar + 1} crumbles`);
        this.pillars[pillar].setStatus('revealed');
        await this.wait(700);
        await this.pillars[pillar].crumble(1800);
        await this.wait(500);
        this.pillars[pillar].setStatus(this.statuses[pillar]);
        pillar = (pillar + 2) % SIDES;
      },
      swell: async () => {
        this.say('the water swells');
        await this.water.swell(1400);
      },
      walk: async () => {
        this.say('a hero walks to another pile');
        this.heroes[seat].setActive(false);
        seat = (seat + 1) % HEROES.length;
        this.heroes[seat].setActive(true);
        this.heroAt[seat] = (this.heroAt[seat] + 1) % SIDES;
        await Promise.all(this.heroes.map((hero, s) => hero.place(this.heroSpot(s), Math.max(44, this.h.r * 0.13), 700)));
      },
    };
    await this.wait(600);
    while (this.sys.isActive()) {
      for (const [name, step] of Object.entries(steps)) {
        if (only && only !== name) continue;
        await step();
        if (!this.sys.isActive()) return;
      }
      await this.wait(600);
    }
  }
}
