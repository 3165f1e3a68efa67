// What the scenes hear from the table: a set of listeners, each removed by the function `on` returns.
export class Signal<T extends unknown[] = []> {
  private readonly fns = new Set<(...args: T) => void>();

  on(fn: (...args: T) => void): () => void {
    this.fns.add(fn);
    return () => { this.fns.delete(fn); };
  }

  emit(...args: T): void {
    for (const fn of [...this.fns]) fn(...args);
  }

  clear(): void {
    this.fns.clear();
  }
}
