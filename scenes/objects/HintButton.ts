// The table's Hint button and its line (issue 26): "what would the hard bot do?" for the person to act,
// at the classic table (the Hud draws it) and on the coop board. The line stands over the status line
// until the game moves on; asking marks the game assisted (scenes/presenter/hint.ts).
import Phaser from 'phaser';
import { browserThinker } from '../../src/app/bot-thinker';
import type { Seat } from '../../src/engine';
import { t } from '../../src/i18n';
import { hintText, TableHint, type HintTable } from '../presenter/hint';
import type { Rect } from '../presenter/table-layout';
import { Button, text } from './ui';

/** What the button reads of its table's controller. */
export interface HintHost {
  onSync(fn: () => void): () => void;
  /** The scenes draw again (the header's assisted badge, this button). */
  notify(): void;
  readonly idle: boolean;
  readonly handoff: Seat | null;
  readonly watched: unknown;
  readonly humanSeats: readonly boolean[];
  readonly viewer: Seat;
  readonly view: unknown;
  readonly guide: { readonly over: boolean } | null;
  readonly session: HintTable['session'];
}

export interface HintPlace {
  /** The viewer may act now (their turn or their decision). */
  viewerActs(): boolean;
  /** Where the button goes and where its line goes (over the status line); null: not laid out yet. */
  where(): { button: Rect; line: Rect } | null;
  /** Each seat's hero name. */
  heroes(): readonly string[];
}

export class HintButton {
  /** What the table shows of the hint, as last drawn (the test hook reads it). */
  static shown: { offered: boolean; line: string | null } = { offered: false, line: null };

  private readonly hint: TableHint;
  private readonly button: Button;
  private readonly line: Phaser.GameObjects.Text;

  /** The scene has shut down (a replay or a new game can replace it between two microtasks). */
  private gone = false;

  constructor(scene: Phaser.Scene, private readonly host: HintHost, private readonly place: HintPlace, depth = 300) {
    this.hint = new TableHint({ session: host.session, view: () => host.view, askable: () => this.askable(), changed: () => host.notify() }, browserThinker());
    this.button = new Button(scene, 'hint', '', 'navy', () => this.hint.ask()).setDepth(depth);
    this.line = text(scene, 0, 0, '', 15, { weight: '700', color: '#ffd98a', backgroundColor: '#060c22', padding: { x: 8, y: 5 } }).setDepth(depth + 1).setVisible(false);
    const off = host.onSync(() => this.draw());
    // After the scene has laid itself out again for the new size.
    const resized = () => queueMicrotask(() => this.draw());
    scene.scale.on(Phaser.Scale.Events.RESIZE, resized);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => { this.gone = true; off(); scene.scale.off(Phaser.Scale.Events.RESIZE, resized); this.hint.close(); HintButton.shown = { offered: false, line: null }; });
    // Once the scene has laid itself out (it does so after making its parts).
    queueMicrotask(() => this.draw());
  }

  /** The person's seat when they may ask now: at rest, their own move, no curtain, not a lesson. */
  private askable(): Seat | null {
    const h = this.host;
    const open = h.idle && h.handoff === null && !h.watched && h.humanSeats[h.viewer] === true && (!h.guide || h.guide.over);
    return open && this.place.viewerActs() ? h.viewer : null;
  }

  draw(): void {
    if (this.gone) return; // a microtask queued before the scene shut down: its objects are destroyed
    const at = this.place.where();
    const offered = at !== null && this.askable() !== null;
    const thinking = this.hint.thinking;
    if (at) this.button.place(at.button.x, at.button.y, at.button.w, at.button.h, 16);
    this.button.setVisible(offered || thinking).setEnabled(!thinking).setCaption(t('hint.button'));
    const s = this.hint.suggestion;
    const line = thinking ? t('hint.thinking') : s === 'none' ? t('hint.none') : s ? hintText(s, this.place.heroes()) : null;
    this.line.setVisible(line !== null && at !== null);
    if (line !== null && at) this.line.setText(line).setPosition(at.line.x, at.line.y).setFixedSize(at.line.w, 0).setWordWrapWidth(at.line.w - 16);
    HintButton.shown = { offered, line: this.line.visible ? line : null };
  }
}
