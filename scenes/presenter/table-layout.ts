// Where everything of the classic table sits for a window of w × h CSS pixels, landscape or portrait.
// Plain numbers (no Phaser), unit-tested: nothing overlaps, everything is on screen, and every touch
// target is at least 44 px on a 1024×768 tablet, both ways round.
export interface Rect { x: number; y: number; w: number; h: number }

export interface PanelAnchors {
  deck: Rect; discard: Rect; hand: Rect; wounded: Rect; armor: Rect; vp: Rect; name: Rect;
}

export interface TableLayout {
  w: number; h: number; portrait: boolean;
  /** Title, clock, seed and buttons. */
  header: Rect; title: Rect; clock: Rect; headerButtons: Rect[];
  players: Rect[];
  /** The mat under the field (painted into the background). */
  mat: Rect;
  /** The six field slots (portrait card boxes); card is their width. */
  slots: Rect[]; card: number;
  /** Under each slot: the running totals and the cards played facing it. */
  strips: Rect[]; mini: number;
  minusOne: Rect;
  reserve: Rect; fieldDiscard: Rect;
  /** Cards in play whose field card has gone. */
  loose: Rect;
  status: Rect;
  /** The viewer's equipped armor, left of the hand. */
  armor: Rect;
  hand: Rect; handCard: number;
  /** End of turn and contextual actions, right of the hand. */
  actions: Rect;
  log: Rect;
  /** The large card panel, beside the board (it may cover the log and the hand, never the field). */
  zoom: Rect;
  /** A choice to make: over the field, just above the hand, which stays in sight (issue 12). In portrait
   *  it also covers the lower part of the log, which the Hud hides meanwhile. */
  chooser: Rect;
  /** The expansions' band under the field (Epic, Odin, Libra, pillars): null in a base game. */
  rail: Rect | null;
}

export const CARD_RATIO = 63 / 88;
export const MIN_TARGET = 44;
const TALL = 1 / CARD_RATIO;
const clamp = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, x));
const r = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h });

/** The tallest a portrait choice panel grows (the card that asks, a row of cards to pick and the
 *  buttons), so that the first row of the field stays in sight. */
export const CHOOSER_MAX_H = 400;
/** The room left between a choice panel and the hand: a picked hand card rises into it (and a hovered
 *  one a little more). */
export const CHOOSER_GAP = 16;
/** A choice panel over the board from top down to just above the hand (handY), at most maxH tall. */
function chooserOver(x: number, w: number, top: number, handY: number, maxH = Infinity): Rect {
  const bottom = handY - CHOOSER_GAP;
  const h = Math.min(maxH, bottom - top);
  return r(x, bottom - h, w, h);
}

/** Height of one strip (totals line + a row of mini cards) for field cards of width c. */
const miniOf = (c: number) => Math.round(clamp(c * 0.46, MIN_TARGET, 92));
const stripOf = (c: number) => 26 + Math.round(miniOf(c) * TALL) + 4;
const TOTALS_H = 26;
/** The expansions' rail height for field cards of width c (two touch targets high at least). */
export const railHeight = (c: number) => Math.round(Math.max(MIN_TARGET * 2 + 8, Math.min(150, c * 0.9)));

export function tableLayout(w: number, h: number, players: number, withRail = false): TableLayout {
  return w >= h * 1.05 ? landscape(w, h, players, withRail) : portrait(w, h, players, withRail);
}

