// The cooperative board's chrome, above the board: the header (title, round, water, difficulty, the
// sound / rules / speed / language / menu buttons), the chronicle, the card zoom, banners, Poseidon's callouts at a
// pile, and the hot-seat hand-off curtain. It draws what it is told and reports taps.
import Phaser from 'phaser';
import { getLang, nextLang, t } from '../../../src/i18n';
import type { Speed } from '../../../src/app/settings';
import { SPEED_MARK } from '../../presenter/speed';
import type { LogLine } from '../../presenter/log';
import type { Point } from '../../presenter/coop/heptagon';
import { registerTarget } from '../../presenter/targets';
import { LogView } from '../LogView';
import { PreviewPanel } from './PreviewPanel';
import { GuideCoach } from '../GuideCoach';
import type { Guide } from '../../../src/tutorial/guide';
import type { Rect } from '../../presenter/table-layout';
import { pillarAt, type CoopLayout } from '../../presenter/coop/coop-layout';
import { MuteButton } from '../MuteButton';
import { Button, text } from '../ui';
import { ZoomPanel, type ZoomAction } from '../ZoomPanel';

export interface ChromeHandlers {
  speed(): void;
  /** Is the sound muted, and the mute button's tap. */
  muted(): boolean;
  mute(): void;
  lang(): void;
  menu(): void;
  zoomButton(id: string): void;
  acceptHandoff(): void;
  /** The Undo button (↶): scenes/undo-action.ts. */
  undo(): void;
  /** The coop lesson's Next and Leave (a lesson's board only). */
  guideNext(): void;
  guideQuit(): void;
}

export class CoopChrome {
  private readonly title: Phaser.GameObjects.Text;
  private readonly subtitle: Phaser.GameObjects.Text;
  private readonly buttons: Button[];
  private readonly muteButton: MuteButton;
  private readonly log: LogView;
  private readonly preview: PreviewPanel;
  private readonly zoom: ZoomPanel;
  private readonly band: Phaser.GameObjects.Rectangle;
  private readonly bannerText: Phaser.GameObjects.Text;
  private readonly calloutText: Phaser.GameObjects.Text;
  private readonly curtain: Phaser.GameObjects.Container;
  private readonly curtainShade: Phaser.GameObjects.Rectangle;
  private readonly curtainTitle: Phaser.GameObjects.Text;
  private readonly curtainHint: Phaser.GameObjects.Text;
  private L!: CoopLayout;
  private readonly offs: (() => void)[] = [];
  private coach: GuideCoach | null = null;

