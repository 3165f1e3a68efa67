// The cooperative board: Poseidon's undersea temple seen from above. The seven piles on the marble
// heptagon with their pillars, the heroes' pawns and the flood pawn, the Main Breadwinner's water
// column, Poseidon's hand and marks, the Epic, the heroes' panels, the viewer's hand and the card the
// hero in turn faces with its totals and acquire buttons (FocusPanel). It draws the CoopController's model and
// forwards taps; motion comes from the CoopRunner; the chrome (header, log, zoom, banners, the
// hand-off curtain) is CoopChrome's.
import { DeckViewer } from './DeckViewer';
import { dailyTag } from './presenter/daily-text';
import Phaser from 'phaser';
import type { Uid } from '../src/engine';
import { getLang, nextLang, t } from '../src/i18n';
import type { UrlOptions } from '../src/app/url-options';
import type { CoopController } from './presenter/CoopController';
import { tableOf, type TableApp } from './presenter/table-control';
import { CoopRunner, type CoopStage } from './CoopRunner';
import { coopLayout, heroSpotAt, pileCardAt, pillarAt, type CoopLayout } from './presenter/coop/coop-layout';
import type { CoopModel } from './presenter/coop/coop-model';
import { intervalAt, intervalPoint, pilePoint, type Point } from './presenter/coop/heptagon';
import { coopStatus } from './presenter/coop/coop-status';
import { SPEED_FACTOR } from './presenter/speed';
import { drawHand } from './objects/coop/coopHand';
import { CoopActions } from './objects/coop/CoopActions';
import { unregisterPrefix } from './presenter/targets';
import { cardTypeShown, zoomActions } from './presenter/zoom-actions';
import { CardPool, type CardDrawn, type Role } from './objects/CardPool';
import { ChooserPanel } from './objects/ChooserPanel';
import { CoopChrome } from './objects/coop/CoopChrome';
import { PileMarks } from './objects/coop/PileMarks';
import { FloodPawn } from './objects/coop/FloodPawn';
import { HeroPawn } from './objects/coop/HeroPawn';
import { MarbleBoard } from './objects/coop/MarbleBoard';
import { PillarView } from './objects/coop/PillarView';
import { PoseidonCorner } from './objects/coop/PoseidonCorner';
import { HeroPanels } from './objects/coop/HeroPanels';
import { WaterColumn } from './objects/coop/WaterColumn';
import { GestureHub } from './objects/gestures';
import { glowTexture } from './objects/icons';
import { PowerSaver } from './objects/PowerSaver';
import { FocusPanel } from './objects/coop/FocusPanel';
import { fitStatus } from './objects/status-fit';
import { text } from './objects/ui';
import { undoAtTable, undoLit, undoShown } from './undo-action';
import { isUndoKey } from './presenter/keys';
import { coopAssist } from './objects/table-assist';
import { previewLines } from './presenter/coop/coop-preview';

export class CoopBoard extends Phaser.Scene implements CoopStage {
  private app!: TableApp;
  ctl!: CoopController;
  L!: CoopLayout;
  pool!: CardPool;
  flood!: FloodPawn;
  water!: WaterColumn;
  pillars: PillarView[] = [];
  heroPawns: HeroPawn[] = [];
  private marble!: MarbleBoard;
  private marks!: PileMarks;
  private corner!: PoseidonCorner;
  private panels!: HeroPanels;
  private chrome!: CoopChrome;
  private chooser!: ChooserPanel;
  private hub!: GestureHub;
  private power!: PowerSaver;
  private focus!: FocusPanel;
  /** End turn, Equip for a selected armor (issue 25), Skip, and the pace buttons. */
  private actions!: CoopActions;
  private status!: Phaser.GameObjects.Text;
  private selectGlow!: Phaser.GameObjects.Image;
  private targetGlows: Phaser.GameObjects.Image[] = [];
  private offs: (() => void)[] = [];
  private dragging: Uid | null = null;
  private settleUntil = 0;
  private runner: CoopRunner | null = null;

