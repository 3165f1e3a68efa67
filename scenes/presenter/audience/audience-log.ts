// The audience window's captions: the table's chronicle (log.ts) told from the events it is sent,
// which are redacted for the audience. The chronicle names cards by type; the audience never has the
// state's uid → type table, so it keeps its own from what it has seen face up (views and events):
// a card it never saw stays unnamed, as it should.
import type { CoopView, GameEvent, GameView, Mode } from '../../../src/engine';
import { eventsToLog, type LogLine } from '../log';
import { modeOfView, presenterMode } from '../presenter-modes';

const KEEP = 40;
type Ref = { uid: number; type: number };

export class AudienceLog {
  readonly lines: LogLine[] = [];
  /** uid → card type, for the cards seen face up. */
  private readonly known: number[] = [];

  /** A snapshot (the window opened, or the game's page came back): learn the cards, keep the lines. */
  learn(view: GameView | CoopView, mode: Mode = modeOfView(view)): void {
    const add = (c: Ref | null | undefined) => { if (c && c.uid >= 0 && c.type >= 0) this.known[c.uid] = c.type; };
    for (const c of view.field) add(c);
    for (const c of [...view.play, ...view.fieldDiscard, ...(view.pillars ?? [])]) add(c);
    for (const p of view.players) for (const c of [...p.discard, ...p.destroyed, ...(p.marked ?? []), ...(p.armor ? [p.armor] : [])]) add(c);
    // The mode's own places (Poseidon's hand and marks, the pillars under the piles).
    for (const c of presenterMode(mode).audience.known(view)) add(c);
  }

  /** An action's events: their lines, told with the cards known before and after it. */
  tell(events: readonly GameEvent[], view: GameView | CoopView, mode: Mode = modeOfView(view)): LogLine[] {
    for (const e of events) {
      const c = e as { uid?: number; card?: number };
      if (typeof c.uid === 'number' && typeof c.card === 'number' && c.uid >= 0 && c.card >= 0) this.known[c.uid] = c.card;
    }
    this.learn(view, mode);
    const lines = eventsToLog(presenterMode(mode).audience.told(events), this.known);
    this.add(lines);
    return lines;
  }

  /** Lines a mode tells itself (God of War's chronicle, told from its own events and view). */
  add(lines: readonly LogLine[]): void {
    this.lines.push(...lines);
    if (this.lines.length > KEEP) this.lines.splice(0, this.lines.length - KEEP);
  }

  /** A fresh start: the lines of another game are not this one's. */
  reset(first: LogLine | null): void {
    this.lines.splice(0, this.lines.length, ...(first ? [first] : []));
  }
}
