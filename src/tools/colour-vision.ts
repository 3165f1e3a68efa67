// Colour-vision deficiency simulation (issue 29): how a colour looks to a person with protanopia,
// deuteranopia or tritanopia, after Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model
// for Simulation of Color Vision Deficiency", severity 1.0 (the full dichromacy, the hardest case),
// applied in linear sRGB; and the CIE L*a*b* distance (ΔE 1976) between two colours so simulated. The
// palette test (test/presenter/access-colours.test.ts) asks it which pairs of the game's colours a
// person could confuse, and checks that those carry a shape or label of their own.

export type Deficiency = 'protan' | 'deutan' | 'tritan';
export const DEFICIENCIES: readonly Deficiency[] = ['protan', 'deutan', 'tritan'];

type Matrix = readonly [readonly [number, number, number], readonly [number, number, number], readonly [number, number, number]];

/** Machado et al. 2009, Table 1, severity 1.0. */
const MACHADO: Readonly<Record<Deficiency, Matrix>> = {
  protan: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deutan: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  tritan: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
};

export type Rgb = readonly [number, number, number];

/** '#rrggbb' (or 0xrrggbb) → 0–255 channels. */
export function rgbOf(colour: string | number): Rgb {
  const n = typeof colour === 'number' ? colour : parseInt(colour.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toLinear = (c: number): number => { const s = c / 255; return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
const toGamma = (l: number): number => { const c = Math.min(1, Math.max(0, l)); return 255 * (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055); };

/** The colour as a person with the deficiency sees it (null: normal vision). */
export function simulate(colour: string | number, deficiency: Deficiency | null): Rgb {
  const rgb = rgbOf(colour);
  if (!deficiency) return rgb;
  const lin = rgb.map(toLinear);
  const m = MACHADO[deficiency];
  return m.map((row) => toGamma(row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2])) as unknown as Rgb;
}

/** sRGB (0–255) → CIE L*a*b* (D65). */
export function labOf(rgb: Rgb): Rgb {
  const [r, g, b] = rgb.map(toLinear);
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** ΔE 1976 between two colours as a person with the deficiency sees them. */
export function deltaE(a: string | number, b: string | number, deficiency: Deficiency | null = null): number {
  const [l1, a1, b1] = labOf(simulate(a, deficiency));
  const [l2, a2, b2] = labOf(simulate(b, deficiency));
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/** The smallest ΔE of the pair over normal vision and the three dichromacies. */
export const worstDeltaE = (a: string | number, b: string | number): number =>
  Math.min(...[null, ...DEFICIENCIES].map((d) => deltaE(a, b, d)));

/** A ΔE under which two colours side by side may be taken for each other (a cautious bound: about
 *  2.3 is "just noticeable"; game pieces are small and seen at a glance). */
export const CONFUSABLE_BELOW = 20;
