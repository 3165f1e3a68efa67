// The audience window's settings, for the streamer and never for the stream: a button in the top
// right corner that shows only while the mouse moves over the window, opening a row of choices: the
// background (the sky, a green key, transparent). The background changes the page (a transparent
// canvas is made so from the start): the window reloads with the new address and reconnects. When a
// hand is shown is not chosen here but on the game's page (its menu), which alone decides what it
// publishes (docs/security.md): the panel says where.
import Phaser from 'phaser';
import { t } from '../../src/i18n';
import { AUDIENCE_BACKGROUNDS, audienceSearch, type AudiencePageOptions } from '../../src/stream';
import { AUDIENCE_W } from '../presenter/audience/audience-layout';
import { Button, text } from '../objects/ui';

const HIDE_MS = 3500;

export class AudienceSettings {
  private readonly gear: Button;
  private readonly panel: Phaser.GameObjects.Container;
  private open = false;
  private hideAt = 0;

  constructor(private readonly scene: Phaser.Scene, private readonly options: AudiencePageOptions) {
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

  /** The row of choices, the one in force lit, and where hands are chosen. */
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
      tap: () => { if (bg !== this.options.background) this.go({ ...this.options, background: bg }); },
    })));
    this.panel.add(text(s, x0 + 20, 210, t('aud.reveal'), 22, { weight: '800', color: '#e9cd8c' }));
    this.panel.add(text(s, x0 + 220, 212, t('aud.reveal.where'), 20, { weight: '700', color: '#dfe6ff', wordWrap: { width: w - 240 } }));
  }

  /** Keeps the choice in the address and reloads the window with it (its pairing key is kept: pairing.ts). */
  private go(options: AudiencePageOptions): void {
    window.location.replace(`${window.location.pathname}${audienceSearch(window.location.search, options)}${window.location.hash}`);
  }
}
