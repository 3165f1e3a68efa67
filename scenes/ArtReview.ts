// ?cards=30,18,16: the requested card types laid out large over the night sky, to review their art.
import Phaser from 'phaser';
import { CARD_TYPES, cardType } from '../src/cards';
import { spread } from './presenter/table-layout';
import { shortFor } from './objects/CardPool';
import { CardView } from './objects/CardView';
import { SkyBackground } from './objects/SkyBackground';
import type { UrlOptions } from '../src/app/url-options';

export class ArtReview extends Phaser.Scene {
  constructor() {
    super('ArtReview');
  }

  create(): void {
    const options = this.registry.get('options') as UrlOptions;
    const ids = (options.cards ?? []).filter((id) => CARD_TYPES.has(id));
    const w = this.scale.width, h = this.scale.height;
    new SkyBackground(this).resize(w, h);
    const box = Math.min(240, (w - 40) / Math.max(1, ids.length) - 12, (h - 60) * 0.716);
    const xs = spread(ids.length, box, w - 40, 12);
    ids.forEach((id, i) => this.add.existing(new CardView(this, 20 + xs[i] + box / 2, h / 2, cardType(id), Math.round(shortFor(id, box)))));
  }
}
