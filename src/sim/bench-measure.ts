// Measuring tools of the bench: CPU time of this process, and bytes allocated by a piece of work.
import { PerformanceObserver } from 'node:perf_hooks';

/** CPU seconds used by this process (user + system): unlike wall time, other jobs barely move it. */
export const cpuSeconds = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/**
 * Bytes the heap grew by per unit of work, read over a run during which no garbage collection ran
 * (the bench runs node with a large young generation so that a short run fits); null when every
 * attempt was interrupted by a collection.
 */
export async function allocatedBytesPer(run: () => number, attempts = 8): Promise<number | null> {
  const collections: number[] = [];
  const observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) collections.push(e.startTime); });
  observer.observe({ entryTypes: ['gc'] });
  const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  try {
    for (let a = 0; a < attempts; a++) {
      (globalThis as { gc?: () => void }).gc?.();
      await settle(5);
      const t0 = performance.now();
      const before = process.memoryUsage().heapUsed;
      const units = run();
      const after = process.memoryUsage().heapUsed;
      const t1 = performance.now();
      await settle(20); // GC entries arrive asynchronously
      if (!collections.some((t) => t >= t0 && t <= t1) && after > before) return (after - before) / units;
    }
    return null;
  } finally {
    observer.disconnect();
  }
}
