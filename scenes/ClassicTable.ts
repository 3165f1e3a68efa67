// The classic table: the Sanctuary's sky, the field of six cards dealt from the reserve for a seed,
// the reserve pile and the seed. Scenes render what the engine says; they decide no rule.
import Phaser from 'phaser';
import { CARD_TYPES, cardType, type CardType } from '../src/cards';
import { newGame, view } from '../src/engine';
import { layoutTable, type TableLayout } from './layout';
import { isLandscape } from './objects/cardArt';
import { backKey, CardView, ensureCanvasTexture, pruneTextures } from './objects/CardView';
import { paintMat } from './objects/FieldMat';
import { DISPLAY_FONT, paintCardBack, TEXT_FONT } from './objects/paintCard';
import { pillTexture } from './objects/hud';
import { SkyBackground } from './objects/SkyBackground';
import { DEFAULT_HEROES, type UrlOptions } from './setup';

/** Emitted on game.events once the field is dealt and still. */
export const TABLE_READY = 'table-ready';

const PILE_LAYERS = 4;

export class ClassicTable extends Phaser.Scene {
  private options!: UrlOptions;
  private field: (CardType | null)[] = [];
  private fieldUids: (number | null)[] = [];
  private reserveCount = 0;
  private views: (CardView | null)[] = [];
  private sky!: SkyBackground;
  private pile: Phaser.GameObjects.Image[] = [];
  private pileLabel!: Phaser.GameObjects.Text;
  private title!: Phaser.GameObjects.Text;
  private subtitle!: Phaser.GameObjects.Text;
  private seedPill!: Phaser.GameObjects.Image;
  private L!: TableLayout;
  private dealing = false;
  private ready = false;

  constructor() {
    super('ClassicTable');
  }

  /** Type ids of the cards shown on the field, in slot order (for tests). */
  fieldCardTypes(): number[] {
    return this.views.filter((v): v is CardView => v !== null).map((v) => v.card.id);
  }

