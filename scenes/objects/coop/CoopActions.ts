// The coop board's action column: End turn, Equip (Put into play for a relic) for a selected armor,
// Skip for the animations under way, and the pace buttons (Continue after a bot's turn, Skip to the end).
// Kept apart from CoopBoard so the board lays out the table and this column says what may be tapped.
import type Phaser from 'phaser';
import { t } from '../../../src/i18n';
import { PaceButtons, type PaceState } from '../PaceButtons';
import { Button } from '../ui';

export interface ActionRect { x: number; y: number; w: number; h: number }

export interface ActionsShown extends PaceState {
  /** End turn may be tapped now. */
  canEnd: boolean;
  /** The selected hand card, when it is an armor or a relic (Equip / Put into play). */
  selected: { equip: unknown; relic: unknown } | null;
  /** The animations under way may be skipped. */
  skip: boolean;
}

export class CoopActions {
  private readonly endTurn: Button;
  private readonly equip: Button;
  private readonly skip: Button;
  private readonly pace: PaceButtons;

  constructor(scene: Phaser.Scene, on: { button(id: string): void; hurry(): void; resume(): void; skipToEnd(): void }) {
    this.endTurn = new Button(scene, 'endTurn', '', 'gold', () => on.button('endTurn')).setDepth(300);
    this.equip = new Button(scene, 'equip', '', 'cosmos', () => on.button('equip')).setDepth(300);
    this.skip = new Button(scene, 'coop:skip', '', 'navy', () => on.hurry()).setDepth(300);
    this.pace = new PaceButtons(scene, { resume: on.resume, skip: on.skipToEnd });
  }

  show(s: ActionsShown, A: ActionRect): void {
    this.endTurn.setVisible(s.canEnd).setCaption(t('ui.endTurn')).place(A.x, A.y + 8, A.w, 56, 18);
    const sel = s.selected;
    this.equip.setVisible(!!(sel?.equip || sel?.relic)).setCaption(t(sel?.relic ? 'ui.playRelic' : 'ui.equip')).place(A.x, A.y + 72, A.w, 48, 16);
    this.showSkip(s.skip, A);
    this.pace.show(s, A.x, A.y + (this.equip.visible ? 128 : s.canEnd ? 72 : 8), A.w);
  }

  /** The Skip button alone (a step of Poseidon's phase is shown). */
  showSkip(visible: boolean, A?: ActionRect): void {
    this.skip.setVisible(visible).setCaption(t('ui.skip'));
    if (A) this.skip.place(A.x, A.y + A.h - 56, A.w, 48, 16);
  }

  /** No turn button while a step is shown; Skip as the animations allow. */
  hideTurnButtons(skip: boolean): void {
    this.endTurn.setVisible(false);
    this.equip.setVisible(false);
    this.showSkip(skip);
  }
}
