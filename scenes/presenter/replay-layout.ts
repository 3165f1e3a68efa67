// Where the replay's controls sit (plain numbers, unit-tested: every button at least 44 px, on screen,
// clear of the cards). On the classic table: a grid of two columns in the column right of the hand,
// where the end-of-turn button is in a game (nobody ends a turn in a replay), the step above it; when
// that column is too small, a row just above the hand. On the cooperative board: a row over its status
// line, from the left.
import { MIN_TARGET, type Rect, type TableLayout } from './table-layout';

export interface ReplayBarLayout {
  panel: Rect;
  /** The six buttons in order: start, back, play, forward, end, rate. */
  buttons: Rect[];
  label: { x: number; y: number; originX: number; px: number };
}

const GAP = 6;
const BIG = 52;
const LABEL_W = 128;

/** A row of the six buttons and the step after them, its top-left at (x, y). */
export function rowAt(x: number, y: number, size = BIG): ReplayBarLayout {
  const w = 6 * (size + GAP) + GAP + LABEL_W;
  return {
    panel: { x, y, w, h: size + 2 * GAP },
    buttons: Array.from({ length: 6 }, (_, i) => ({ x: x + GAP + i * (size + GAP), y: y + GAP, w: size, h: size })),
    label: { x: x + GAP + 6 * (size + GAP) + 4, y: y + GAP + size / 2, originX: 0, px: 15 },
  };
}

export const rowWidth = (size = BIG): number => 6 * (size + GAP) + GAP + LABEL_W;

/** Two columns of three in `area` (the step on top), or null when a finger-sized grid does not fit
 *  (tried roomy, then with tighter gaps and a smaller step line). */
export function gridIn(area: Rect): ReplayBarLayout | null {
  for (const [gap, labelH] of [[GAP, 26], [4, 20]]) {
    const size = Math.floor(Math.min(BIG, (area.w - 3 * gap) / 2, (area.h - labelH - 4 * gap) / 3));
    if (size < MIN_TARGET) continue;
    const w = 2 * size + 3 * gap, h = labelH + 3 * size + 4 * gap;
    const x = area.x + (area.w - w) / 2, y = area.y;
    return {
      panel: { x, y, w, h },
      buttons: Array.from({ length: 6 }, (_, i) => ({ x: x + gap + (i % 2) * (size + gap), y: y + labelH + gap + Math.floor(i / 2) * (size + gap), w: size, h: size })),
      label: { x: x + w / 2, y: y + labelH / 2 + 3, originX: 0.5, px: labelH > 22 ? 14 : 13 },
    };
  }
  return null;
}

/** The classic table's: the grid in the column right of the hand (where the end-of-turn button is in
 *  a game: nobody ends a turn in a replay), else a row above the hand, from
 *  the status line's left (it only repeats what the bar says), its buttons narrowed to end before the
 *  chronicle or the panels beside the field. */
export function classicBar(L: TableLayout): ReplayBarLayout {
  // The column right of the hand, from the status line down (in a replay that line only repeats the bar).
  const top = Math.min(L.actions.y, L.status.y);
  const column = { x: L.actions.x, y: top, w: L.actions.w, h: L.hand.y + L.hand.h - top };
  const grid = gridIn(column);
  if (grid) return grid;
  const y = L.hand.y - 70;
  const x = Math.max(8, L.status.x - 6);
  const beside = [L.log, ...L.players].filter((r) => r.x > x && r.y < y + 64 && y < r.y + r.h).map((r) => r.x);
  const right = Math.min(L.mat.x + L.mat.w, L.w - 8, ...beside) - 6;
  const size = Math.max(MIN_TARGET, Math.min(BIG, Math.floor((right - x - LABEL_W - 7 * GAP) / 6)));
  return rowAt(x, y, size);
}

/** The scrubber's inner margin: the knob's half width, so the first and last steps are reachable. */
export const SCRUB_PAD = 14;

/** Room kept at the left of the classic table's status line ("Replay: nobody plays here"). */
const STATUS_ROOM = 244;

/** The replay's scrubber (issue 25): a track a finger can hold (44 px tall). Beside a grid (the
 *  classic table's column right of the hand), on its left level with its top, over the status line's empty end
 *  (in a replay that line only repeats the bar); else just above the bar's panel, at least 320 px wide
 *  where the screen allows, ending where the panel ends; always within the screen. */
export function scrubberOf(bar: ReplayBarLayout, w: number): Rect {
  const p = bar.panel;
  const beside = Math.min(400, p.x - 8 - STATUS_ROOM);
  if (p.h > p.w && beside >= 200) return { x: p.x - 8 - beside, y: p.y - 12, w: beside, h: MIN_TARGET };
  const tw = Math.min(w - 16, Math.max(bar.panel.w, 320));
  const x = Math.max(8, Math.min(w - 8 - tw, bar.panel.x + bar.panel.w - tw));
  return { x, y: bar.panel.y - MIN_TARGET - 4, w: tw, h: MIN_TARGET };
}

/** The step a pointer at x on the track stands for (0..steps, rounded to the nearest). */
export function stepAtX(track: Rect, x: number, steps: number): number {
  const span = Math.max(1, track.w - 2 * SCRUB_PAD);
  const f = Math.min(1, Math.max(0, (x - track.x - SCRUB_PAD) / span));
  return Math.round(f * steps);
}

/** Where the knob of step `step` of `steps` stands on the track. */
export function xOfStep(track: Rect, step: number, steps: number): number {
  return track.x + SCRUB_PAD + (steps > 0 ? step / steps : 0) * (track.w - 2 * SCRUB_PAD);
}
