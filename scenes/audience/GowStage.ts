// God of War's audience stage (stub): the audience window knows the mode; its drawing comes with the
// audience issue's work (the stream schema's God of War view). It draws nothing and places no card.
import type Phaser from 'phaser';
import type { ZoneRef } from '../../src/engine';
import type { Anchor } from '../presenter/anchors';
import type { AudienceStage, CardSpot } from './stage';

export class GowStage implements AudienceStage {
  readonly revealArea: { x: number; y: number; w: number; h: number };

  constructor(scene: Phaser.Scene) {
    this.revealArea = { x: 0, y: 0, w: scene.scale.width, h: scene.scale.height };
  }

  plan(): Map<number, CardSpot & { type: number }> { return new Map(); }
  anchor(_zone: ZoneRef): Anchor | null { return null; }
  draw(): Set<number> { return new Set(); }
  animate(): Promise<void> { return Promise.resolve(); }
}
