// The classic table: the Sanctuary's sky and the field mat, the six field cards with what each costs
// and what the active player brings against it, the cards played facing them, the reserve and the
// removed cards, the hand, and the actions the engine allows. It draws the TableController's model
// and forwards taps; motion comes from the TableRunner. It follows the game actor's phase: while the
// upkeep is shown, no prompt or button, and the status line names the step. The Hud runs above it.
import Phaser from 'phaser';
import { cardType } from '../src/cards';
import type { Uid } from '../src/engine';
import { t } from '../src/i18n';
import { unregisterPrefix } from './presenter/targets';
import { cardName } from './presenter/log';
import { handPlaces } from './presenter/hand-layout';
import { spread, stripParts, tableLayout, type Rect, type TableLayout } from './presenter/table-layout';
import { playedCards, railCards, type PlayedModel, type TableModel } from './presenter/table-model';
import type { TableController } from './presenter/TableController';
import { tableOf, type TableApp } from './presenter/table-control';
import { SPEED_FACTOR } from './presenter/speed';
import { CardPool, type CardDrawn, type Role } from './objects/CardPool';
import { ensureCanvasTexture, pruneTextures } from './objects/canvasTexture';
import { ChooserPanel } from './objects/ChooserPanel';
import { paintMat, paintPileSlots } from './objects/FieldMat';
import { GestureHub } from './objects/gestures';
import { glowTexture } from './objects/icons';
import { paintCardBack } from './objects/paintCard';
import { SkyBackground } from './objects/SkyBackground';
import { fitStatus } from './objects/status-fit';
import { PaceButtons } from './objects/PaceButtons';
import { Button, text } from './objects/ui';
import { TableRunner } from './TableRunner';
import { PowerSaver } from './objects/PowerSaver';
import { ExpansionRail } from './objects/ExpansionRail';
import { FieldSlots } from './objects/FieldSlots';
import { railParts, type RailParts } from './presenter/rail-layout';
import { statusLine } from './presenter/status-line';
import { isUndoKey, keyTap } from './presenter/keys';
import { undoAtTable } from './undo-action';
import { handMark } from './presenter/InputMapper';
import type { UrlOptions } from '../src/app/url-options';

export class ClassicTable extends Phaser.Scene {
  private app!: TableApp;
  private ctl!: TableController;
  L!: TableLayout;
  pool!: CardPool;
  private sky!: SkyBackground;
  private hub!: GestureHub;
  /** The totals, acquire buttons, glows, refusals and captions around the six field cards. */
  private fieldSlots!: FieldSlots;
  private selectGlow!: Phaser.GameObjects.Image;
  private actionGlows: Phaser.GameObjects.Image[] = [];
  private reserveImgs: Phaser.GameObjects.Image[] = [];
  private pileLabels: Phaser.GameObjects.Text[] = [];
  private status!: Phaser.GameObjects.Text;
  private endTurn!: Button;
  private equip!: Button;
  private hurryButton!: Button;
  private pace!: PaceButtons;
  chooser!: ChooserPanel;
  private offs: (() => void)[] = [];
  private dragging: Uid | null = null;
  /** Cards glide to their places for a moment after each re-sync. */
  private settleUntil = 0;
  private power!: PowerSaver;
  private rail!: ExpansionRail;

  constructor() {
    super('ClassicTable');
  }

  get controller(): TableController { return this.ctl; }
  /** No card is gliding or being dragged. */
  get settled(): boolean { return this.dragging === null && this.time.now >= this.settleUntil; }