  constructor(private readonly scene: Phaser.Scene, private readonly handlers: ChromeHandlers) {
    this.title = text(scene, 0, 0, '', 24, { display: true, color: '#f0d58c', shadow: { offsetX: 0, offsetY: 2, color: 'rgba(0,0,0,0.7)', blur: 6, fill: true } }).setDepth(800);
    this.subtitle = text(scene, 0, 0, '', 12, { weight: '700', color: '#9fd8f0' }).setDepth(800);
    this.buttons = [
      new Button(scene, 'hud:rules', '?', 'navy', () => scene.scene.launch('Rules', { chapter: 'coop' })),
      new Button(scene, 'hud:speed', '', 'navy', handlers.speed),
      new Button(scene, 'hud:lang', '', 'navy', handlers.lang),
      new Button(scene, 'hud:menu', '☰', 'navy', handlers.menu),
      new Button(scene, 'hud:undo', '↶', 'navy', handlers.undo),
    ];
    for (const b of this.buttons) b.setDepth(800);
    this.muteButton = new MuteButton(scene, 'hud:sound', handlers.muted, handlers.mute).setDepth(800);
    this.log = new LogView(scene);
    this.preview = new PreviewPanel(scene);
    this.zoom = new ZoomPanel(scene, handlers.zoomButton);
    this.band = scene.add.rectangle(0, 0, 10, 10, 0x03142a, 0.8).setDepth(1950).setVisible(false);
    this.bannerText = text(scene, 0, 0, '', 30, { display: true, color: '#f7dc8c', align: 'center' }).setOrigin(0.5).setDepth(1951).setVisible(false);
    this.calloutText = text(scene, 0, 0, '', 17, {
      weight: '800', color: '#e8fbff', align: 'center', backgroundColor: 'rgba(4,30,52,0.88)', padding: { x: 10, y: 6 },
    }).setOrigin(0.5).setDepth(1960).setVisible(false);
    this.curtainShade = scene.add.rectangle(0, 0, 10, 10, 0x02081a, 0.97).setOrigin(0, 0).setInteractive();
    this.curtainTitle = text(scene, 0, 0, '', 34, { display: true, color: '#f7dc8c', align: 'center' }).setOrigin(0.5);
    this.curtainHint = text(scene, 0, 0, '', 17, { color: '#c8d2ee', align: 'center' }).setOrigin(0.5);
    this.curtain = scene.add.container(0, 0, [this.curtainShade, this.curtainTitle, this.curtainHint]).setDepth(4000).setVisible(false);
    this.curtainShade.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, handlers.acceptHandoff);
    this.offs.push(registerTarget('handoff', () => (this.curtain.visible ? { x: this.L.w * 0.25, y: this.L.h * 0.3, w: this.L.w * 0.5, h: this.L.h * 0.4 } : null)));
  }

  layout(L: CoopLayout): void {
    this.L = L;
    this.title.setPosition(L.title.x + 4, L.title.y);
    this.subtitle.setPosition(L.title.x + 6, L.title.y + 30);
    this.buttons.forEach((b, i) => { const r = L.headerButtons[i < 4 ? i : 5]; b.place(r.x, r.y, r.w, r.h, i === 4 ? 24 : 15); });
    const m = L.headerButtons[4];
    this.muteButton.place(m.x, m.y, m.w, m.h);
    this.log.layout(L.log);
    this.log.setVisible(L.log.h >= 60);
    this.preview.layout(L);
    this.curtainShade.setSize(L.w, L.h);
    (this.curtainShade.input!.hitArea as Phaser.Geom.Rectangle).setTo(0, 0, L.w, L.h);
    this.curtainTitle.setPosition(L.w / 2, L.h * 0.45);
    this.curtainHint.setPosition(L.w / 2, L.h * 0.45 + 56).setWordWrapWidth(L.w * 0.8);
    this.band.setPosition(L.board.cx, L.board.cy).setSize(Math.min(L.w, L.board.r * 2.4), 70);
    this.bannerText.setPosition(L.board.cx, L.board.cy);
  }

  /** `assisted`: the game's "assisted" badge (an undo went past a Poseidon step or a draw), put first
   *  on the header's second line, in amber; `undoLit`: the Undo button lit, else greyed (still tappable). */
  header(line: string, sub: string, speed: Speed, undo: { assisted: string | null; lit: boolean } = { assisted: null, lit: true }): void {
    this.title.setText(line).setScale(1);
    if (this.title.width > this.L.title.w) this.title.setScale(this.L.title.w / this.title.width);
    this.subtitle.setText(undo.assisted ? `⚑ ${undo.assisted}  ·  ${sub}` : sub).setScale(1).setColor(undo.assisted ? '#ffb45c' : '#9fd8f0');
    this.buttons[4].setAlpha(undo.lit ? 1 : 0.45);
    if (this.subtitle.width > this.L.title.w) this.subtitle.setScale(this.L.title.w / this.subtitle.width);
    this.buttons[1].setCaption(SPEED_MARK[speed]);
    this.buttons[2].setCaption(nextLang(getLang()).toUpperCase());
  }

  showLog(lines: readonly LogLine[], heroes: readonly string[]): void {
    if (this.L.log.h >= 60) this.log.show(lines, heroes);
  }

  /** The coop lesson's coach over the water column and Poseidon's corner (the "Next phase" button
   *  under it stays clear); null hides it (while Poseidon's phase plays, the player watches the board). */
  showCoach(guide: Guide<never, never> | null, focus: string[], shown: boolean): void {
    if (!guide) return;
    this.coach ??= new GuideCoach(this.scene, { next: this.handlers.guideNext, quit: this.handlers.guideQuit, area: (name) => this.area(name) });
    const L = this.L, P = L.poseidon;
    const r = { x: L.column.x, y: L.column.y, w: P.x + P.w - L.column.x, h: P.y + P.h - 52 - L.column.y };
    this.coach.show(guide, focus, shown ? r : null);
  }

  /** The places a lesson points at that are no tap target. */
  private area(name: string): Rect | null {
    const L = this.L, b = L.board;
    switch (name) {
      case 'board': return { x: b.cx - b.r, y: b.cy - b.r, w: 2 * b.r, h: 2 * b.r * 0.95 };
      case 'water': return L.column;
      case 'poseidon': return L.poseidon;
      case 'pillar': { const p = pillarAt(L, 1), s = Math.max(30, b.r * 0.17); return { x: p.x - s, y: p.y - s, w: 2 * s, h: 2 * s }; }
      default: return null;
    }
  }

  /** Poseidon's next phase in words, behind its button (`usable`: the board takes taps now). */
  showPreview(lines: string[], usable: boolean): void { this.preview.show(lines, usable); }

  /** The test hook's readings: the preview panel's lines (null: closed) and the chronicle drawn. */
  previewShown(): string[] | null { return this.preview.shown(); }
  chronicleShown(): ReturnType<LogView['reading']> { return this.log.reading(); }

  showZoom(card: { uid: number; type: number } | null, actions: ZoomAction[]): void {
    if (card) this.zoom.show(card.uid, card.type, this.L.zoom, actions);
    else this.zoom.hide();
  }

  curtainFor(hero: string | null): void {
    this.curtain.setVisible(hero !== null);
    if (hero === null) return;
    this.curtainTitle.setText(t('ui.handoffTitle', { hero }));
    this.curtainHint.setText(t('ui.handoffTap'));
  }

  banner(line: string, ms: number): Promise<void> {
    this.band.setVisible(true).setAlpha(0);
    this.bannerText.setText(line).setVisible(true).setAlpha(0).setScale(1);
    if (this.bannerText.width > this.band.width - 20) this.bannerText.setScale((this.band.width - 20) / this.bannerText.width);
    return new Promise((resolve) => {
      this.scene.tweens.add({
        targets: [this.band, this.bannerText], alpha: 1, duration: ms * 0.2, yoyo: true, hold: ms * 0.6,
        onComplete: () => { this.band.setVisible(false); this.bannerText.setVisible(false); resolve(); },
      });
    });
  }

  /** Poseidon's deed called out at its pile: a caption rising from the card, then fading. */
  callout(at: Point, line: string, ms: number): Promise<void> {
    const L = this.L;
    this.calloutText.setText(line).setVisible(true).setAlpha(0).setScale(1).setWordWrapWidth(Math.max(200, L.board.r * 1.3));
    const x = Phaser.Math.Clamp(at.x, this.calloutText.width / 2 + 8, L.w - this.calloutText.width / 2 - 8);
    this.calloutText.setPosition(x, at.y);
    return new Promise((resolve) => {
      this.scene.tweens.add({
        targets: this.calloutText, alpha: 1, y: at.y - 16, duration: ms * 0.25, yoyo: true, hold: ms * 0.5,
        onComplete: () => { this.calloutText.setVisible(false); resolve(); },
      });
    });
  }

  destroy(): void {
    for (const off of this.offs.splice(0)) off();
  }
}
