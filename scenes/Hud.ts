// The Hud, above the table: title and seed, the clock, sound / rules / speed / language / menu buttons, every
// player's panel, the chronicle, the card zoom panel, turn banners and the hot-seat hand-off screen.
import { DeckViewer } from './DeckViewer';
import type { PileKind } from './presenter/pile-view';
import { dailyTag } from './presenter/daily-text';
import Phaser from 'phaser';
import { getLang, nextLang, t } from '../src/i18n';
import { SPEED_MARK } from './presenter/speed';
import { fitScale } from './presenter/clock-layout';
import { overlaps, tableLayout, type TableLayout } from './presenter/table-layout';
import type { TableModel } from './presenter/table-model';
import type { TableController } from './presenter/TableController';
import { tableOf, type TableApp } from './presenter/table-control';
import { registerTarget } from './presenter/targets';
import { ClockView } from './objects/ClockView';
import { GuideCoach, splitForCoach } from './objects/GuideCoach';
import { LogView } from './objects/LogView';
import { MuteButton } from './objects/MuteButton';
import { PlayerPanel } from './objects/PlayerPanel';
import { Button, text } from './objects/ui';
import { ZoomPanel } from './objects/ZoomPanel';
import { cardTypeShown, zoomActions } from './presenter/zoom-actions';
import { undoAtTable, undoLit, undoShown } from './undo-action';
import { classicAssist } from './objects/table-assist';

export class Hud extends Phaser.Scene {
  private app!: TableApp;
  private ctl!: TableController;
  private L!: TableLayout;
  private title!: Phaser.GameObjects.Text;
  private subtitle!: Phaser.GameObjects.Text;
  private clock!: ClockView;
  private buttons: Button[] = [];
  private mute!: MuteButton;
  private panels: PlayerPanel[] = [];
  private log!: LogView;
  private zoom!: ZoomPanel;
  private coach: GuideCoach | null = null;
  /** Where the chronicle was last laid out (it shares its column with the guide's coach). */
  private logRect = '';
  private bannerText!: Phaser.GameObjects.Text;
  private bannerBand!: Phaser.GameObjects.Rectangle;
  private handoff!: Phaser.GameObjects.Container;
  private handoffTitle!: Phaser.GameObjects.Text;
  private handoffHint!: Phaser.GameObjects.Text;
  private handoffShade!: Phaser.GameObjects.Rectangle;
  private offs: (() => void)[] = [];
  private clockBusy = false;

  constructor() {
    super('Hud');
  }