function header(w: number, h: number): { header: Rect; title: Rect; clock: Rect; headerButtons: Rect[] } {
  const H = Math.round(clamp(h * 0.072, 50, 66));
  const clockW = Math.round(clamp(w * 0.34, 230, 440));
  const gap = 6, n = 6;
  // The buttons take what the clock leaves them (narrower on a narrow window, never under 48 px).
  const room = w - 8 - (w * 0.3 + clockW + 12);
  const bw = Math.max(MIN_TARGET + 4, Math.min(Math.round(H * 0.95), Math.floor((room - (n - 1) * gap) / n)));
  const bh = Math.max(MIN_TARGET, H - 8);
  // Rules (?), speed, language, menu, left to right; the sound (mute) left of them, and undo (↶) left of it.
  const buttons = [3, 2, 1, 0, 4, 5].map((i) => r(w - 8 - (i + 1) * bw - i * gap, (H - bh) / 2, bw, bh));
  const left = Math.min(w / 2 - clockW / 2, buttons[5].x - 12 - clockW);
  // On a narrow window the clock gives up some width rather than run under the buttons.
  const clockX = Math.max(Math.min(w * 0.3, 212), left);
  const clock = r(clockX, 4, Math.min(clockW, buttons[5].x - 12 - clockX), H - 8);
  return { header: r(0, 0, w, H), title: r(12, 4, clock.x - 20, H - 8), clock, headerButtons: buttons };
}

export function panelAnchors(p: Rect): PanelAnchors {
  const top = p.h * 0.46;
  const icon = Math.min(p.h - top - 4, (p.w - 12) / 5.2);
  const y = p.y + top;
  const at = (i: number) => r(p.x + 6 + i * (icon * 1.05), y, icon, p.h - top - 4);
  return {
    name: r(p.x + 8, p.y + 4, p.w * 0.62, top - 6), vp: r(p.x + p.w * 0.68, p.y + 4, p.w * 0.32 - 8, top - 6),
    deck: at(0), discard: at(1), hand: at(2), wounded: at(3), armor: at(4),
  };
}

function landscape(w: number, h: number, n: number, withRail: boolean): TableLayout {
  const railOf = (c: number) => (withRail ? railHeight(c) + 8 : 0);
  const m = Math.round(clamp(Math.min(w, h) * 0.014, 8, 16));
  const head = header(w, h);
  const top = head.header.h + m;
  const sideW = Math.round(clamp(w * 0.215, 206, 320));
  const side = r(w - sideW - m, top, sideW, h - top - m);
  const center = r(m, top, w - sideW - 3 * m, h - top - m);
  const panelH = Math.round(clamp((side.h * 0.5) / n - 6, 54, 92));
  const players = Array.from({ length: n }, (_, i) => r(side.x, side.y + i * (panelH + 6), side.w, panelH));
  const logY = side.y + n * (panelH + 6) + 6;
  const log = r(side.x, logY, side.w, side.y + side.h - logY);

  const fit = (c: number) => {
    const gap = Math.max(6, Math.round(c * 0.07));
    const pad = Math.round(c * 0.08);
    const pileW = Math.round(c * 0.62);
    const rowW = pileW + gap * 2 + 6 * c + 5 * gap + 2 * pad;
    const label = Math.round(clamp(c * 0.16, 14, 24));
    const matH = pad + Math.round(c * TALL) + Math.round(c * 0.22) + pad;
    const hc = Math.round(clamp(c * 1.02, 92, 190));
    const need = label + matH + 4 + stripOf(c) + railOf(c) + 34 + Math.round(hc * TALL) + 16;
    return { ok: rowW <= center.w && need <= center.h, gap, pad, pileW, rowW, label, matH, hc, need };
  };
  let c = 240;
  while (c > 56 && !fit(c).ok) c -= 1;
  const f = fit(c);
  // Spare height goes to the hand, then centres the board.
  const spare = Math.max(0, center.h - f.need);
  const actionsW = Math.round(clamp(center.w * 0.17, 120, 190));
  // The hand takes the spare height, but eight cards must still leave 44 px each to tap.
  let hc = Math.round(Math.min(c * 1.6, f.hc + spare * 0.7 * CARD_RATIO, 230));
  const handWidth = (k: number) => center.w - actionsW - Math.round(k * TALL * 0.8) - 24;
  while (hc > f.hc && handWidth(hc) - hc < 7 * MIN_TARGET) hc -= 2;
  const used = f.need - Math.round(f.hc * TALL) + Math.round(hc * TALL);
  const y0 = center.y + Math.max(0, (center.h - used) / 2) * 0.35;
  const x0 = center.x + (center.w - f.rowW) / 2;
  const matX = x0 + f.pileW + f.gap * 2;
  const mat = r(matX, y0 + f.label, 6 * c + 5 * f.gap + 2 * f.pad, f.matH);
  const ch = Math.round(c * TALL);
  const slots = Array.from({ length: 6 }, (_, i) => r(mat.x + f.pad + i * (c + f.gap), mat.y + f.pad, c, ch));
  const minusOne = r(slots[5].x + c / 2 - c * 0.32, slots[5].y + ch + c * 0.03, c * 0.64, c * 0.16);
  const stripY = mat.y + mat.h + 4;
  const strips = slots.map((s) => r(s.x - f.gap / 2 + 1, stripY, s.w + f.gap - 2, stripOf(c)));
  const pileH = Math.round(f.pileW * TALL);
  const reserve = r(x0, mat.y + 4, f.pileW, pileH);
  const fieldDiscard = r(x0, reserve.y + pileH + 30, f.pileW, pileH);
  const loose = r(x0, stripY, f.pileW + f.gap, stripOf(c));
  const rail = withRail ? r(x0, stripY + stripOf(c) + 6, f.rowW, railHeight(c)) : null;
  const statusY = stripY + stripOf(c) + 4 + railOf(c);
  const status = r(center.x, statusY, center.w, 30);
  const handY = statusY + 34;
  const handH = center.y + center.h - handY;
  const armorW = Math.round(hc * TALL * 0.8);
  const armor = r(center.x, handY + 8, armorW, Math.round(armorW * CARD_RATIO));
  const actions = r(center.x + center.w - actionsW, handY + 6, actionsW, Math.min(handH - 12, 150));
  const hand = r(armor.x + armor.w + 12, handY, actions.x - armor.x - armor.w - 24, handH);
  const chooser = chooserOver(center.x, center.w, center.y, handY);
  return {
    w, h, portrait: false, ...head, players, mat, slots, card: c, strips, mini: miniOf(c), minusOne, reserve, fieldDiscard,
    loose, status, armor, hand, handCard: hc, actions, log, zoom: side, chooser, rail,
  };
}

