// The audience window (?audience=1, issue 15): broadcast graphics of the game played in another window
// of this browser, for a stream to capture. It draws only what the audience may see: the engine's
// audience view and the events redacted for the audience, received over the channel (src/stream), and
// animates the events as the table does (cards flying between places, the clock's flames, the flood
// pawn, the water, a pillar falling; God of War's die, blows and turning cards). The captions tell the
// log along the bottom. Between games, or while the game's window reloads, a card says what the window
// waits for. Another mode or number of players restarts the scene, which then draws the latest game
// received. Each mode's messages are read through its entry (scene-modes.ts): its stage, the seats it
// draws, their heroes and its captions.
import Phaser from 'phaser';
import type { CoopView, GameEvent, GameView, GowView } from '../src/engine';
import { t } from '../src/i18n';
import type { AudienceFollower, AudiencePageOptions, AudienceStatus, FollowerUpdate, GameMessage, RevealMessage } from '../src/stream';
import { AUDIENCE_W, CAPTIONS } from './presenter/audience/audience-layout';
import { AudienceLog } from './presenter/audience/audience-log';
import { CardPool } from './objects/CardPool';
import { flyCard } from './objects/flight';
import { GestureHub } from './objects/gestures';
import { SkyBackground } from './objects/SkyBackground';
import { text } from './objects/ui';
import { AudienceSettings } from './audience/AudienceSettings';
import { Captions } from './audience/Captions';
import type { AudienceStage } from './audience/stage';
import { sceneMode } from './scene-modes';

/** How long a card flies, a clock flame dies, the flood pawn crosses a side (ms). */
const MOTION_MS = 480;
/** The longest one action's motion may take, by the wall clock (ms). */
const MAX_MOTION_MS = 1500;
/** How long a banner stays at most, by the wall clock (its tween: 220 + 900 + 220 ms). */
const BANNER_MS = 1500;
/** The board's own motions, each given its time (CoopStage.animate, GowStage.animate). */
const BOARD_STEPS: readonly string[] = ['floodMoved', 'waterChanged', 'pillarDestroyed', 'heroMoved', 'rolled', 'flipped', 'revealed', 'missionWon'];
/** The colour behind the waiting card, between games: the night sky's. */
const WAITING_COLOUR = '#060b1e';
/** At most this many cards fly for one action; the rest glide to their places. */
const MAX_FLIGHTS = 8;

/** A view drawn: any mode's audience view. */
type ShownView = GameView | CoopView | GowView;

const keyOf = (g: GameMessage) => `${g.mode}:${sceneMode(g.mode).stage.size(g.view)}`;

export class Audience extends Phaser.Scene {
  private follower!: AudienceFollower;
  private options!: AudiencePageOptions;
  private log!: AudienceLog;
  private pool!: CardPool;
  private stage: AudienceStage | null = null;
  private stageKey = '';
  private captions!: Captions;
  private banner!: Phaser.GameObjects.Text;
  private cardTitle!: Phaser.GameObjects.Text;
  private cardLine!: Phaser.GameObjects.Text;
  private cardPlate!: Phaser.GameObjects.Graphics;
  private revealLabel!: Phaser.GameObjects.Text;
  private queue: GameMessage[] = [];
  private busy = false;
  /** Ends the wait for the motion playing now (a newer action has come). */
  private cutMotion: (() => void) | null = null;
  /** For each action shown (its caption up, its motion begun), how long after the game's page
   *  accepted it (ms, by the wall clock). */
  readonly lags: number[] = [];
  /** The reveal shown, and the view and actions drawn (the test hook reads them). */
  revealShown: RevealMessage | null = null;
  shownView: ShownView | null = null;
  shownActions: number | null = null;
  private generation = 0;
  /** Bumped by every drawing of the view: a flight from before it is not started, and the cards still
   *  flying (uid → run) are put down for good (issue 25). */
  private run = 0;
  private readonly flying = new Map<number, number>();
  private bannerTimer: ReturnType<typeof setTimeout> | null = null;
  /** The motion playing: an action's, or Poseidon's phase; null when still. */
  showing: 'motion' | 'poseidon' | null = null;
  /** Every message drawn and every motion done. */
  get idle(): boolean { return !this.busy && this.queue.length === 0; }
  get captionLines(): string[] { return this.captions?.shown ?? []; }
  /** The large line across the middle (a turn, Poseidon's phase), or null when none shows. */
  get bannerShown(): string | null { return this.banner?.visible ? this.banner.text : null; }
  /** The cards drawn now (the test hook's cards()). */
  cardsShown(): ReturnType<CardPool['drawn']> { return this.pool?.drawn() ?? []; }

