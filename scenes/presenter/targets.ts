// Every tappable thing on screen registers here with an id and a way to measure itself, so the test
// hook can tell Playwright where to tap (real pointer events, at real coordinates). Plain TS.
import type { Rect } from './table-layout';

/** label: the words a button shows (so a test reads what a player reads on it). */
export interface TargetInfo extends Rect { id: string; label?: string }
type Probe = () => (Rect & { label?: string }) | null;

const registry = new Map<string, Probe>();

export function registerTarget(id: string, probe: Probe): () => void {
  registry.set(id, probe);
  return () => { if (registry.get(id) === probe) registry.delete(id); };
}

export function unregisterPrefix(prefix: string): void {
  for (const id of [...registry.keys()]) if (id.startsWith(prefix)) registry.delete(id);
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