  create(): void {
    // A scene object lives on between two games: start from empty lists.
    this.actionGlows = [];
    this.reserveImgs = [];
    this.offs = [];
    this.dragging = null;
    this.settleUntil = 0;
    this.app = this.registry.get('app') as TableApp;
    const ctl = tableOf(this.app, 'classic');
    // A restart queued for a table closed meanwhile (a replay's jump, then the menu at once): no game.
    if (!ctl) return void this.scene.start('Menu');
    this.ctl = ctl;
    this.hub = new GestureHub(this);
    this.sky = new SkyBackground(this);
    this.pool = new CardPool(this, this.hub, {
      tap: (uid, role) => this.tapCard(uid, role),
      longPress: (uid) => this.ctl.tap({ kind: 'inspect', uid }),
      dragStart: (uid, role) => this.dragStart(uid, role),
      drag: (uid, x, y) => this.dragTo(uid, x, y),
      drop: (uid, x, y) => this.drop(uid, x, y),
    });
    this.fieldSlots = new FieldSlots(this, (id) => this.ctl.tap({ kind: 'button', id }));
    this.selectGlow = this.add.image(0, 0, '__DEFAULT').setDepth(399).setVisible(false);
    for (let i = 0; i < 4; i++) this.reserveImgs.push(this.add.image(0, 0, '__DEFAULT').setDepth(2));
    this.pileLabels = [0, 1].map(() => text(this, 0, 0, '', 12, { weight: '700', color: '#aab8d8', align: 'center' }).setOrigin(0.5, 0).setDepth(3));
    this.status = text(this, 0, 0, '', 15, { weight: '600', color: '#dfe6ff' }).setDepth(50);
    this.endTurn = new Button(this, 'endTurn', '', 'gold', () => this.ctl.tap({ kind: 'button', id: 'endTurn' })).setDepth(300);
    this.hurryButton = new Button(this, 'hurry', '', 'navy', () => this.ctl.hurry()).setDepth(300);
    this.pace = new PaceButtons(this, { resume: () => this.ctl.resume(), skip: () => {} });
    this.equip = new Button(this, 'equip', '', 'cosmos', () => this.ctl.tap({ kind: 'button', id: 'equip' })).setDepth(300);
    this.rail = new ExpansionRail(this, (id) => this.ctl.tap({ kind: 'button', id }));
    this.chooser = new ChooserPanel(this, {
      option: (value) => this.ctl.tap({ kind: 'option', value }),
      button: (id) => this.ctl.tap({ kind: 'button', id }),
      inspect: (uid) => this.ctl.tap({ kind: 'inspect', uid }),
      heroOf: (seat) => t(`hero.${this.ctl.model.players[seat]?.hero ?? ''}`),
    });
    this.input.on(Phaser.Input.Events.POINTER_DOWN, (_p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
      if (over.length === 0) this.ctl.tap({ kind: 'background' });
    });
    // Esc and Enter (issue 12): keyTap says which tap a key stands for; this only forwards it.
    this.input.keyboard?.on('keydown', this.onKey, this);

    this.layout();
    this.offs.push(this.ctl.onSync((m) => this.render(m)));
    this.offs.push(this.ctl.onSent(() => this.hideChrome()));
    this.offs.push(this.ctl.onPhase((phase, step) => { if (phase === 'upkeep') this.showUpkeep(step); }));
    this.offs.push(this.ctl.onAction(() => this.power.wake()));
    this.power = new PowerSaver(this, (this.registry.get('options') as UrlOptions).fast);
    this.input.on(Phaser.Input.Events.POINTER_DOWN, () => this.power.wake());
    this.ctl.attach(new TableRunner(this));
    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize, this);
      this.input.keyboard?.off('keydown', this.onKey, this);
      for (const off of this.offs.splice(0)) off();
      this.ctl.attach(null);
      this.power.wake();
      for (const prefix of ['field:', 'hand:', 'played:', 'armor:', 'card:', 'option:']) unregisterPrefix(prefix);
    });
    this.scene.launch('Hud');
    this.render(this.ctl.model);
    this.ctl.start();
  }

  private onKey(event: KeyboardEvent): void {
    if (isUndoKey(event)) { if (this.ctl.handoff === null) undoAtTable(this.game, this.app); return; }
    const mapper = this.ctl.mapper;
    const chooser = this.ctl.handoff === null ? mapper.chooser() : null;
    const tap = keyTap(event.key, { inspected: this.ctl.inspected, chooser, selected: mapper.selected });
    if (tap) this.ctl.tap(tap);
  }

  private onResize(size: Phaser.Structs.Size): void {
    this.cameras.resize(size.width, size.height);
    this.layout();
    this.render(this.ctl.model, 0);
  }

  private layout(): void {
    const w = this.scale.width, h = this.scale.height;
    this.L = tableLayout(w, h, this.ctl.session.seats.length, this.ctl.model.expansion !== null);
    const L = this.L;
    const sig = `${L.card}:${Math.round(L.mat.x)},${Math.round(L.mat.y)},${L.portrait}:${t('ui.field')}`;
    this.sky.resize(w, h, (ctx) => { paintMat(ctx, L, 0, 0, t('ui.field')); paintPileSlots(ctx, [L.reserve, L.fieldDiscard], L.card); }, sig, [L.mat, ...L.strips, L.reserve, L.fieldDiscard, L.hand, L.log]);
    const bw = Math.round(L.reserve.w), bh = Math.round(L.reserve.h);
    const back = ensureCanvasTexture(this, `pileback:${bw}x${bh}`, bw, bh, (ctx) => paintCardBack(ctx, bw, bh));
    this.reserveImgs.forEach((img, i) => img.setTexture(back).setPosition(L.reserve.x + bw / 2 + (3 - i) * 1.5, L.reserve.y + bh / 2 + (3 - i) * 2));
    this.time.delayedCall(0, () => {
      const keep = new Set([...this.pool.textureKeys(), ...this.chooser.textureKeys(), back]);
      for (const prefix of ['cardface:', 'cardback:', 'pileback:']) pruneTextures(this, prefix, keep);
    });
  }

  override update(time: number): void {
    if (!tableOf(this.app, 'classic')) return; // closed before it was drawn (see create)
    this.power.update(time, this.ctl.idle && this.settled && !this.hub.busy);
  }

  /** The status line as drawn (the test hook's status()), or null while it is hidden. */
  statusShown(): string | null { return this.status.visible ? this.status.text : null; }

  /** The cards drawn now (for the test hooks): where, how big, in which role (CardPool.drawn). */
  cardsShown(): CardDrawn[] { return this.pool.drawn(); }

  /** The refusals shown on the field cards now (for the test hook): the slot and the line. */
  refusalsShown(): { slot: number; line: string }[] { return this.fieldSlots.refusalsShown(); }

  /** The field rules written on the field cards now (for the test hook): the slot and the words. */
  captionsShown(): ReturnType<FieldSlots['captionsShown']> { return this.fieldSlots.captionsShown(); }

  /** The language changed: repaint the labels baked into the background. */
  relabel(): void {
    this.layout();
    this.render(this.ctl.model, 0);
  }

  /** Redraws everything from the model (ms: how long cards glide to their new places). */
  render(m: TableModel, ms = 160 * SPEED_FACTOR[this.ctl.speed]): void {
    if (!this.L || this.dragging !== null) return;
    this.power.wake();
    const L = this.L, ctl = this.ctl, mapper = ctl.mapper;
    if (ms > 0) this.settleUntil = this.time.now + ms + 40;
    const keep = new Set<Uid>();
    const chooser = ctl.handoff === null ? mapper.chooser() : null;
    const selected = mapper.selected;
    const targets = new Set(mapper.targets());

    m.field.forEach((s, i) => {
      const slot = L.slots[i];
      this.fieldSlots.show(i, s, slot, L.strips[i], targets, chooser || !ctl.idle ? [] : s.acquire, !chooser && ctl.idle);
      if (s.uid === null || s.type === null) return;
      keep.add(s.uid);
      this.pool.place(s.uid, s.type, { x: slot.x + slot.w / 2, y: slot.y + slot.h / 2, box: slot.w, depth: 10 + i, faceUp: true, role: 'field', ms });
      this.placeMinis(s.facing, stripParts(L.strips[i]).minis, keep, ms, 20 + i * 10);
    });
    this.placeMinis(m.loose, L.loose, keep, ms, 80);
    this.renderRail(m, keep, ms, targets, !chooser && ctl.idle);

    // Piles.
    const shown = Math.min(4, Math.ceil(m.reserveCount / 25));
    this.reserveImgs.forEach((img, i) => img.setVisible(m.reserveCount > 0 && i >= 4 - shown));
    const top = m.fieldDiscard[m.fieldDiscard.length - 1];
    if (top) {
      keep.add(top.uid);
      this.pool.place(top.uid, top.type, { x: L.fieldDiscard.x + L.fieldDiscard.w / 2, y: L.fieldDiscard.y + L.fieldDiscard.h / 2, box: L.fieldDiscard.w, depth: 4, faceUp: true, role: 'pile', ms });
    }
    const labelPx = Math.max(11, Math.round(L.reserve.w * 0.13));
    this.pileLabels[0].setText(`${t('ui.reserve')}\n${m.reserveCount}`).setFontSize(labelPx).setPosition(L.reserve.x + L.reserve.w / 2, L.reserve.y + L.reserve.h + 4);
    this.pileLabels[1].setText(`${t('ui.fieldDiscard')}\n${m.fieldDiscard.length}`).setFontSize(labelPx).setPosition(L.fieldDiscard.x + L.fieldDiscard.w / 2, L.fieldDiscard.y + L.fieldDiscard.h + 4);

    // The viewer's armor and hand (hidden behind the hand-off screen; a choice lifts and lights its options).
    const me = m.viewer === 'audience' ? null : m.players[m.viewer];
    if (me?.armor && ctl.handoff === null) {
      keep.add(me.armor.uid);
      this.pool.place(me.armor.uid, me.armor.type, { x: L.armor.x + L.armor.w / 2, y: L.armor.y + L.armor.h / 2, box: L.armor.w, depth: 30, faceUp: true, role: 'armor', ms });
    }
    this.selectGlow.setVisible(false);
    if (m.hand && ctl.handoff === null) {
      // Without an armor in play, the hand spreads over the armor's place too; side by side, in two
      // rows where that gives larger cards, so no value is hidden (issue 25).
      const row = me?.armor ? L.hand : { ...L.hand, x: L.armor.x, w: L.hand.x + L.hand.w - L.armor.x };
      const { places, overlap } = handPlaces(m.hand.length, row, L.handCard, m.hand.map((c) => cardType(c.type).kind === 'armor'));
      m.hand.forEach((c, i) => {
        keep.add(c.uid);
        const mark = handMark(chooser, c.uid), lifted = c.uid === selected || mark === 'picked';
        const p = places[i], x = p.x;
        const y = p.y + (lifted ? -Math.min(22, L.hand.h * 0.08) : 0);
        const step = overlap && i < places.length - 1 ? Math.min(p.w, places[i + 1].x - p.x) : p.w;
        const v = this.pool.place(c.uid, c.type, {
          x, y, box: p.box, depth: 400 + i, faceUp: true, role: 'hand', ms, upright: p.upright,
          visible: { x: x - p.w / 2, y: y - p.h / 2, w: step, h: p.h }, halo: mark === 'option' ? '#8fd3ff' : mark === 'picked' ? '#ffd66b' : undefined,
        });
        // Dimmed, never see-through: a translucent card let its neighbours' art muddy its words (issue 25).
        v.setAlpha(1).setDimmed(!(c.targets.length || c.equip || mark === 'option' || mark === 'picked'));
        if (c.uid === selected) this.selectGlow.setTexture(glowTexture(this, v.cardWidth, v.cardHeight, '#ffd66b')).setAngle(v.angle).setPosition(x, y).setVisible(true).setDepth(399 + i);
      });
    }
    this.pool.sweep(keep);
    for (const [uid, v] of this.pool.all()) v.setMarkers(m.markers[uid]);
    this.markActions(m);

    // Actions and status.
    const A = L.actions;
    const canEnd = !!m.endTurn && !chooser && ctl.handoff === null;
    this.endTurn.setVisible(canEnd).setCaption(t('ui.endTurn')).place(A.x, A.y, A.w, 56, 18);
    // A bot's turn (or an action playing out) can be hurried by a person at the table.
    const botTurn = !m.canAct && !m.gameOver && !!m.players[m.waiting?.seat ?? m.active]?.isBot;
    this.showHurry(!canEnd && !ctl.watched && ctl.handoff === null && ctl.humanSeats.some(Boolean) && (botTurn || !ctl.idle));
    const sel = m.hand?.find((c) => c.uid === selected);
    this.equip.setVisible(!!(sel?.equip || sel?.relic) && !chooser).setCaption(t(sel?.relic ? 'ui.playRelic' : 'ui.equip')).place(A.x, A.y + 66, A.w, 48, 16);
    this.setStatus(statusLine(m, { error: ctl.error, selected: sel ? cardName(sel.type) : null, selectedUid: sel?.uid ?? null, humans: ctl.humanSeats.some(Boolean), upkeep: ctl.phase === 'upkeep' ? ctl.upkeepStep : null, watched: !!ctl.watched }), !!ctl.error);
    // Review each bot turn: the table waits for Continue, and says whose turn has just been played.
    this.pace.show({ reviewing: ctl.reviewing, stalled: false }, A.x, A.y + 56, A.w);
    if (ctl.reviewing !== null && !ctl.error) this.setStatus(t('pace.reviewing', { hero: t(`hero.${m.players[ctl.reviewing]?.hero ?? ''}`) }));
    this.status.setVisible(!chooser);
    if (chooser) this.chooser.show(chooser, L.chooser);
    else if (this.chooser.visible) this.chooser.hide();
  }

  private setStatus(line: string, error = false): void {
    const L = this.L;
    this.status.setText(line).setPosition(L.status.x + 4, L.status.y + 4)
      .setColor(error ? '#ff9d8f' : '#dfe6ff').setFontSize(Math.round(Math.min(16, Math.max(13, L.card * 0.13))));
    fitStatus(this.status, L.status, this.app.settings.streamer);
  }

  /** The actor shows an upkeep step: no prompt or button, and the status line names the step. */
  private showUpkeep(step: number | null): void {
    if (!this.L) return;
    this.hideChrome();
    this.setStatus(statusLine(this.ctl.model, { error: null, selected: null, humans: true, upkeep: step }));
    this.status.setVisible(true);
  }

  private showHurry(on: boolean): void {
    const A = this.L.actions;
    this.hurryButton.setVisible(on).setCaption(t('ui.skip')).place(A.x, A.y, A.w, 48, 16);
  }

  /** While an action plays out: no prompt, no button but the one that hurries it (the cards stay where
   *  the animations put them). */
  private hideChrome(): void {
    this.showHurry(!this.ctl.watched && this.ctl.humanSeats.some(Boolean));
    this.chooser.hide();
    this.endTurn.setVisible(false);
    this.equip.setVisible(false);
    this.fieldSlots.hideChrome();
    this.selectGlow.setVisible(false);
    this.rail.hideButtons();
    this.status.setText('');
  }

  /** The rail's parts for the pillars now revealed (null in a base game). */
  railParts(m: TableModel = this.ctl.model): RailParts | null {
    return this.L.rail && m.expansion ? railParts(this.L.rail, railCards(m).length) : null;
  }

  /** The Epic, the revealed pillars with the cards facing them, and the rail's counters. */
  private renderRail(m: TableModel, keep: Set<Uid>, ms: number, targets: ReadonlySet<Uid>, offers: boolean): void {
    const parts = this.railParts(m);
    this.rail.show(m.expansion, parts, targets, offers);
    if (!parts || !m.expansion) return;
    const epic = m.expansion.epic;
    if (epic) {
      keep.add(epic.uid);
      const r = parts.epic;
      this.pool.place(epic.uid, epic.type, { x: r.x + r.w / 2, y: r.y + r.h / 2, box: r.w, depth: 8, faceUp: true, role: 'pile', ms });
    }
    railCards(m).forEach((p, i) => {
      const part = parts.pillars[i];
      if (!part || p.uid === null || p.type === null) return;
      keep.add(p.uid);
      this.pool.place(p.uid, p.type, { x: part.card.x + part.card.w / 2, y: part.card.y + part.card.h / 2, box: part.card.w, depth: 9, faceUp: true, role: 'field', ms });
      this.placeMinis(p.facing, part.minis, keep, ms, 90 + i * 10, parts.mini);
    });
  }

  /** Played cards in a row inside r (overlapping when many). */
  private placeMinis(list: PlayedModel[], r: Rect, keep: Set<Uid>, ms: number, depth: number, w = this.L.mini): void {
    const xs = spread(list.length, w, r.w, 4);
    list.forEach((p, i) => {
      keep.add(p.uid);
      const x = r.x + xs[i] + w / 2, y = r.y + r.h / 2;
      const step = i < xs.length - 1 ? Math.min(w, xs[i + 1] - xs[i]) : w;
      const h = cardType(p.type).kind === 'armor' ? w * 0.716 : w / 0.716;
      this.pool.place(p.uid, p.type, { x, y, box: w, depth: depth + i, faceUp: true, role: 'played', ms, visible: { x: x - w / 2, y: y - h / 2, w: step, h } });
    });
  }

  /** A green glow on the cards that can be activated, heal or take a Libra weapon now. */
  private markActions(m: TableModel): void {
    for (const g of this.actionGlows) { this.tweens.killTweensOf(g); g.destroy(); }
    this.actionGlows = [];
    const ready = playedCards(m).filter((p) => p.activate || p.heal || p.libra).map((p) => p.uid);
    const me = m.viewer === 'audience' ? null : m.players[m.viewer];
    if (m.armorActivate && me?.armor) ready.push(me.armor.uid);
    for (const uid of ready) {
      const v = this.pool.get(uid);
      if (!v) continue;
      const g = this.add.image(v.x, v.y, glowTexture(this, v.cardWidth, v.cardHeight, '#6dffb0')).setDepth(v.depth - 0.5);
      this.tweens.add({ targets: g, alpha: { from: 0.4, to: 1 }, duration: 700, yoyo: true, repeat: -1 });
      this.actionGlows.push(g);
    }
  }

  private tapCard(uid: Uid, role: Role): void {
    if (role === 'hand') this.ctl.tap({ kind: 'hand', uid });
    else if (role === 'field') this.ctl.tap({ kind: 'field', uid });
    else if (role === 'played') this.ctl.tap({ kind: 'played', uid });
    else this.ctl.tap({ kind: 'inspect', uid });
  }

  private dragStart(uid: Uid, role: Role): boolean {
    if (role !== 'hand' || !this.ctl.idle || this.ctl.phase === 'upkeep' || !this.ctl.model.canAct || this.ctl.mapper.chooser()) return false;
    const card = this.ctl.model.hand?.find((c) => c.uid === uid);
    if (!card || (!card.targets.length && !card.equip && !card.relic)) return false;
    this.dragging = uid;
    this.pool.get(uid)?.setDepth(5000);
    const targets = new Set(card.targets);
    this.fieldSlots.glowTargets(this.ctl.model.field, this.L.slots, targets);
    this.rail.show(this.ctl.model.expansion, this.railParts(), targets, false);
    return true;
  }

  /** The dragged card follows the finger, tilting a little with the motion. */
  private dragTo(uid: Uid, x: number, y: number): void {
    const v = this.pool.get(uid);
    if (!v) return;
    const tilt = Phaser.Math.Clamp((x - v.x) * 0.6, -10, 10);
    v.setPosition(x, y).setAngle(v.angle * 0.7 + tilt * 0.3);
  }

  private drop(uid: Uid, x: number, y: number): void {
    this.dragging = null;
    const L = this.L;
    const i = L.slots.findIndex((s) => x >= s.x - 10 && x <= s.x + s.w + 10 && y >= s.y - 10 && y <= s.y + s.h + 40);
    const pillars = this.railParts()?.pillars ?? [];
    const p = pillars.findIndex((r) => x >= r.card.x - 10 && x <= r.card.x + r.card.w + 10 && y >= r.card.y - 10 && y <= r.card.y + r.card.h + 10);
    const onField = i >= 0 ? this.ctl.model.field[i].uid : p >= 0 ? railCards(this.ctl.model)[p]?.uid ?? null : null;
    const onBoard = y < L.status.y;
    this.ctl.tap({ kind: 'drop', uid, on: onField ?? (onBoard ? 'board' : null) });
    this.render(this.ctl.model);
  }
}
