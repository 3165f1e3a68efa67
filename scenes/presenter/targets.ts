// Every tappable thing on screen registers here with an id and a way to measure itself, so the test
// hook can tell Playwright where to tap (real pointer events, at real coordinates). Plain TS.
import type { Rect } from './table-layout';

/** label: the words a button shows (so a test reads what a player reads on it). */
export interface TargetInfo extends Rect { id: string; label?: string }
type Probe = () => (Rect & { label?: string }) | null;

const registry = new Map<string, Probe>();
/** What a tap on a target does, for the targets that are buttons: the screen reader's layer
 *  (src/a11y) offers them as real buttons that do the same (issue 29). */
const presses = new Map<string, () => void>();

export function registerTarget(id: string, probe: Probe, press?: () => void): () => void {
  registry.set(id, probe);
  if (press) presses.set(id, press);
  else presses.delete(id);
  return () => {
    if (registry.get(id) !== probe) return;
    registry.delete(id);
    presses.delete(id);
  };
}

/** The buttons on screen now (their label and what a tap does), in the order they registered. */
export function listPressable(): (TargetInfo & { press: () => void })[] {
  return listTargets().flatMap((x) => { const press = presses.get(x.id); return press ? [{ ...x, press }] : []; });
}

export function unregisterPrefix(prefix: string): void {
  for (const id of [...registry.keys()]) if (id.startsWith(prefix)) { registry.delete(id); presses.delete(id); }
}

/** Where the target `id` is now, if it is on screen. */
export function targetRect(id: string): Rect | null {
  const r = registry.get(id)?.() ?? null;
  return r && r.w > 0 && r.h > 0 ? r : null;
}

/** Every target visible now, in CSS pixels. */
export function listTargets(): TargetInfo[] {
  const out: TargetInfo[] = [];
  for (const [id, probe] of registry) {
    const r = probe();
    if (r && r.w > 0 && r.h > 0) out.push({ id, x: r.x, y: r.y, w: r.w, h: r.h, ...(r.label === undefined ? {} : { label: r.label }) });
  }
  return out;
}
