// Where things sit on the seven-sided board, in plain TS: the engine numbers piles and intervals
// clockwise, interval i lying just before pile i (the flood pawn crosses pile i going from interval i
// to interval i + 1). On screen pile 0 is at the top and the numbers run clockwise.
export const SIDES = 7;

export interface Point { x: number; y: number }
export interface Heptagon { cx: number; cy: number; /** circumradius of the board */ r: number }

const TAU = Math.PI * 2;
/** The angle (radians, screen coordinates: y down) of a position on the board, 0 = pile 0 at the top. */
export const angleOf = (position: number): number => -Math.PI / 2 + (position * TAU) / SIDES;

/** The board's corners: corner i is where interval i lies (between pile i−1 and pile i). */
export function corner(h: Heptagon, i: number, scale = 1): Point {
  const a = angleOf(i - 0.5);
  return { x: h.cx + Math.cos(a) * h.r * scale, y: h.cy + Math.sin(a) * h.r * scale };
}

/** The middle of pile i's side of the board, pushed out (scale > 1) or in (< 1) from the centre. */
export function pilePoint(h: Heptagon, pile: number, scale = 1): Point {
  const a = angleOf(pile);
  const apothem = h.r * Math.cos(Math.PI / SIDES);
  return { x: h.cx + Math.cos(a) * apothem * scale, y: h.cy + Math.sin(a) * apothem * scale };
}

/** Where the flood pawn stands on interval i: the board's corner i, a little outside the rim. */
export const intervalPoint = (h: Heptagon, interval: number, scale = 1.04): Point => corner(h, interval, scale);

/** The interval whose corner p is on (within 2 px), or null when p is between corners. */
export function intervalAt(h: Heptagon, p: Point, scale = 1.04): number | null {
  for (let i = 0; i < SIDES; i++) { const c = intervalPoint(h, i, scale); if (Math.hypot(c.x - p.x, c.y - p.y) < 2) return i; }
  return null;
}

/** The rotation (degrees) that turns something upright at pile i so that it reads from the centre outward. */
export const pileRotation = (pile: number): number => (pile * 360) / SIDES;

/** The corners the pawn passes going clockwise from interval `from`, `steps` sides (from excluded). */
export function pathFrom(h: Heptagon, from: number, steps: number, scale = 1.04): Point[] {
  const out: Point[] = [];
  for (let k = 1; k <= steps; k++) out.push(intervalPoint(h, (from + k) % SIDES, scale));
  return out;
}
