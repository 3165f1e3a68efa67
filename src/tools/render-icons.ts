// Draws the installed game's icons from code (issue 29): a gold constellation joined by fine lines over
// a deep-blue night with a faint nebula, inside a gold ring: the Sanctuary's sky of the table
// (/work/shared/ART.md), our own art. `npx tsx src/tools/render-icons.ts [--out DIR]` writes
// icon-192.png, icon-512.png (rounded corners, for launchers that show the icon as it is) and
// icon-maskable-512.png (full bleed, the motif inside the central 80 % a launcher's mask keeps) into
// public/icons/, which vite-plugin-pwa's manifest names (vite.config.ts). The PNGs are committed; run
// this again only to change them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

const NAVY: Rgb = [6, 11, 30]; // index.html's theme-color, the menu's sky
const DEEP: Rgb = [18, 32, 84];
const NEBULA: Rgb = [70, 52, 140];
const GOLD: Rgb = [240, 213, 140];
const WHITE_GOLD: Rgb = [255, 246, 214];

/** The constellation, in a unit square centred on 0,0 (a winged horse's shape, drawn freely), and its lines. */
const STARS: readonly [number, number, number][] = [
  [-0.30, -0.30, 0.9], [-0.05, -0.20, 1.0], [0.22, -0.34, 0.8], [0.30, -0.05, 0.7],
  [0.06, 0.08, 1.25], [-0.22, 0.10, 0.75], [-0.34, 0.32, 0.7], [0.20, 0.30, 0.85],
];
const LINES: readonly [number, number][] = [[0, 1], [1, 2], [2, 3], [3, 4], [1, 4], [4, 5], [5, 6], [4, 7]];
/** The constellation's share of the ring's inside, so that no star touches the ring. */
const STAR_SPREAD = 0.84;
/** Faint background stars, fixed so the icon never changes between runs. */
const DUST: readonly [number, number][] = [
  [-0.42, -0.08], [0.38, -0.40], [0.41, 0.22], [-0.12, 0.40], [0.10, -0.44], [-0.44, -0.42], [0.32, 0.42], [-0.02, -0.02],
];

class Canvas {
  readonly px: Float32Array;
  constructor(readonly size: number) { this.px = new Float32Array(size * size * 4); }

  /** Lays `rgb` at `alpha` over pixel x,y (straight alpha, "over"). */
  blend(x: number, y: number, rgb: Rgb, alpha: number): void {
    if (alpha <= 0) return;
    const i = (y * this.size + x) * 4, a = Math.min(1, alpha), under = this.px[i + 3];
    const out = a + under * (1 - a);
    for (let c = 0; c < 3; c++) this.px[i + c] = (rgb[c] * a + this.px[i + c] * under * (1 - a)) / out;
    this.px[i + 3] = out;
  }

  /** Calls fn for every pixel with its centre in unit coordinates (-0.5..0.5 across the motif's box). */
  each(box: number, fn: (u: number, v: number, x: number, y: number) => void): void {
    for (let y = 0; y < this.size; y++) for (let x = 0; x < this.size; x++) {
      fn(((x + 0.5) / this.size - 0.5) / box, ((y + 0.5) / this.size - 0.5) / box, x, y);
    }
  }

  png(): Buffer {
    const raw = Buffer.alloc(this.size * (this.size * 4 + 1));
    for (let y = 0; y < this.size; y++) {
      raw[y * (this.size * 4 + 1)] = 2; // filter "Up": each byte less the one above (smooth skies pack small)
      for (let x = 0; x < this.size * 4; x++) {
        const byte = (row: number) => Math.round(Math.max(0, Math.min(255, x % 4 === 3 ? this.px[row * this.size * 4 + x] * 255 : this.px[row * this.size * 4 + x])));
        raw[y * (this.size * 4 + 1) + 1 + x] = (byte(y) - (y > 0 ? byte(y - 1) : 0)) & 0xff;
      }
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.size, 0);
    header.writeUInt32BE(this.size, 4);
    header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA
    return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
  }
}

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4), crc = Buffer.alloc(4), body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  len.writeUInt32BE(data.length);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