  constructor() {
    super('Audience');
  }

  create(): void {
    // A restart (another game, the game's page gone) leaves the previous scene's awaits behind: they
    // see the generation changed and stop.
    this.generation++;
    this.follower = this.registry.get('follower') as AudienceFollower;
    this.options = this.registry.get('audience') as AudiencePageOptions;
    this.log = (this.registry.get('audienceLog') as AudienceLog | undefined) ?? new AudienceLog();
    this.registry.set('audienceLog', this.log);
    this.queue = [];
    this.busy = false;
    this.showing = null;
    this.stage = null;
    this.shownView = null;
    const game = this.follower.game;
    this.background(game);
    this.pool = new CardPool(this, new GestureHub(this), { tap: () => undefined, longPress: () => undefined, dragStart: () => false, drag: () => undefined, drop: () => undefined });
    this.captions = new Captions(this, CAPTIONS);
    this.banner = text(this, AUDIENCE_W / 2, 470, '', 72, { display: true, color: '#f7dc8c', stroke: '#050a1e', strokeThickness: 10 }).setOrigin(0.5).setDepth(2000).setVisible(false);
    this.cardPlate = this.add.graphics().setDepth(1500);
    this.cardTitle = text(this, AUDIENCE_W / 2, 440, '', 64, { display: true, color: '#f0d58c', align: 'center' }).setOrigin(0.5).setDepth(1501);
    this.cardLine = text(this, AUDIENCE_W / 2, 540, '', 34, { weight: '700', color: '#dfe6ff', align: 'center', wordWrap: { width: 1300 } }).setOrigin(0.5, 0).setDepth(1501);
    this.revealLabel = text(this, 0, 0, '', 28, { weight: '800', color: '#bfe6ff' }).setDepth(20).setVisible(false);
    new AudienceSettings(this, this.options);
    const off = this.follower.onUpdate((u) => this.heard(u));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, off);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => { if (this.bannerTimer) clearTimeout(this.bannerTimer); this.bannerTimer = null; this.flying.clear(); });
    if (game) this.build(game);
    else this.showCard(this.follower.status);
  }

  override update(time: number, delta: number): void {
    this.stage?.update?.(time, delta);
  }

  /** The mode's colour (the night sky, the deep sea); a key colour or nothing for an overlay. */
  private background(game: GameMessage | null): void {
    const bg = this.options.background;
    const cam = this.cameras.main;
    if (bg === 'green') cam.setBackgroundColor('#00b140');
    else if (bg === 'transparent') cam.setBackgroundColor('rgba(0,0,0,0)');
    else cam.setBackgroundColor(game ? sceneMode(game.mode).stage.colour : WAITING_COLOUR);
  }

  private build(game: GameMessage): void {
    const drawn = sceneMode(game.mode).stage;
    const sky = this.options.background === 'sky' && drawn.sky ? new SkyBackground(this) : null;
    if (!sky && this.options.background === 'sky') this.cameras.main.setBackgroundColor(drawn.colour);
    this.stage = drawn.create(this, this.pool, game, sky);
    this.stageKey = keyOf(game);
    this.showCard(null);
    this.play(game, true);
  }

  private heard(u: FollowerUpdate): void {
    if (u.kind === 'reveal') return this.showReveal(u.reveal);
    if (u.kind === 'status') {
      // Between games (or while the game's page reloads) the window shows its card alone.
      if (this.stage && u.status !== 'live') return void this.scene.restart();
      return this.showCard(u.status);
    }
    if (!this.stage || keyOf(u.game) !== this.stageKey) return void this.scene.restart();
    this.queue.push(u.game);
    // Behind the game: the motion playing now stops where it is (the ones waiting are drawn at once).
    if (this.busy) { this.hurry(true); this.cutMotion?.(); }
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const generation = this.generation;
    try {
      while (this.queue.length && this.sys.isActive() && generation === this.generation) {
        const next = this.queue.shift()!;
        if (keyOf(next) !== this.stageKey) { this.scene.restart(); return; }
        // Behind: the actions waiting are drawn at once, without their motion.
        await this.play(next, this.queue.length > 0);
      }
    } finally {
      if (generation === this.generation) {
        this.busy = false;
        this.hurry(false);
      }
    }
  }

  private hurry(on: boolean): void {
    this.tweens.timeScale = on ? 6 : 1;
    this.time.timeScale = on ? 6 : 1;
  }

  private async play(g: GameMessage, quick: boolean): Promise<void> {
    const stage = this.stage, generation = this.generation;
    if (!stage) return;
    const mode = sceneMode(g.mode);
    const view = g.view as unknown as ShownView;
    const heroes = mode.stage.heroes(g.view);
    const events = g.events as unknown as GameEvent[];
    if (g.fresh || g.actions < (this.shownActions ?? -1)) {
      if (g.actions < (this.shownActions ?? -1) || this.log.lines.length === 0) this.log.reset(mode.audience.firstLine(view));
      mode.stage.captions(this.log, g.view, null);
      this.render(view, 0);
      this.shown(g, view, heroes, false);
      return;
    }
    mode.stage.captions(this.log, g.view, g.events);
    // The action is shown from here on: its caption at once, while its motion plays.
    this.shown(g, view, heroes, !quick);
    if (!quick) {
      this.announce(events, heroes, mode.audience);
      // Poseidon's phase comes as one action (the last hero's end of turn) and plays crossing by crossing.
      this.showing = events.some((e) => (e as { type: string; phase?: string }).type === 'phaseStarted' && (e as { phase?: string }).phase === 'poseidon') ? 'poseidon' : 'motion';
      const motion = Promise.all([stage.animate(events, view, MOTION_MS), this.fly(events, stage.plan(view))]);
      // The window never falls behind the game: motion that runs long (a slow machine drawing few
      // frames) is cut short by the wall clock (a board's step more for each crossing, the water, a
      // pillar, a hero's walk), or by a newer action, and the cards are put in place.
      const steps = events.filter((e) => BOARD_STEPS.includes(e.type)).length;
      await Promise.race([motion, new Promise<void>((resolve) => { setTimeout(resolve, MAX_MOTION_MS + steps * MOTION_MS * 1.5); this.cutMotion = resolve; })]);
      if (generation !== this.generation) return;
      this.cutMotion = null;
      this.showing = null;
    }
    this.render(view, quick ? 0 : 260);
  }

  /** The view, its count of actions and the captions the window shows now; how late it is. */
  private shown(g: GameMessage, view: ShownView, heroes: string[], animate: boolean): void {
    this.shownView = view;
    this.shownActions = g.actions;
    if (!g.fresh && g.at !== undefined) this.lags.push(Math.max(0, Date.now() - g.at));
    if (this.lags.length > 200) this.lags.shift();
    this.captions.show(this.log.lines, heroes, animate);
  }

  /** Cards the audience saw move fly from where they were to where they go (a panel: then fade). */
  private async fly(events: readonly GameEvent[], plan: ReturnType<AudienceStage['plan']>): Promise<void> {
    const stage = this.stage!, generation = this.generation, run = this.run;
    const flights: Promise<void>[] = [];
    for (const e of events) {
      if (e.type !== 'cardMoved' || e.uid < 0 || e.card < 0) continue;
      if (flights.length >= MAX_FLIGHTS) break;
      const spot = plan.get(e.uid);
      const v = this.pool.get(e.uid);
      const from = v ? { x: v.x, y: v.y, w: Math.min(v.cardWidth, v.cardHeight) * v.scaleY } : stage.anchor(e.from);
      const to = spot ? { x: spot.x, y: spot.y, w: spot.box } : stage.anchor(e.to);
      if (!from || !to || Math.hypot(from.x - to.x, from.y - to.y) < 4) continue;
      const flight = { uid: e.uid, card: e.card, from, to, faceFrom: true, faceTo: true, stays: !!spot, trail: '#ffd66b' };
      // One after another, 90 ms apart by the wall clock (a slow machine's frames would stretch it).
      const after = flights.length * 90;
      flights.push(new Promise<void>((resolve) => {
        setTimeout(() => {
          if (!this.sys.isActive() || generation !== this.generation || run !== this.run) return resolve();
          this.flying.set(e.uid, run);
          void flyCard(this, this.pool, flight, MOTION_MS).then(() => { if (this.flying.get(e.uid) === run) this.flying.delete(e.uid); resolve(); });
        }, after);
      }));
    }
    await Promise.all(flights);
  }

  private render(view: ShownView, ms: number): void {
    const stage = this.stage!;
    // A motion cut short (the wall clock, a newer action): a card still flying would land after this
    // drawing and, flying to a place that shows no card one by one (the Main Breadwinner), fade out and
    // take its view along: Poseidon's hand column went empty. It is put down here, drawn anew below.
    this.run++;
    for (const uid of this.flying.keys()) this.pool.discard(uid);
    this.flying.clear();
    const plan = stage.plan(view);
    const keep = stage.draw(view, ms);
    for (const [uid, s] of plan) {
      keep.add(uid);
      this.pool.place(uid, s.type, { x: s.x, y: s.y, box: s.box, depth: s.depth, faceUp: true, role: s.role, ms, glance: true });
    }
    this.placeReveal(keep, plan);
    this.pool.sweep(keep);
    for (const mk of (view as Partial<GameView>).markers ?? []) this.pool.get(mk.uid)?.setMarkers({ wound: mk.wound, freeze: mk.freeze as 0 | 1 | 2, vp: [...mk.vp] });
    this.shownView = view;
  }

  /** A turn beginning, Poseidon's phase: a large line across the middle for a moment. */
  private announce(events: readonly GameEvent[], heroes: readonly string[], { turnBanner, bannerY }: { turnBanner: boolean; bannerY: number }): void {
    let line: string | null = null;
    for (const e of events) {
      const c = e as { type: string; seat?: number; turn?: number; phase?: string };
      if (c.type === 'turnStarted' && c.seat !== undefined && turnBanner) line = `${t('aud.turn', { turn: c.turn ?? 0 })} · ${t(`hero.${heroes[c.seat] ?? ''}`)}`;
      if (c.type === 'heroTurn' && c.seat !== undefined) line = t('aud.plays', { hero: t(`hero.${heroes[c.seat] ?? ''}`) });
      if (c.type === 'phaseStarted' && c.phase === 'poseidon') line = t('aud.poseidon');
      if (c.type === 'gameOver' || c.type === 'coopOver') line = t('aud.over');
    }
    if (!line) return;
    this.tweens.killTweensOf(this.banner);
    // Over the open middle of the mode's drawing.
    this.banner.setText(line).setY(bannerY).setVisible(true).setAlpha(0).setScale(0.9);
    this.tweens.add({ targets: this.banner, alpha: 1, scale: 1, duration: 220, yoyo: true, hold: 900, onComplete: () => this.banner.setVisible(false) });
    // Its end by the wall clock too: on a machine drawing few frames the tween crawls, and "Poseidon
    // plays" stayed up long after his phase (issue 25).
    if (this.bannerTimer) clearTimeout(this.bannerTimer);
    this.bannerTimer = setTimeout(() => { this.tweens.killTweensOf(this.banner); this.banner.setVisible(false); }, BANNER_MS);
  }

  private showCard(status: AudienceStatus | null): void {
    const on = status !== null && status !== 'live';
    this.cardPlate.clear().setVisible(on);
    this.cardTitle.setVisible(on);
    this.cardLine.setVisible(on);
    if (!on) return;
    this.cardPlate.fillStyle(0x070d26, 0.9).fillRoundedRect(260, 330, AUDIENCE_W - 520, 330, 28)
      .lineStyle(3, 0xc9a85a, 1).strokeRoundedRect(260, 330, AUDIENCE_W - 520, 330, 28);
    // Not opened from a game's page (unpaired): the card says how to open it.
    this.cardTitle.setText(t(`aud.${status}.title`));
    this.cardLine.setText(t(`aud.${status}.line`));
  }

  private showReveal(reveal: RevealMessage): void {
    this.revealShown = reveal;
    if (this.shownView) this.render(this.shownView, 0);
  }

  /** The hand revealed late, in its strip (cards also drawn elsewhere stay where the view has them). */
  private placeReveal(keep: Set<number>, plan: ReturnType<AudienceStage['plan']>): void {
    const r = this.revealShown, area = this.stage?.revealArea, game = this.follower.game;
    this.revealLabel.setVisible(!!r && !!area);
    if (!r || !area || !game) return;
    const hero = sceneMode(game.mode).stage.heroes(game.view)[r.seat] ?? '';
    this.revealLabel.setText(t('aud.revealed', { hero: t(`hero.${hero}`), turn: r.turn })).setPosition(area.x, area.y);
    const box = Math.min(110, (area.h - 44) * (63 / 88));
    r.cards.forEach((c, i) => {
      if (plan.has(c.uid)) return;
      keep.add(c.uid);
      this.pool.place(c.uid, c.type, { x: area.x + box / 2 + i * (box + 12), y: area.y + 40 + box / (63 / 88) / 2, box, depth: 100 + i, faceUp: true, role: 'pile', ms: 0, glance: true });
    });
  }
}