  create(): void {
    this.options = this.registry.get('options') as UrlOptions;
    const { state } = newGame({ seed: this.options.seed, heroes: DEFAULT_HEROES });
    // The table shows what the audience may see.
    const seen = view(state, 'audience');
    this.fieldUids = seen.field.map((c) => c?.uid ?? null);
    this.field = seen.field.map((c) => (c ? cardType(c.type) : null));
    if (this.options.cards) {
      // Art review: show the requested card types instead (unknown ids are skipped).
      const known = this.options.cards.filter((id) => CARD_TYPES.has(id)).map((id) => cardType(id));
      this.field = Array.from({ length: 6 }, (_, i) => known[i] ?? null);
      this.fieldUids = this.field.map(() => null);
    }
    this.reserveCount = seen.reserveCount;

    this.sky = new SkyBackground(this);
    for (let i = 0; i < PILE_LAYERS; i++) this.pile.push(this.add.image(0, 0, '__DEFAULT'));
    this.pileLabel = this.add.text(0, 0, '', {
      fontFamily: TEXT_FONT, fontStyle: '600', fontSize: '14px', color: '#aab8d8', align: 'center',
    }).setOrigin(0.5, 0);
    this.title = this.add.text(0, 0, 'SAINT SEIYA', {
      fontFamily: DISPLAY_FONT, fontStyle: '700', fontSize: '28px', color: '#f0d58c',
      shadow: { offsetX: 0, offsetY: 2, color: 'rgba(0,0,0,0.7)', blur: 6, fill: true },
    });
    this.subtitle = this.add.text(0, 0, 'DECK BUILDING  ·  CLASSIQUE', {
      fontFamily: TEXT_FONT, fontStyle: '600', fontSize: '11px', color: '#8c9cc4',
    });
    this.seedPill = this.add.image(0, 0, '__DEFAULT').setOrigin(1, 0);

    this.layout(this.scale.width, this.scale.height);
    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize, this));
    void this.deal();
  }

  private onResize(gameSize: Phaser.Structs.Size): void {
    this.cameras.resize(gameSize.width, gameSize.height);
    this.layout(gameSize.width, gameSize.height);
    if (this.dealing) {
      // A resize mid-deal: stop the flights and put every card in its place, face up.
      for (const v of this.views) {
        if (!v) continue;
        this.tweens.killTweensOf(v);
        v.setScale(1).setAngle(0).setFaceUp(true);
      }
      this.dealing = false;
      this.markReady();
    }
    this.placeCards(false);
  }

  private layout(w: number, h: number): void {
    this.L = layoutTable(w, h, this.field.map((c) => (c ? isLandscape(c) : false)));
    const L = this.L;
    const sig = [L.card, L.rows, ...L.slots.map((s) => `${Math.round(s.x)},${Math.round(s.y)},${s.w}`)].join(',');
    const label = { x: L.mat.x, y: L.mat.y - L.card * 0.2, w: L.mat.w, h: L.card * 0.2 };
    const pile = { ...L.pile, h: L.pile.h + L.card * 0.45 };
    this.sky.resize(w, h, (ctx) => paintMat(ctx, L), sig, [L.mat, label, pile]);

    // Header: title left, seed right.
    const hs = Math.min(1.25, Math.max(0.8, w / 1280 + 0.1));
    const pad = Math.max(14, L.header.h * 0.28);
    this.title.setFontSize(Math.round(26 * hs)).setLetterSpacing(Math.round(4 * hs)).setPosition(pad, pad * 0.8);
    this.subtitle.setFontSize(Math.round(11 * hs)).setLetterSpacing(Math.round(3.2 * hs))
      .setPosition(pad + 2, this.title.y + this.title.height - 2);
    const pill = pillTexture(this, `SEED ${this.options.seed}`, Math.round(14 * hs));
    this.seedPill.setTexture(pill).setPosition(w - pad, pad * 0.8 + 2);
    pruneTextures(this, 'pill:', new Set([pill]));

    // The reserve pile: a few card backs stacked with a little thickness.
    const P = L.pile;
    const bw = Math.round(P.w), bh = Math.round(P.h);
    const back = ensureCanvasTexture(this, backKey(bw, bh), bw, bh, (ctx) => paintCardBack(ctx, bw, bh));
    const visible = Math.min(PILE_LAYERS, Math.max(1, Math.ceil(this.reserveCount / 20)));
    this.pile.forEach((img, i) => {
      const d = (PILE_LAYERS - 1 - i) * Math.max(1.5, P.w * 0.018);
      img.setTexture(back).setPosition(P.x + P.w / 2 + d * 0.5, P.y + P.h / 2 + d).setVisible(this.reserveCount > 0 && i >= PILE_LAYERS - visible);
      img.setAlpha(i === PILE_LAYERS - 1 ? 1 : 0.9);
    });
    this.pileLabel.setText(`RÉSERVE\n${this.reserveCount}`).setFontSize(Math.max(11, Math.round(L.card * 0.085)))
      .setLetterSpacing(2).setLineSpacing(2).setPosition(P.x + P.w / 2, P.y + P.h + L.card * 0.06);

    const keep = new Set<string>([back]);
    for (const v of this.views) if (v) for (const k of v.textureKeys()) keep.add(k);
    // Card sizes change with the window; drop the textures of old sizes once nothing uses them.
    this.time.delayedCall(0, () => {
      const live = new Set(keep);
      for (const v of this.views) if (v) for (const k of v.textureKeys()) live.add(k);
      for (const prefix of ['cardface:', 'cardback:', 'cardshadow:']) pruneTextures(this, prefix, live);
    });
  }

  private slotCentre(i: number): { x: number; y: number } {
    const s = this.L.slots[i];
    return { x: s.x + s.w / 2, y: s.y + s.h / 2 };
  }

  private placeCards(animate: boolean): void {
    this.views.forEach((v, i) => {
      if (!v) return;
      v.setCardSize(this.L.card);
      const { x, y } = this.slotCentre(i);
      if (animate) this.tweens.add({ targets: v, x, y, duration: 250, ease: 'Quad.easeOut' });
      else v.setPosition(x, y);
    });
  }

  /** Deals the field from the reserve pile: each card flies to its slot and turns over. */
  private async deal(): Promise<void> {
    this.dealing = true;
    const P = this.L.pile;
    const from = { x: P.x + P.w / 2, y: P.y + P.h / 2 };
    const flights: Promise<void>[] = [];
    this.views = this.field.map((card, i) => {
      if (!card) return null;
      const v = new CardView(this, from.x, from.y, card, this.L.card, this.fieldUids[i]);
      v.setFaceUp(false).setScale(P.w / this.L.card);
      if (isLandscape(card)) v.setAngle(-90);
      v.setDepth(10 + i);
      this.add.existing(v);
      return v;
    });
    this.views.forEach((v, i) => {
      if (!v) return;
      const to = this.slotCentre(i);
      const delay = 120 + i * 110;
      flights.push(new Promise<void>((resolve) => {
        this.tweens.add({
          targets: v,
          x: to.x,
          y: to.y,
          angle: 0,
          scale: 1,
          delay,
          duration: 430,
          ease: 'Cubic.easeOut',
          onComplete: () => {
            if (!this.dealing) return resolve();
            void v.flip(240).then(resolve);
          },
        });
      }));
    });
    await Promise.all(flights);
    if (!this.dealing) return;
    this.dealing = false;
    this.views.forEach((v, i) => v?.setDepth(i));
    this.markReady();
  }

  private markReady(): void {
    if (this.ready) return;
    this.ready = true;
    this.game.events.emit(TABLE_READY, this.fieldCardTypes());
  }
}
