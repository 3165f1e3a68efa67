// A card flying between two places of a table (the classic table's zones, the cooperative board's):
// a gentle arc, scaled to the size it has where it lands, turning over half-way when the viewer's
// knowledge of it changes, with a soft light trailing it. Where it lands it stays (the re-sync places it
// for good) or fades out (a place that shows no card one by one: a deck, a panel, the Main Breadwinner).
// Face down it is a nameless back (CardPool.placeBack): a card the viewer may not know (uid and card
// −1, as the engine redacts it) stays one all the way; a known one is swapped for its face, or its face
// for a back, at the middle of the turn, while it is seen edge on (issue 23: nothing drawn face down
// names its card).
import type Phaser from 'phaser';
import type { Uid } from '../../src/engine';
import type { Anchor } from '../presenter/anchors';
import { shortFor, type CardPool } from './CardPool';
import type { CardView } from './CardView';
import { glowTexture } from './icons';
import { calm, fadeIn } from './calm';

export interface Flight {
  /** The card, or −1 (with card −1) when the viewer may not know which it is. */
  uid: Uid;
  card: number;
  from: Anchor;
  to: Anchor;
  /** Whether the viewer sees the card's face at the start and at the end. */
  faceFrom: boolean;
  faceTo: boolean;
  /** The card stays where it lands (else it fades out there). */
  stays: boolean;
  trail?: string;
}

/** The short side of a card filling a box of width box (a back is portrait). */
const shortSide = (card: number, box: number) => (card < 0 ? box : shortFor(card, box));

export function flyCard(scene: Phaser.Scene, pool: CardPool, f: Flight, ms: number): Promise<void> {
  const { from, to } = f;
  const known = f.uid >= 0 && f.card >= 0;
  // The view drawn now and its key in the pool (a back has a key of its own).
  let key: Uid = f.uid;
  let view: CardView;
  const asFace = (x: number, y: number, box: number) => {
    key = f.uid;
    return pool.place(f.uid, f.card, { x, y, box, depth: 3000, faceUp: true, role: 'flight' });
  };
  const asBack = (x: number, y: number, box: number) => {
    if (known) pool.discard(f.uid);
    const back = pool.placeBack({ x, y, box, depth: 3000, role: 'flight' });
    key = back.key;
    return back.view;
  };
  if (known && f.faceFrom) view = pool.get(f.uid) ?? asFace(from.x, from.y, from.w);
  else view = asBack(from.x, from.y, from.w);
  view.setDepth(3000).setHalo(null);
  const short0 = Math.min(view.cardWidth, view.cardHeight) * (view.scaleX || 1);
  const short1 = shortSide(f.card, to.w);
  const x0 = view.x, y0 = view.y, a0 = view.angle;
  const flips = known && f.faceFrom !== f.faceTo;
  let turned = false;
  const turn = () => {
    turned = true;
    const old = view, oldKey = key, { x, y } = old;
    if (f.faceTo) {
      // The back it was goes: its face takes its place, under the card's uid.
      view = asFace(x, y, from.w);
      pool.discard(oldKey, old);
    } else view = asBack(x, y, from.w); // the face goes with its uid (pool.discard)
    view.setDepth(3000);
  };
  /** The scale that gives the view drawn now a short side of `short` pixels. */
  const scaleFor = (short: number) => short / Math.min(view.cardWidth, view.cardHeight);
  // Reduced motion: no flight; the card appears where it lands (turned already) with a short fade.
  if (calm()) {
    if (flips) turn();
    view.setScale(scaleFor(short1)).setPosition(to.x, to.y).setAngle(0);
    const landed = view, at = key;
    return fadeIn(scene, landed, ms).then(() => { if (!(f.stays && known && f.faceTo)) pool.discard(at, landed); });
  }
  // A gentle arc: the card rises a little above the straight line between the two places.
  const lift = Math.min(80, Math.hypot(to.x - x0, to.y - y0) * 0.12);
  const glow = scene.add.image(x0, y0, glowTexture(scene, view.cardWidth, view.cardHeight, f.trail ?? '#9fd0ff')).setDepth(2999).setAlpha(0.8).setScale(view.scaleX || 1);
  scene.tweens.add({ targets: glow, x: to.x, y: to.y, duration: ms * 1.1, ease: 'Cubic.easeInOut', alpha: 0, onComplete: () => glow.destroy() });
  return new Promise((resolve) => {
    scene.tweens.addCounter({
      from: 0, to: 1, duration: ms, ease: 'Cubic.easeInOut',
      onUpdate: (tw) => {
        if (!view.active) return;
        const p = tw.getValue() ?? 0;
        let squash = 1;
        if (flips && p > 0.25 && p < 0.75) {
          const q = (p - 0.25) / 0.5;
          squash = Math.abs(Math.cos(Math.PI * q));
          if (q >= 0.5 && !turned) turn();
        }
        const s = scaleFor(short0 + (short1 - short0) * p);
        view.setPosition(x0 + (to.x - x0) * p, y0 + (to.y - y0) * p - Math.sin(Math.PI * p) * lift);
        view.setScale(Math.max(0.001, s * squash), s).setAngle(a0 * (1 - p));
      },
      onComplete: () => {
        if (flips && !turned && view.active) turn();
        if (!view.active) return resolve();
        view.setScale(scaleFor(short1)).setPosition(to.x, to.y).setAngle(0);
        if (f.stays && known && f.faceTo) return resolve();
        const landed = view, at = key;
        scene.tweens.add({
          targets: landed, alpha: 0, duration: Math.min(120, ms * 0.3),
          onComplete: () => {
            pool.discard(at, landed);
            resolve();
          },
        });
      },
    });
  });
}