const mix = (a: Rgb, b: Rgb, k: number): Rgb => [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
const smooth = (edge0: number, edge1: number, x: number) => {
  const k = Math.max(0, Math.min(1, (x - edge0) / (edge1 - edge0)));
  return k * k * (3 - 2 * k);
};
function segmentDistance(u: number, v: number, a: readonly number[], b: readonly number[]): number {
  const dx = b[0] - a[0], dy = b[1] - a[1];
  const k = Math.max(0, Math.min(1, ((u - a[0]) * dx + (v - a[1]) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(u - a[0] - k * dx, v - a[1] - k * dy);
}

/** One icon: `box` is the motif's share of the side (1 for the plain icons, 0.8 for the maskable one);
 *  `corner` the rounded corners' radius as a share of the side (0: full bleed). */
function drawIcon(size: number, box: number, corner: number): Canvas {
  const c = new Canvas(size);
  const aa = 1.2 / size; // about one pixel, in the icon's own units
  // The night: deep blue in the middle, navy at the edges, a violet nebula across; the shape's corners.
  c.each(1, (u, v, x, y) => {
    const r = Math.hypot(u, v);
    let rgb = mix(DEEP, NAVY, smooth(0.05, 0.75, r));
    const haze = Math.exp(-(((u + v * 0.6 - 0.05) / 0.18) ** 2)) * Math.exp(-((r / 0.6) ** 2));
    rgb = mix(rgb, NEBULA, 0.55 * haze);
    const q = Math.max(0, Math.abs(u) - (0.5 - corner)), p = Math.max(0, Math.abs(v) - (0.5 - corner));
    const inside = corner > 0 ? 1 - smooth(corner - aa, corner + aa, Math.hypot(q, p)) : 1;
    c.blend(x, y, rgb, inside);
  });
  // The motif, in its box: the gold ring, the dust, the lines, then the stars' glow and cores.
  c.each(box, (u, v, x, y) => {
    const r = Math.hypot(u, v);
    const ring = Math.abs(r - 0.45);
    c.blend(x, y, GOLD, 0.95 * (1 - smooth(0.008, 0.008 + 2 * aa, ring)));
    c.blend(x, y, GOLD, 0.18 * Math.exp(-((ring / 0.03) ** 2)));
    const innerRing = Math.abs(r - 0.415);
    c.blend(x, y, GOLD, 0.45 * (1 - smooth(0.002, 0.002 + 2 * aa, innerRing)));
    for (const [du, dv] of DUST) c.blend(x, y, WHITE_GOLD, 0.55 * Math.exp(-((Math.hypot(u - du, v - dv) / 0.008) ** 2)));
    for (const [a, b] of LINES) {
      const d = segmentDistance(u, v, STARS[a].map((k) => k * STAR_SPREAD), STARS[b].map((k) => k * STAR_SPREAD));
      c.blend(x, y, GOLD, 0.8 * (1 - smooth(0.004, 0.004 + 2 * aa, d)));
      c.blend(x, y, GOLD, 0.2 * Math.exp(-((d / 0.02) ** 2)));
    }
    for (const [su0, sv0, m] of STARS) {
      const su = su0 * STAR_SPREAD, sv = sv0 * STAR_SPREAD;
      const d = Math.hypot(u - su, v - sv);
      c.blend(x, y, GOLD, 0.5 * Math.exp(-((d / (0.06 * m)) ** 2)));
      // A four-pointed glint on each star: thin rays along the axes.
      const ray = Math.exp(-((Math.abs(u - su) * Math.abs(v - sv)) / (0.00004 * m))) * Math.exp(-d / (0.035 * m));
      c.blend(x, y, WHITE_GOLD, 0.7 * ray);
      c.blend(x, y, WHITE_GOLD, 1 - smooth(0.018 * m, 0.018 * m + 2 * aa, d));
    }
  });
  return c;
}

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = resolve(outAt >= 0 ? args[outAt + 1] : 'public/icons');
mkdirSync(out, { recursive: true });
const icons: [string, Canvas][] = [
  ['icon-192.png', drawIcon(192, 1, 0.18)],
  ['icon-512.png', drawIcon(512, 1, 0.18)],
  ['icon-maskable-512.png', drawIcon(512, 0.8, 0)],
];
for (const [name, canvas] of icons) {
  const png = canvas.png();
  writeFileSync(join(out, name), png);
  console.log(`${name} ${(png.length / 1024).toFixed(1)} KB`);
}
