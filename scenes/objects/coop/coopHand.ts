// The coop viewer's hand laid side by side (issue 25: no value hidden), the selected card lifted and
// glowing. Each card's tappable strip is what stays visible when cards must overlap.
import type Phaser from 'phaser';
import { cardType } from '../../../src/cards';
import type { Uid } from '../../../src/engine';
import { handPlaces } from '../../presenter/hand-layout';
import type { Rect } from '../../presenter/table-layout';
import type { CardPool } from '../CardPool';
import { glowTexture } from '../icons';

export interface HandShown {
  hand: readonly { uid: Uid; type: number }[];
  area: Rect;
  cardBox: number;
  selected: Uid | null;
  ms: number;
  /** The cards drawn this frame (the pool sweeps the others). */
  keep: Set<Uid>;
}

export function drawHand(pool: CardPool, glow: Phaser.GameObjects.Image, s: HandShown): void {
  const { places, overlap } = handPlaces(s.hand.length, s.area, s.cardBox, s.hand.map((c) => cardType(c.type).kind === 'armor'));
  s.hand.forEach((c, i) => {
    s.keep.add(c.uid);
    const lifted = c.uid === s.selected;
    const p = places[i], x = p.x;
    const y = p.y + (lifted ? -Math.min(20, s.area.h * 0.08) : 0);
    const step = overlap && i < places.length - 1 ? Math.min(p.w, places[i + 1].x - p.x) : p.w;
    const v = pool.place(c.uid, c.type, {
      x, y, box: p.box, depth: 400 + i, faceUp: true, role: 'hand', ms: s.ms, upright: p.upright,
      visible: { x: x - p.w / 2, y: y - p.h / 2, w: step, h: p.h },
    });
    if (lifted) glow.setTexture(glowTexture(glow.scene, v.cardWidth, v.cardHeight, '#ffd66b')).setAngle(v.angle).setPosition(x, y).setVisible(true).setDepth(399 + i);
  });
}
