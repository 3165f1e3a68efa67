// The result of a daily game on the score screens (issue 13): the text to share (date, mode, score or
// outcome, turns, and the game's share code) with a Copy button. The clipboard may be refused (an
// insecure page, a denied permission): the text then shows in a real text box, selected, to copy by
// hand. Its own object so that the score screens only place it.
import Phaser from 'phaser';
import type { AnyView } from '../presenter/presenter-modes';
import { t } from '../../src/i18n';
import type { SaveFile } from '../../src/persist/save';
import { encodeShareCode } from '../../src/persist/share-code';
import { dailyResultText } from '../presenter/daily-result';
import { Button, panelTexture, text } from './ui';

/** The height it takes on a score screen. */
export const DAILY_SHARE_H = 92;

export class DailyShare {
  private readonly parts: Phaser.GameObjects.GameObject[] = [];
  private readonly line: Phaser.GameObjects.Text;
  private readonly copy: Button;
  private box: HTMLTextAreaElement | null = null;
  private code: string | null = null;
  /** The text shown now (the test hook and the tests read it). */
  static shownText: string | null = null;

  constructor(private readonly scene: Phaser.Scene, private readonly save: SaveFile, private readonly view: AnyView, private readonly date: string,
    private readonly rect: { x: number; y: number; w: number; h: number }) {
    const { x, y, w, h } = rect;
    this.parts.push(scene.add.image(x, y, panelTexture(scene, Math.round(w), Math.round(h), 'lit')).setOrigin(0, 0));
    const bw = 120;
    this.line = text(scene, x + 12, y + 8, '', 13, { weight: '600', color: '#f3e2b0', wordWrap: { width: w - bw - 36 } });
    this.parts.push(this.line);
    this.copy = new Button(scene, 'over:daily:copy', t('daily.copy'), 'gold', () => void this.toClipboard()).place(x + w - bw - 12, y + (h - 52) / 2, bw, 52, 17);
    this.parts.push(this.copy);
    // Above the rising sea of the cooperative end screen (depth 1) and its columns.
    for (const p of this.parts) (p as unknown as Phaser.GameObjects.Components.Depth).setDepth(6);
    this.show();
    void encodeShareCode(save).then((code) => { this.code = code; if (this.line.active) this.show(); }, () => undefined);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.destroy());
  }

  get textToShare(): string { return dailyResultText(this.save, this.view, this.date, this.code); }

  destroy(): void {
    for (const p of this.parts) p.destroy();
    this.parts.length = 0;
    this.box?.remove();
    this.box = null;
    DailyShare.shownText = null;
  }

  private show(): void {
    const all = this.textToShare;
    DailyShare.shownText = all;
    // The code can be long (300 characters and more, no space to wrap at): on the screen as much as
    // fits on its line (about 7.5 px a character at 13 px), whole when copied.
    const fits = Math.max(20, Math.floor((this.rect.w - 156) / 7.6));
    this.line.setText(all.split('\n').map((l) => (l.length > fits ? `${l.slice(0, fits - 1)}…` : l)).join('\n'));
  }

  private async toClipboard(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.textToShare);
      this.copy.setCaption(t('daily.copied'));
    } catch {
      this.copy.setCaption('—');
      this.line.setText(t('daily.copyFailed'));
      this.selectable();
    }
  }

  /** The text in a real text box over the panel, selected: the player copies it by hand. */
  private selectable(): void {
    const canvas = this.scene.game.canvas;
    const k = canvas.getBoundingClientRect().width / this.scene.scale.width;
    const box = this.box ?? document.createElement('textarea');
    box.readOnly = true;
    box.value = this.textToShare;
    box.setAttribute('aria-label', t('daily.copy'));
    const { x, y, w } = this.rect;
    box.style.cssText = `position:absolute;left:${(x + 8) * k}px;top:${(y + 28) * k}px;width:${(w - 160) * k}px;height:${56 * k}px;`
      + 'box-sizing:border-box;background:rgba(10,16,42,0.95);color:#f3e2b0;border:1px solid #c9a85a;border-radius:8px;font:12px Inter,Arial,sans-serif;';
    canvas.parentElement?.appendChild(box);
    this.box = box;
    box.focus();
    box.select();
  }
}
