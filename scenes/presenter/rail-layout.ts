// The expansions' rail, a band under the field: the current Epic with its hourglasses, Odin's statue
// and the Libra weapons left, then each revealed pillar (and each other card offered to face) with
// what the active player brings against it and the cards facing it. Plain numbers, unit-tested like the table layout.
import { CARD_RATIO, MIN_TARGET, type Rect } from './table-layout';
export { railHeight } from './table-layout';

export interface PillarParts {
  /** The pillar card (a portrait card box), its totals line, and the row of cards facing it. */
  card: Rect; totals: Rect; minis: Rect;
  /** The "destroy" button, over the bottom of the card. */
  button: Rect;
}
export interface RailParts {
  epic: Rect;
  /** Hourglasses and the Epics to come, right of the Epic. */
  epicInfo: Rect;
  /** Odin's sapphires and the Libra weapons of the supply. */
  counters: Rect;
  pillars: PillarParts[];
  mini: number;
}

const r = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h });

export function railParts(rail: Rect, pillars: number): RailParts {
  const H = rail.h;
  const cardW = Math.round(H * CARD_RATIO);
  const epic = r(rail.x, rail.y, cardW, H);
  const epicInfo = r(epic.x + cardW + 8, rail.y, Math.max(96, Math.round(H * 0.8)), H);
  const counters = r(epicInfo.x + epicInfo.w + 8, rail.y, Math.max(72, Math.round(H * 0.6)), H);
  const x0 = counters.x + counters.w + 12;
  const room = rail.x + rail.w - x0;
  const mini = Math.max(MIN_TARGET, Math.round((H - 26) * CARD_RATIO));
  const natural = cardW + 6 + Math.max(mini * 2, 96) + 12;
  const step = pillars > 0 ? Math.min(natural, room / pillars) : natural;
  const parts: PillarParts[] = [];
  for (let i = 0; i < pillars; i++) {
    const x = x0 + i * step;
    const card = r(x, rail.y, cardW, H);
    const side = r(x + cardW + 6, rail.y, Math.max(0, step - cardW - 18), H);
    const bh = Math.max(MIN_TARGET, Math.round(H * 0.3));
    parts.push({
      card, totals: r(side.x, side.y, side.w, 24), minis: r(side.x, side.y + 26, side.w, H - 26),
      button: r(card.x, card.y + H - bh, Math.max(card.w, MIN_TARGET), bh),
    });
  }
  return { epic, epicInfo, counters, pillars: parts, mini };
}