  create(): void {
    this.offs = [];
    this.clockBusy = false;
    this.app = this.registry.get('app') as TableApp;
    const ctl = tableOf(this.app, 'classic');
    if (!ctl) return void this.scene.stop(); // its table was closed meanwhile (see ClassicTable.create)
    this.ctl = ctl;
    this.title = text(this, 0, 0, t('ui.title'), 26, { display: true, color: '#f0d58c', shadow: { offsetX: 0, offsetY: 2, color: 'rgba(0,0,0,0.7)', blur: 6, fill: true } });
    this.subtitle = text(this, 0, 0, '', 11, { weight: '600', color: '#8c9cc4' });
    this.clock = new ClockView(this);
    this.buttons = [
      new Button(this, 'hud:rules', '?', 'navy', () => this.scene.launch('Rules', { chapter: 'classic' })),
      new Button(this, 'hud:speed', '', 'navy', () => this.scene.launch('PaceSettings')),
      new Button(this, 'hud:lang', '', 'navy', () => this.toggleLang()),
      new Button(this, 'hud:menu', '', 'navy', () => this.toMenu()),
      new Button(this, 'hud:undo', '↶', 'navy', () => undoAtTable(this.game, this.app)),
    ];
    this.mute = new MuteButton(this, 'hud:sound', () => this.app.settings.muted, () => this.app.setAudio({ muted: !this.app.settings.muted }));
    this.panels = this.ctl.model.players.map((p) => new PlayerPanel(this, p.seat, (uid) => this.ctl.tap({ kind: 'inspect', uid }), (kind) => this.openPile(p.seat, kind)));
    this.log = new LogView(this);
    classicAssist(this, this.ctl, () => this.L);
    this.zoom = new ZoomPanel(this, (id) => this.zoomButton(id));
    this.bannerBand = this.add.rectangle(0, 0, 10, 10, 0x050a1e, 0.78).setDepth(950).setVisible(false);
    this.bannerText = text(this, 0, 0, '', 30, { display: true, color: '#f7dc8c', align: 'center' }).setOrigin(0.5).setDepth(951).setVisible(false);
    this.buildHandoff();
    this.coach = this.ctl.guide ? new GuideCoach(this, {
      next: () => this.ctl.guideNext(), quit: () => this.ctl.guideQuit(),
      area: (name) => (name === 'clock' ? this.L.clock : name === 'field' ? this.L.mat : null),
    }) : null;

    this.layout();
    this.offs.push(this.ctl.onSync((m) => this.render(m)));
    this.offs.push(this.ctl.onGameOver(() => this.gameOver()));
    this.offs.push(this.ctl.onPhase(() => this.render(this.ctl.model)));
    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize, this);
      for (const off of this.offs.splice(0)) off();
    });
    this.render(this.ctl.model);
    if (this.ctl.model.gameOver && !this.ctl.watched) this.gameOver();
  }

  private buildHandoff(): void {
    this.handoffShade = this.add.rectangle(0, 0, 10, 10, 0x040816, 0.97).setOrigin(0, 0).setInteractive();
    this.handoffTitle = text(this, 0, 0, '', 34, { display: true, color: '#f7dc8c', align: 'center' }).setOrigin(0.5);
    this.handoffHint = text(this, 0, 0, '', 17, { color: '#c8d2ee', align: 'center' }).setOrigin(0.5);
    this.handoff = this.add.container(0, 0, [this.handoffShade, this.handoffTitle, this.handoffHint]).setDepth(2000).setVisible(false);
    this.handoffShade.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, () => this.ctl.acceptHandoff());
    const off = registerTarget('handoff', () => (this.handoff.visible ? { x: this.L.w * 0.25, y: this.L.h * 0.3, w: this.L.w * 0.5, h: this.L.h * 0.4 } : null));
    this.offs.push(off);
  }

  private onResize(size: Phaser.Structs.Size): void {
    this.cameras.resize(size.width, size.height);
    this.layout();
    this.render(this.ctl.model);
  }

  private layout(): void {
    const L = (this.L = tableLayout(this.scale.width, this.scale.height, this.ctl.session.seats.length, this.ctl.model.expansion !== null));
    const hs = Math.min(1.2, Math.max(0.78, L.header.h / 60));
    this.title.setFontSize(Math.round(26 * hs)).setLetterSpacing(Math.round(3 * hs)).setPosition(L.title.x + 4, L.title.y);
    this.subtitle.setFontSize(Math.round(10.5 * hs)).setLetterSpacing(2).setPosition(L.title.x + 6, this.title.y + this.title.height - 3);
    this.clock.layout(L.clock);
    this.buttons.forEach((b, i) => { const r = L.headerButtons[i < 4 ? i : 5]; b.place(r.x, r.y, r.w, r.h, i === 4 ? 24 : 15); });
    const m = L.headerButtons[4];
    this.mute.place(m.x, m.y, m.w, m.h);
    this.panels.forEach((p, i) => p.layout(L.players[i]));
    this.logRect = '';
    this.handoffShade.setSize(L.w, L.h);
    (this.handoffShade.input!.hitArea as Phaser.Geom.Rectangle).setTo(0, 0, L.w, L.h);
    this.handoffTitle.setPosition(L.w / 2, L.h * 0.45);
    this.handoffHint.setPosition(L.w / 2, L.h * 0.45 + 56).setWordWrapWidth(L.w * 0.8);
    this.bannerBand.setPosition(L.w / 2, L.mat.y + L.mat.h / 2).setSize(L.w, 70);
    this.bannerText.setPosition(L.w / 2, L.mat.y + L.mat.h / 2);
  }

  render(m: TableModel): void {
    if (!this.L) return;
    const ctl = this.ctl;
    this.title.setText(t('ui.title')).setScale(1);
    // An assisted game (an undo went past something revealed) says so first, in amber (issue 13).
    const assisted = ctl.session.assisted ? `⚑ ${t('ui.assisted')}  ·  ` : '';
    const daily = dailyTag(this.app.game, !!ctl.watched, Date.now());
    this.subtitle.setText(`${assisted}${daily ? `${daily}  ·  ` : `${t('ui.subtitle')}  ·  `}${t('ui.seed', { seed: ctl.session.setup.seed })}`).setScale(1).setColor(assisted ? '#ffb45c' : '#8c9cc4');
    undoShown.badge = assisted ? t('ui.assisted') : null;
    // Undo: lit when a move can be taken back freely; greyed (still tappable: it says why) otherwise.
    undoShown.lit = undoLit(this.app);
    this.buttons[4].setAlpha(undoShown.lit ? 1 : 0.45);
    // Narrow windows: the title and its line shrink to stay clear of the clock, each measured from where
    // it starts (issue 12: fitted to the rect's width from a few px in, the seed ran into the flames).
    for (const x of [this.title, this.subtitle]) x.setScale(fitScale(this.L.title, x.x, x.width));
    // The clock's caption follows the game's phase: the turn, or the upkeep step being shown.
    const upkeep = ctl.phase === 'upkeep' ? ctl.upkeepStep : null;
    const caption = upkeep ? t('ui.upkeepShort', { n: upkeep }) : m.finalRound ? t('ui.finalRound') : t('ui.turn', { turn: m.turn });
    if (!this.clockBusy) this.clock.set(m.clock, caption);
    this.buttons[1].setCaption(SPEED_MARK[ctl.speed]);
    this.buttons[2].setCaption(nextLang(getLang()).toUpperCase());
    this.buttons[3].setCaption('☰');
    m.players.forEach((p, i) => this.panels[i]?.show(p));
    // The deck viewer on the viewer's own panel only (issue 25), never behind a hand-off or in a replay.
    this.panels.forEach((p, i) => p.setPilesOpen(ctl.viewer === i && ctl.handoff === null && !ctl.watched));

    const uid = ctl.handoff === null ? ctl.inspected : null;
    const type = uid === null ? null : cardTypeShown(m, uid);
    // A choice panel that reaches under the chronicle (portrait) hides it while the choice is open.
    const choosing = ctl.handoff === null && ctl.mapper.chooser() !== null && overlaps(this.L.chooser, this.L.log);
    const zooming = uid !== null && type !== null;
    if (zooming) {
      this.zoom.show(uid, type, this.L.zoom, zoomActions(m, uid, this.ctl.idle));
      this.log.setVisible(false);
      if (!this.L.portrait) this.panels.forEach((p) => p.setVisible(false));
    } else {
      this.zoom.hide();
      this.panels.forEach((p) => p.setVisible(true));
    }
    // The guide's lesson takes the top of the chronicle's column, and makes way for a card's zoom.
    const guide = ctl.guide;
    const coaching = !!guide && !guide.over && !zooming && !choosing && ctl.handoff === null;
    const split = coaching ? splitForCoach(this.L.log) : { coach: null, log: this.L.log };
    if (this.coach && guide) this.coach.show(guide, ctl.guideFocus, split.coach);
    if (split.log && !zooming && !choosing) {
      const key = JSON.stringify(split.log);
      if (key !== this.logRect) { this.log.layout(split.log); this.logRect = key; }
      this.log.setVisible(true);
      this.log.show(ctl.log, m.players.map((p) => p.hero));
    } else {
      this.log.setVisible(false);
    }

    const h = ctl.handoff;
    this.handoff.setVisible(h !== null);
    if (h !== null) {
      this.handoffTitle.setText(t('ui.handoffTitle', { hero: t(`hero.${m.players[h]?.hero ?? ''}`) }));
      this.handoffHint.setText(t('ui.handoffTap'));
    }
  }

  /** Turns one flame after another out (the runner waits on it). */
  extinguish(from: number, to: number, ms: number): Promise<void> {
    this.clockBusy = true;
    return this.clock.extinguish(from, to, ms).finally(() => { this.clockBusy = false; });
  }

  banner(message: string, ms: number): Promise<void> {
    this.bannerText.setText(message).setAlpha(0).setVisible(true).setScale(0.92);
    this.bannerBand.setAlpha(0).setVisible(true);
    return new Promise((resolve) => {
      this.tweens.add({ targets: [this.bannerText, this.bannerBand], alpha: 1, scale: 1, duration: ms * 0.25, ease: 'Quad.easeOut' });
      this.tweens.add({
        targets: [this.bannerText, this.bannerBand], alpha: 0, delay: ms * 0.7, duration: ms * 0.3,
        onComplete: () => { this.bannerText.setVisible(false); this.bannerBand.setVisible(false).setScale(1); resolve(); },
      });
    });
  }

  pulse(seat: number, what: 'deck' | 'wounded' | 'vp', ms: number): Promise<void> {
    return this.panels[seat]?.pulse(what, ms) ?? Promise.resolve();
  }

  private zoomButton(id: string): void {
    if (id === 'zoom:close') return this.ctl.tap({ kind: 'inspect', uid: null });
    const rest = id.slice('zoom:'.length);
    this.ctl.tap({ kind: 'inspect', uid: null });
    this.ctl.tap({ kind: 'button', id: rest });
  }

  private toggleLang(): void {
    this.app.setLang(nextLang(getLang()));
    this.layout();
    this.render(this.ctl.model);
    const table = this.scene.get('ClassicTable') as { relabel?: () => void } | null;
    table?.relabel?.();
  }

  private toMenu(): void {
    this.scene.stop('Rules');
    this.app.closeTable();
    this.scene.stop('ClassicTable');
    this.scene.start('Menu');
  }

  /** The deck viewer (issue 25) on the viewer's own piles: the discard as the table shows it, the deck
   *  as that seat may know it. */
  private openPile(seat: number, kind: PileKind): void {
    const ctl = this.ctl;
    if (ctl.viewer !== seat || ctl.handoff !== null) return;
    DeckViewer.open(this, kind, ctl.model.players[seat]?.discard ?? [], ctl.session.ownDeck(seat));
  }

  private gameOver(): void {
    const delay = this.ctl.speed === 'instant' ? 250 : 1600;
    this.time.delayedCall(delay, () => {
      this.scene.stop('ClassicTable');
      this.scene.start('GameOver');
    });
  }
}
