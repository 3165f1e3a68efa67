// The "assisted" badge of a game an undo took back past something revealed (issue 13), for the score
// screens: top right, amber, so a result reached with help is never shown as a plain one.
import type Phaser from 'phaser';
import { t } from '../../src/i18n';
import { text } from './ui';
import { undoShown } from '../undo-action';

/** The badge at the top right of a w-wide screen, or null when the game is not assisted. */
export function assistedBadge(scene: Phaser.Scene, w: number, assisted: boolean): Phaser.GameObjects.Text | null {
  undoShown.badge = assisted ? t('ui.assisted') : null;
  if (!assisted) return null;
  return text(scene, w - 16, 18, `⚑ ${t('ui.assisted')}`, 16, {
    weight: '800', color: '#ffe0b0', backgroundColor: 'rgba(120,64,10,0.92)', padding: { x: 10, y: 6 },
  }).setOrigin(1, 0).setDepth(10);
}
