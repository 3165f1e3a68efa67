// One chronicle line after each Poseidon phase (issue 25: what he took was gone from the log by the
// next round): "Poseidon's phase, round 7: took 2 cards, wounded Shun, water 5 → 6". Counted from the
// events the table was shown (redacted), across batches: a hero's choice may split a phase in two.
import type { CoopEvent, GameEvent, Seat } from '../../../src/engine';
import type { LogLine } from '../log';

interface Phase { round: number; took: number; wounded: Seat[]; waterFrom: number | null; waterTo: number | null }

export class PoseidonPhaseTally {
  private phase: Phase | null = null;
  /** The last water level the events told (the level a phase starts from). */
  private water: number | null = null;

  /** `heroes`: how many heroes sit at the table (Poseidon's cards are kept at the seat after them). */
  constructor(private readonly heroes: number) {}

  /** The board's water now, read from the view the table shows between two moves. */
  look(view: unknown): void {
    const water = (view as { board?: { water?: unknown } } | null)?.board?.water;
    if (typeof water === 'number') this.water = water;
  }

  /** The summary lines these events close (one per Poseidon phase ended among them). */
  see(events: readonly GameEvent[]): LogLine[] {
    const out: LogLine[] = [];
    for (const e of events as readonly (GameEvent | CoopEvent)[]) {
      const p = this.phase;
      switch (e.type) {
        case 'coopStarted': this.water = e.water; break;
        case 'phaseStarted':
          if (e.phase === 'poseidon') this.phase = { round: e.round, took: 0, wounded: [], waterFrom: this.water, waterTo: this.water };
          else if (p) { out.push(summaryLine(p, this.heroes)); this.phase = null; }
          break;
        case 'floodAt': if (p && (e.reason === 'faceUp' || e.reason === 'faceDown')) p.took += 1; break;
        case 'cardMoved':
          if (p && e.to.zone === 'marked' && e.to.seat !== undefined && !p.wounded.includes(e.to.seat)) p.wounded.push(e.to.seat);
          break;
        case 'waterChanged':
          if (p) {
            // Unknown start (a resumed game): the rise by the start interval is one level.
            p.waterFrom ??= e.by === 'startInterval' ? e.level - 1 : e.level;
            p.waterTo = e.level;
          }
          this.water = e.level;
          break;
        case 'coopOver': if (p) { out.push(summaryLine(p, this.heroes)); this.phase = null; } break;
        default: break;
      }
    }
    return out;
  }
}

/** The line, its parts nested as lines of their own (a plural, a part left out). */
function summaryLine(p: Phase, heroes: number): LogLine {
  const took: LogLine = { key: p.took === 0 ? 'summary.took.none' : p.took === 1 ? 'summary.took.one' : 'summary.took.other', params: { n: p.took } };
  // A card of Poseidon's own (his seat is past the heroes') marked in his phase is no hero wounded.
  const hurt = p.wounded.filter((s) => s < heroes);
  const wounded: LogLine | null = hurt.length ? { key: hurt.length === 1 ? 'summary.wounded.one' : 'summary.wounded.other', params: { heroes: { seats: hurt } } } : null;
  const water: LogLine | null = p.waterFrom === null || p.waterTo === null ? null
    : p.waterFrom === p.waterTo ? { key: 'summary.waterStays', params: { level: p.waterTo } }
      : { key: 'summary.water', params: { from: p.waterFrom, to: p.waterTo } };
  return { key: 'summary.line', params: { round: p.round, took: { line: took }, wounded: { line: wounded }, water: { line: water } } };
}
