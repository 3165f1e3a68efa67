// The table's two buttons of issue 25, in the action column of either table: "Continue" while the
// table pauses after a bot's turn (review each bot turn), "Skip to the end" once no hero can change
// the coop game's outcome any more, or the heroes have changed nothing for a few rounds (an offer). Each is a tap target for the test hook (≥ 44 px tall).
import type Phaser from 'phaser';
import { t } from '../../src/i18n';
import { Button } from './ui';

export interface PaceState {
  /** The bot whose turn the table pauses after, or null. */
  reviewing: number | null;
  /** The rest of the game can be skipped (no hero can change its outcome, or nothing has changed for a while). */
  stalled: boolean;
}

export class PaceButtons {
  private readonly resume: Button;
  private readonly skip: Button;

  constructor(scene: Phaser.Scene, on: { resume(): void; skip(): void }) {
    this.resume = new Button(scene, 'pace:continue', '', 'gold', () => on.resume()).setDepth(300).setVisible(false);
    this.skip = new Button(scene, 'pace:skipToEnd', '', 'gold', () => on.skip()).setDepth(300).setVisible(false);
  }

  /** Shows the button the table needs now in the rectangle (x, y, w; 52 px tall), or none. */
  show(state: PaceState, x: number, y: number, w: number): void {
    this.resume.setVisible(state.reviewing !== null);
    this.skip.setVisible(state.reviewing === null && state.stalled);
    if (this.resume.visible) this.resume.setCaption(t('pace.continue')).place(x, y, w, 52, 18);
    if (this.skip.visible) this.skip.setCaption(t('pace.skipToEnd')).place(x, y, w, 52, 17);
  }
}
