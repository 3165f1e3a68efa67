// When a seat's hand may be shown to the audience, late: a setting of the game's page (the player's,
// kept with the other settings), never of an audience window, whose asks cannot widen what the page
// publishes (docs/security.md, "The audience channel"). Plain TS, no zod: src/app reads it too.

/** Never (the default), once its turn is over, or `seconds` after its turn began. */
export type RevealSetting = { when: 'never' } | { when: 'turnEnd' } | { when: 'delay'; seconds: number };
export const REVEAL_DELAYS = [30, 60, 120] as const;

/** The choices, in the order the menu's control steps through them. */
export const REVEALS: readonly RevealSetting[] = [{ when: 'never' }, { when: 'turnEnd' }, ...REVEAL_DELAYS.map((seconds) => ({ when: 'delay' as const, seconds }))];

const keyOf = (r: RevealSetting) => (r.when === 'delay' ? `delay:${r.seconds}` : r.when);

/** One of the choices, as kept (a copy), or null for anything else (a damaged or foreign setting). */
export function readReveal(x: unknown): RevealSetting | null {
  if (!x || typeof x !== 'object') return null;
  const r = x as { when?: unknown; seconds?: unknown };
  if (typeof r.when !== 'string' || (r.when === 'delay' && typeof r.seconds !== 'number')) return null;
  const key = r.when === 'delay' ? `delay:${String(r.seconds)}` : r.when;
  const found = REVEALS.find((c) => keyOf(c) === key);
  return found ? { ...found } : null;
}

/** The choice after `r` (after the last: never again). */
export function nextReveal(r: RevealSetting): RevealSetting {
  const i = REVEALS.findIndex((c) => keyOf(c) === keyOf(r));
  return { ...REVEALS[(i + 1) % REVEALS.length] };
}