  constructor() {
    super('CoopBoard');
  }

  get phaser(): Phaser.Scene { return this; }
  get settled(): boolean { return this.dragging === null && this.time.now >= this.settleUntil; }

  create(): void {
    this.pillars = [];
    this.heroPawns = [];
    this.targetGlows = [];
    this.offs = [];
    this.dragging = null;
    this.settleUntil = 0;
    this.app = this.registry.get('app') as TableApp;
    // A restart queued for a board closed meanwhile (a replay's jump, then the menu at once): no game.
    const ctl = tableOf(this.app, 'coop');
    if (!ctl) return void this.scene.start('Menu');
    this.ctl = ctl;
    this.cameras.main.setBackgroundColor('#031526');
    this.hub = new GestureHub(this);
    this.marble = new MarbleBoard(this);
    this.water = new WaterColumn(this);
    this.flood = new FloodPawn(this);
    for (let i = 0; i < 7; i++) this.pillars.push(new PillarView(this));
    this.marks = new PileMarks(this, (pile) => this.ctl.tap({ kind: 'pile', pile }));
    this.ctl.model.heroes.forEach((h) => this.heroPawns.push(new HeroPawn(this, h.seat, t(`hero.${h.hero}`), () => this.ctl.tap({ kind: 'hero', seat: h.seat }))));
    this.pool = new CardPool(this, this.hub, {
      tap: (uid, role) => this.tapCard(uid, role),
      longPress: (uid) => this.ctl.tap({ kind: 'inspect', uid }),
      dragStart: (uid, role) => this.dragStart(uid, role),
      drag: (uid, x, y) => this.dragTo(uid, x, y),
      drop: (uid, x, y) => this.drop(uid, x, y),
    });
    this.corner = new PoseidonCorner(this, this.pool);
    this.panels = new HeroPanels(this, this.pool, (seat) => this.ctl.tap({ kind: 'hero', seat }), (uid) => this.ctl.tap({ kind: 'inspect', uid }));
    if (!this.ctl.watched) this.panels.onPile = (seat, kind) => { if (this.ctl.viewer === seat && this.ctl.handoff === null) DeckViewer.open(this, kind, this.ctl.model.table.players[seat]?.discard ?? [], this.ctl.session.ownDeck(seat)); };
    this.focus = new FocusPanel(this, this.pool, () => this.ctl.model, (tap) => this.ctl.tap(tap));
    this.selectGlow = this.add.image(0, 0, '__DEFAULT').setDepth(399).setVisible(false);
    for (let i = 0; i < 7; i++) this.targetGlows.push(this.add.image(0, 0, '__DEFAULT').setDepth(19).setVisible(false));
    this.tweens.add({ targets: this.targetGlows, alpha: { from: 0.45, to: 1 }, duration: 650, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    this.status = text(this, 0, 0, '', 15, { weight: '600', color: '#dfe6ff' }).setDepth(50);
    coopAssist(this, this.ctl, () => this.L);
    this.actions = new CoopActions(this, {
      button: (id) => this.ctl.tap({ kind: 'button', id }), hurry: () => this.ctl.hurry(), resume: () => this.ctl.resume(), skipToEnd: () => this.ctl.skipToEnd(),
    });
    this.chooser = new ChooserPanel(this, {
      option: (value) => this.ctl.tap({ kind: 'option', value }),
      button: (id) => this.ctl.tap({ kind: 'button', id }),
      inspect: (uid) => this.ctl.tap({ kind: 'inspect', uid }),
      heroOf: (seat) => t(`hero.${this.ctl.model.heroes[seat]?.hero ?? ''}`),
    });
    this.chrome = new CoopChrome(this, {
      speed: () => this.scene.launch('PaceSettings'),
      muted: () => this.app.settings.muted,
      mute: () => this.app.setAudio({ muted: !this.app.settings.muted }),
      lang: () => { this.app.setLang(nextLang(getLang())); this.layout(); this.render(this.ctl.model, 0); },
      menu: () => this.toMenu(),
      zoomButton: (id) => this.zoomButton(id),
      acceptHandoff: () => this.ctl.acceptHandoff(),
      undo: () => undoAtTable(this.game, this.app),
      guideNext: () => this.ctl.guideNext(), guideQuit: () => this.ctl.guideQuit(),
    });
    // Z / Ctrl+Z: undo, as the ↶ button (not behind a hand-off curtain).
    const onKey = (event: KeyboardEvent) => { if (isUndoKey(event) && this.ctl.handoff === null) undoAtTable(this.game, this.app); };
    this.input.keyboard?.on('keydown', onKey);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.input.keyboard?.off('keydown', onKey));
    this.input.on(Phaser.Input.Events.POINTER_DOWN, (_p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
      this.power.wake();
      if (over.length === 0) this.ctl.tap({ kind: 'background' });
    });
    this.power = new PowerSaver(this, (this.registry.get('options') as UrlOptions).fast);
    this.layout();
    this.offs.push(this.ctl.onSync((m) => this.render(m)));
    this.offs.push(this.ctl.onSent(() => this.hideChrome()));
    this.offs.push(this.ctl.onStep(() => this.showStep()));
    this.offs.push(this.ctl.onAction(() => this.power.wake()));
    this.offs.push(this.ctl.onGameOver(() => this.gameOver()));
    this.runner = new CoopRunner(this);
    this.ctl.attach(this.runner);
    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize, this);
      for (const off of this.offs.splice(0)) off();
      this.ctl.attach(null);
      this.chrome.destroy();
      this.marks.destroy();
      for (const p of this.heroPawns) p.destroy();
      for (const prefix of ['field:', 'hand:', 'played:', 'armor:', 'card:', 'option:', 'marked:', 'coop:']) unregisterPrefix(prefix);
    });
    this.render(this.ctl.model, 0);
    this.ctl.start();
  }

  private onResize(size: Phaser.Structs.Size): void {
    this.cameras.resize(size.width, size.height);
    this.ctl.hurry();
    this.layout();
    this.render(this.ctl.model, 0);
  }

  private layout(): void {
    const L = (this.L = coopLayout(this.scale.width, this.scale.height, this.ctl.model.heroes.length, !!this.ctl.session.setup.epics));
    this.marble.layout(L.board, 0);
    this.water.layout(L.column);
    this.corner.layout(L.poseidon, L.epic);
    this.panels.layout(L.heroes);
    this.chrome.layout(L);
    this.marks.layout(L);
    this.pillars.forEach((p, i) => {
      const at = pillarAt(L, i);
      p.place(at.x, at.y, Math.max(30, L.board.r * 0.17), (i * 360) / 7);
    });
  }

  override update(time: number, delta: number): void {
    if (!tableOf(this.app, 'coop')) return; // closed before it was drawn (see create)
    this.marble.update(time, delta);
    this.water.update(time, delta);
    this.power.update(time, this.ctl.idle && this.settled && !this.hub.busy);
  }

  /** Where a hero's pawn stands at a pile: heroes sharing a pile stand side by side. */
  heroSpot(seat: number, pile: number): Point {
    const at = heroSpotAt(this.L, pile);
    const here = this.ctl.model.heroes.filter((h) => h.at === pile || h.seat === seat).map((h) => h.seat);
    const i = Math.max(0, here.indexOf(seat));
    const gap = Math.max(44, this.L.card * 0.45);
    const a = ((pile * 360) / 7) * (Math.PI / 180);
    const off = (i - (here.length - 1) / 2) * gap;
    return { x: at.x + Math.cos(a) * off, y: at.y + Math.sin(a) * off };
  }

  pileOfPillar(uid: number): number {
    return this.ctl.model.piles.findIndex((p) => p.pillar.uid === uid);
  }

  banner(line: string, ms: number): Promise<void> { return this.chrome.banner(line, ms); }

  /** A pillar destroyed is worth watching: it rises over its pile, large, cracks, glows and bursts
   *  into stone and bubbles (with a camera shake), then its stump goes back to the rim. */
  async breakPillar(pile: number, ms: number): Promise<void> {
    const pillar = this.pillars[pile];
    if (!pillar) return;
    const L = this.L;
    const well = pileCardAt(L, pile);
    const card = this.pool.get(this.ctl.model.piles[pile]?.pillar.uid ?? -1);
    if (card) this.tweens.add({ targets: card, alpha: 0, duration: ms * 0.2 });
    pillar.place(well.x, well.y, L.card * 1.6, 0);
    pillar.setDepth(3100);
    await pillar.crumble(ms);
    pillar.setDepth();
    const rim = pillarAt(L, pile);
    pillar.place(rim.x, rim.y, Math.max(30, L.board.r * 0.17), (pile * 360) / 7);
  }
  callout(pile: number, line: string, ms: number): Promise<void> {
    // Between the pile and the board's heart: on the board, never over the header or the column.
    const at = pilePoint(this.L.board, pile, 0.3);
    return this.chrome.callout(at, line, ms);
  }

  pulse(seat: number, what: 'deck' | 'wounded' | 'vp', ms: number): Promise<void> { return this.panels.pulse(seat, what, ms); }

  /** The kinds of animation jobs playing now (for the test hook). */
  jobsPlaying(): string[] { return [...(this.runner?.playing ?? [])]; }

  /** The flood pawn as drawn: where, and the board corner (interval) it sits on (null: between two). */
  floodShown(): { x: number; y: number; interval: number | null } { return { ...this.flood.at, interval: intervalAt(this.L.board, this.flood.at) }; }

  previewShown(): string[] | null { return this.chrome.previewShown(); }
  chronicleShown(): ReturnType<CoopChrome['chronicleShown']> { return this.chrome.chronicleShown(); }
  /** The status line as drawn (the test hook's status()), or null while it is hidden. */
  statusShown(): string | null { return this.status.visible ? this.status.text : null; }

  /** The cards drawn now (for the test hooks): where, how big, in which role (CardPool.drawn). */
  cardsShown(): CardDrawn[] { return this.pool.drawn(); }

  render(m: CoopModel, ms = 160 * SPEED_FACTOR[this.ctl.speed]): void {
    if (!this.L || this.dragging !== null) return;
    this.power.wake();
    const L = this.L, ctl = this.ctl, input = ctl.input;
    if (ms > 0) this.settleUntil = this.time.now + ms + 40;
    const keep = new Set<Uid>();
    const hidden = ctl.handoff !== null;
    const chooser = hidden ? null : input.chooser();
    const targets = new Set(input.targets());
    const busy = !ctl.idle || ctl.moment === 'shown';

    // The board: piles, pillars, pawns, the flood pawn and the next Poseidon phase's path.
    this.flood.place(intervalPoint(L.board, m.pawn), Math.max(44, L.card * 0.6));
    this.water.setLevel(m.water, m.waterTop, 0);
    m.piles.forEach((p, i) => {
      const at = pileCardAt(L, i);
      const card = p.top ?? p.pillarSlot;
      const glow = this.targetGlows[i];
      glow.setVisible(!!card?.uid && targets.has(card.uid)).setPosition(at.x, at.y).setTexture(glowTexture(this, L.card, L.card / 0.716, '#ffd66b'));
      if (card && card.uid !== null && card.type !== null) {
        keep.add(card.uid);
        this.pool.place(card.uid, card.type, { x: at.x, y: at.y, box: L.card, depth: 20 + i, faceUp: true, role: 'field', ms });
      }
      this.pillars[i].setStatus(p.pillar.status);
    });
    this.marks.show(m, L, !busy && !chooser && !hidden, input.pending);
    m.heroes.forEach((h, i) => {
      const pawn = this.heroPawns[i];
      void pawn?.place(this.heroSpot(h.seat, h.at), Math.max(44, L.card * 0.42), ms);
      pawn?.setActive(h.inTurn);
      pawn?.setHighlight(!busy && !hidden && (!!h.pick || (h.gifts.length > 0 && !chooser)));
    });

    this.corner.show(m, keep, ms, { targets: hidden || busy ? [] : input.markedTargets(), picked: chooser?.kind === 'cards' ? chooser.picks : [] });
    this.panels.show(m, keep, ms, !busy && !hidden);
    this.focus.show(m, L.focus, keep, ms, busy || !!chooser || hidden);

    // The viewer's hand (hidden behind the hand-off curtain and under a choice).
    this.selectGlow.setVisible(false);
    if (m.table.hand && !hidden && !chooser) drawHand(this.pool, this.selectGlow, { hand: m.table.hand, area: L.hand, cardBox: L.handCard, selected: input.selected, ms, keep });
    this.pool.sweep(keep);
    for (const [uid, v] of this.pool.all()) v.setMarkers(m.table.markers[uid]);

    const selected = hidden || busy || chooser ? null : m.table.hand?.find((c) => c.uid === input.selected) ?? null;
    this.actions.show({
      canEnd: !!m.table.endTurn && !chooser && !hidden && !busy, selected,
      skip: busy && ctl.animating && SPEED_FACTOR[ctl.speed] > 0, reviewing: ctl.reviewing, stalled: !busy && ctl.stall !== null,
    }, L.actions);
    this.setStatus(coopStatus(m, { error: ctl.error, step: ctl.step, moment: ctl.moment, humans: ctl.humanSeats, viewer: ctl.viewer, selected: input.selected, botsPick: ctl.botsPick, reviewing: ctl.reviewing, stall: ctl.stall }), !!ctl.error);
    this.status.setVisible(!chooser);
    if (chooser) this.chooser.show(chooser, L.chooser);
    else if (this.chooser.visible) this.chooser.hide();

    const heroes = m.heroes.map((h) => h.hero);
    undoShown.badge = ctl.session.assisted ? t('ui.assisted') : null;
    undoShown.lit = undoLit(this.app);
    const header = t('ui.coopHeader', { round: m.round, water: m.water, top: m.waterTop, difficulty: t(`difficulty.${m.difficulty}`) });
    const daily = dailyTag(this.app.game, !!ctl.watched, Date.now()); // issue 25: a daily game says its date
    this.chrome.header(t('ui.coopTitle'), daily ? `${daily}  ·  ${header}` : header, ctl.speed, { assisted: undoShown.badge, lit: undoShown.lit });
    this.chrome.showLog(ctl.log, heroes);
    this.chrome.showPreview(m.table.gameOver ? [] : previewLines(m), !busy && !hidden && !chooser);
    this.chrome.showCoach(ctl.guide, ctl.guideFocus, !hidden && ctl.moment !== 'shown' && !(ctl.guide?.over ?? true));
    const uid = hidden ? null : ctl.inspected;
    const type = uid === null ? null : cardTypeShown(m.table, uid) ?? this.typeOnBoard(m, uid);
    this.chrome.showZoom(uid !== null && type !== null ? { uid, type } : null, uid === null ? [] : zoomActions(m.table, uid, ctl.idle));
    this.chrome.curtainFor(ctl.handoff === null ? null : t(`hero.${m.heroes[ctl.handoff]?.hero ?? ''}`));
  }

  private typeOnBoard(m: CoopModel, uid: Uid): number | null {
    const all = [...m.breadwinner, ...m.poseidonMarked, ...m.piles.map((p) => p.pillar), ...m.heroes.flatMap((h) => h.hand ?? [])];
    return all.find((c) => c.uid === uid)?.type ?? null;
  }

  private setStatus(line: string, error = false): void {
    const L = this.L;
    this.status.setText(line).setPosition(L.status.x + 4, L.status.y + 4)
      .setColor(error ? '#ff9d8f' : '#dfe6ff').setFontSize(Math.round(Math.min(16, Math.max(13, L.card * 0.16))));
    fitStatus(this.status, L.status, this.app.settings.streamer);
  }

  /** A step of a turn end or of Poseidon's phase is shown: no prompt, the status names the step. */
  private showStep(): void {
    if (!this.L) return;
    const m = this.ctl.model;
    if (this.ctl.moment === 'shown') this.hideChrome();
    if (this.ctl.moment === 'shown' && this.ctl.step?.kind !== 'upkeep') this.focus.poseidonPlays(this.L.focus);
    this.setStatus(coopStatus(m, { error: null, step: this.ctl.step, moment: this.ctl.moment, humans: this.ctl.humanSeats, viewer: this.ctl.viewer, selected: null, botsPick: this.ctl.botsPick, reviewing: this.ctl.reviewing, stall: this.ctl.stall }));
    this.actions.showSkip(this.ctl.animating && SPEED_FACTOR[this.ctl.speed] > 0);
  }

  private hideChrome(): void {
    this.actions.hideTurnButtons(SPEED_FACTOR[this.ctl.speed] > 0);
    this.focus.hideButtons();
    this.marks.show(this.ctl.model, this.L, false, null);
  }

  private tapCard(uid: Uid, role: Role): void {
    if (role === 'hand') this.ctl.tap({ kind: 'hand', uid });
    else if (role === 'field') this.ctl.tap({ kind: 'field', uid });
    else if (role === 'played') this.ctl.tap({ kind: 'played', uid });
    else if (role === 'marked') this.ctl.tap({ kind: 'marked', uid });
    else this.ctl.tap({ kind: 'inspect', uid });
  }

  private dragStart(uid: Uid, role: Role): boolean {
    if (role !== 'hand' || !this.ctl.idle || this.ctl.moment !== 'turn') return false;
    this.dragging = uid;
    this.pool.get(uid)?.setDepth(5000);
    return true;
  }

  private dragTo(uid: Uid, x: number, y: number): void {
    const v = this.pool.get(uid);
    if (!v) return;
    v.setPosition(x, y).setAngle(Phaser.Math.Clamp((x - v.x) * 0.6, -10, 10));
  }

  /** A card dropped on a hero gives it; on a pile, plays it facing the top or moves there. */
  private drop(uid: Uid, x: number, y: number): void {
    this.dragging = null;
    const m = this.ctl.model;
    const hero = this.panels.heroAt(x, y) ?? m.heroes.find((h) => { const at = this.heroSpot(h.seat, h.at); return Math.hypot(at.x - x, at.y - y) < 32; })?.seat ?? null;
    const near = (p: Point) => Math.hypot(p.x - x, p.y - y) < this.L.card * 0.75;
    const pile = m.piles.findIndex((_, i) => near(pileCardAt(this.L, i)));
    if (hero !== null) this.ctl.tap({ kind: 'dropOnHero', uid, seat: hero });
    else if (pile >= 0) this.ctl.tap({ kind: 'dropOnPile', uid, pile });
    this.render(this.ctl.model);
  }

  private zoomButton(id: string): void {
    this.ctl.tap({ kind: 'inspect', uid: null });
    if (id === 'zoom:close') return;
    this.ctl.tap({ kind: 'button', id: id.slice('zoom:'.length) });
  }

  private toMenu(): void {
    this.app.closeTable();
    this.scene.start('Menu');
  }

  private gameOver(): void {
    this.time.delayedCall(this.ctl.speed === 'instant' ? 250 : 1800, () => this.scene.start('CoopOver'));
  }
}
