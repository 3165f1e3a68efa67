// The audience window's settings, for the streamer and never for the stream: a button in the top
// right corner that shows only while the mouse moves over the window, opening a row of choices: the
// background (the sky, a green key, transparent) and when a hand may be shown (never, after its turn,
// after a delay). The background changes the page (a transparent canvas is made so from the start):
// the window reloads with the new address and reconnects. When hands show is sent to the game's page.
import Phaser from 'phaser';
import { t } from '../../src/i18n';
import { AUDIENCE_BACKGROUNDS, audienceSearch, REVEAL_DELAYS, type AudiencePageOptions, type RevealSetting } from '../../src/stream';
import { AUDIENCE_W } from '../presenter/audience/audience-layout';
import { Button, text } from '../objects/ui';

const HIDE_MS = 3500;
const REVEALS: RevealSetting[] = [{ when: 'never' }, { when: 'turnEnd' }, ...REVEAL_DELAYS.map((seconds) => ({ when: 'delay' as const, seconds }))];
const revealKey = (r: RevealSetting) => (r.when === 'delay' ? `delay:${r.seconds}` : r.when);

export class AudienceSettings {
  private readonly gear: Button;
  private readonly panel: Phaser.GameObjects.Container;
  private open = false;
  private hideAt = 0;

  constructor(private readonly scene: Phaser.Scene, private options: AudiencePageOptions, private readonly onReveal: (r: RevealSetting) => void) {
    this.gear = new Button(scene, 'aud:settings', t('aud.settings'), 'navy', () => this.toggle()).setDepth(3000);
    this.gear.place(AUDIENCE_W - 250, 16, 230, 56, 22).setVisible(false);
    this.panel = scene.add.container(0, 0).setDepth(3000).setVisible(false);
    this.fill();
    scene.input.on(Phaser.Input.Events.POINTER_MOVE, () => this.wake());
    scene.input.on(Phaser.Input.Events.POINTER_DOWN, () => this.wake());
    const timer = scene.time.addEvent({ delay: 500, loop: true, callback: () => { if (scene.time.now > this.hideAt) this.hide(); } });
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => timer.remove());
  }

  private wake(): void {
    this.hideAt = this.scene.time.now + HIDE_MS * (this.open ? 3 : 1);
    this.gear.setVisible(true);
  }

  private hide(): void {
    this.gear.setVisible(false);
    this.open = false;
    this.panel.setVisible(false);
  }

  private toggle(): void {
    this.open = !this.open;
    this.panel.setVisible(this.open);
    this.wake();
  }

  /** The two rows of choices, the one in force lit. */
  private fill(): void {
    this.panel.removeAll(true);
    const s = this.scene, x0 = AUDIENCE_W - 1120, w = 1100;
    const plate = s.add.graphics().fillStyle(0x070d26, 0.95).fillRoundedRect(x0, 84, w, 196, 18).lineStyle(2, 0xc9a85a, 1).strokeRoundedRect(x0, 84, w, 196, 18);
    this.panel.add(plate);
    const row = (y: number, label: string, items: { id: string; caption: string; on: boolean; tap: () => void }[]) => {
      this.panel.add(text(s, x0 + 20, y + 14, label, 22, { weight: '800', color: '#e9cd8c' }));
      items.forEach((it, i) => {
        const b = new Button(s, it.id, it.caption, it.on ? 'gold' : 'navy', it.tap);
        b.place(x0 + 220 + i * 174, y, 166, 56, 18);
        this.panel.add(b);
      });
    };
    row(100, t('aud.bg'), AUDIENCE_BACKGROUNDS.map((bg) => ({
      id: `aud:bg:${bg}`, caption: t(`aud.bg.${bg}`), on: this.options.background === bg,
      tap: () => { if (bg !== this.options.background) this.go({ ...this.options, background: bg }, true); },
    })));
    row(196, t('aud.reveal'), REVEALS.map((r) => ({
      id: `aud:reveal:${revealKey(r)}`, caption: r.when === 'delay' ? t('aud.reveal.delay', { s: r.seconds }) : t(`aud.reveal.${r.when}`),
      on: revealKey(this.options.reveal) === revealKey(r),
      tap: () => { this.go({ ...this.options, reveal: r }, false); this.onReveal(r); },
    })));
  }

  /** Keeps the choice in the address (a reload keeps it); a new background reloads the window. */
  private go(options: AudiencePageOptions, reload: boolean): void {
    this.options = options;
    const url = `${window.location.pathname}${audienceSearch(window.location.search, options)}`;
    if (reload) return window.location.replace(url);
    window.history.replaceState(null, '', url);
    this.fill();
  }
}