function portrait(w: number, h: number, n: number, withRail: boolean): TableLayout {
  const railOf = (c: number) => (withRail ? railHeight(c) + 8 : 0);
  const m = Math.round(clamp(Math.min(w, h) * 0.014, 8, 16));
  const head = header(w, h);
  const rows = n <= 3 ? 1 : 2;
  const perRow = Math.ceil(n / rows);
  const panelH = 58;
  const panelW = (w - 2 * m - (perRow - 1) * 6) / perRow;
  const players = Array.from({ length: n }, (_, i) =>
    r(m + (i % perRow) * (panelW + 6), head.header.h + m + Math.floor(i / perRow) * (panelH + 6), panelW, panelH));
  const top = head.header.h + m + rows * (panelH + 6) + 4;
  const avail = h - top - m;

  // [piles | the field in two rows of three | log], then the hand.
  const fit = (c: number) => {
    const gap = Math.max(6, Math.round(c * 0.07));
    const pad = Math.round(c * 0.08);
    const matW = 3 * c + 2 * gap + 2 * pad;
    const pileW = Math.round(clamp(c * 0.5, 50, 84));
    const logW = w - 2 * m - pileW - 12 - matW - 12;
    const label = 18;
    const ch = Math.round(c * TALL);
    const matH = pad + ch + stripOf(c) + gap + ch + Math.round(c * 0.22) + pad;
    const hc = Math.round(clamp(c * 0.95, 92, 170));
    const need = label + matH + 4 + stripOf(c) + railOf(c) + 34 + Math.round(hc * TALL) + 14;
    return { ok: logW >= 180 && need <= avail, gap, pad, matW, pileW, logW, label, ch, matH, hc, need };
  };
  let c = 260;
  while (c > 56 && !fit(c).ok) c -= 1;
  const f = fit(c);
  const spare = Math.max(0, avail - f.need);
  const hc = Math.round(Math.min(c * 1.25, f.hc + spare * 0.7 * CARD_RATIO, 210));
  const pileH = Math.round(f.pileW * TALL);
  const mat = r(m + f.pileW + 12, top + f.label, f.matW, f.matH);
  const reserve = r(m, mat.y + 4, f.pileW, pileH);
  const fieldDiscard = r(m, reserve.y + pileH + 30, f.pileW, pileH);
  const log = r(mat.x + mat.w + 12, top, w - m - (mat.x + mat.w + 12), f.label + f.matH + 4 + stripOf(c));
  const slots: Rect[] = [];
  for (let i = 0; i < 6; i++) {
    const row = Math.floor(i / 3), col = i % 3;
    const y = mat.y + f.pad + row * (f.ch + stripOf(c) + f.gap);
    slots.push(r(mat.x + f.pad + col * (c + f.gap), y, c, f.ch));
  }
  const strips = slots.map((s) => r(s.x - f.gap / 2 + 1, s.y + f.ch + 4, s.w + f.gap - 2, stripOf(c)));
  // Row 2's strips sit under the mat; row 1's inside it, between the rows.
  for (let i = 3; i < 6; i++) strips[i] = { ...strips[i], y: mat.y + mat.h + 4 };
  const minusOne = r(slots[5].x + c / 2 - c * 0.32, slots[5].y + f.ch + c * 0.03, c * 0.64, c * 0.16);
  const stripBottom = mat.y + mat.h + 4 + stripOf(c);
  const loose = r(m, fieldDiscard.y + pileH + 30, f.pileW + 8, stripOf(c));
  const rail = withRail ? r(m, stripBottom + 6, w - 2 * m, railHeight(c)) : null;
  const status = r(m, stripBottom + 4 + railOf(c), w - 2 * m, 30);
  const handY = status.y + 34;
  const handH = h - m - handY;
  const actionsW = Math.round(clamp(w * 0.2, 120, 170));
  const armorW = Math.round(hc * TALL * 0.7);
  const armor = r(m, handY + 8, armorW, Math.round(armorW * CARD_RATIO));
  const actions = r(w - m - actionsW, handY + 6, actionsW, Math.min(handH - 12, 150));
  const hand = r(armor.x + armor.w + 10, handY, actions.x - armor.x - armor.w - 20, handH);
  const chooser = chooserOver(m, w - 2 * m, top, handY, CHOOSER_MAX_H);
  return {
    w, h, portrait: true, ...head, players, mat, slots, card: c, strips, mini: miniOf(c), minusOne, reserve, fieldDiscard,
    loose, status, armor, hand, handCard: hc, actions, log, zoom: log, chooser, rail,
  };
}

/** Do two rectangles overlap (by more than half a pixel)? */
export const overlaps = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;

/** Where a strip puts its totals line and its mini cards. */
export function stripParts(strip: Rect): { totals: Rect; minis: Rect } {
  return { totals: r(strip.x, strip.y, strip.w, TOTALS_H), minis: r(strip.x, strip.y + TOTALS_H, strip.w, strip.h - TOTALS_H) };
}

/** x of each of n cards of width cw spread over a row of width rowW (overlapping when needed). */
export function spread(n: number, cw: number, rowW: number, gap = 8): number[] {
  if (n <= 0) return [];
  const natural = n * cw + (n - 1) * gap;
  if (natural <= rowW) {
    const x0 = (rowW - natural) / 2;
    return Array.from({ length: n }, (_, i) => x0 + i * (cw + gap));
  }
  const step = n > 1 ? (rowW - cw) / (n - 1) : 0;
  return Array.from({ length: n }, (_, i) => i * step);
}
