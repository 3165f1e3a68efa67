// A replay: a saved game (seed, setup, action list) turned into the states after each of its actions,
// positions 0 (the deal) to n (after the last action). The rules are deterministic from the seed, so
// replaying the actions rebuilds every position exactly; a state is kept every CHECKPOINT actions so
// that reaching any position replays at most CHECKPOINT - 1 actions (a jump back is as fast as a
// jump forward). A replay only reads: nothing here plays a seat, saves or writes a slot.
import type { Action, ApplyResult, CoopAction, GameEvent, GameState } from '../engine';
import { rulesOf } from '../persist/mode-rules';
import { loadSave, type SaveFile, type SaveProblem } from '../persist/save';

/** Actions between two kept states: 317 actions (a whole two-player game) keep 13 states. */
export const CHECKPOINT = 25;

/** What a position is built with: its state and the events of the actions just before it (the
 *  table's chronicle starts with them, so the log is in step with the board). */
export interface Position { step: number; state: GameState; recent: GameEvent[] }

export class Replay {
  private readonly checkpoints: GameState[] = [];

  private constructor(readonly save: SaveFile, first: GameState) {
    let state = first;
    this.checkpoints.push(state);
    this.save.actions.forEach((action, i) => {
      state = this.applyOk(state, action, i);
      if ((i + 1) % CHECKPOINT === 0) this.checkpoints.push(state);
    });
  }

  /** A replay of a save, validated and replayed in full first (loadSave): a save that cannot be
   *  loaded gives its problem instead, as the saved-games list and the share codes phrase it. */
  static from(input: unknown): Replay | ({ ok: false } & SaveProblem) {
    const loaded = loadSave(input);
    if (!loaded.ok) return loaded;
    const { save } = loaded;
    const first = rulesOf(save.mode).setup(save.setup).state;
    return new Replay(save, first);
  }

  get mode(): SaveFile['mode'] { return this.save.mode; }
  /** The number of actions: the last position. */
  get steps(): number { return this.save.actions.length; }
  /** The action that leads from position `step` to `step + 1`. */
  action(step: number): Action | CoopAction | null { return (this.save.actions[step] as Action | CoopAction | undefined) ?? null; }

  /** The state after the first `step` actions (clamped to 0..n). */
  stateAt(step: number): GameState { return this.position(step, 0).state; }

  /** The state at `step` with the events of up to `keep` actions before it. */
  position(step: number, keep: number): Position {
    const k = Math.max(0, Math.min(this.steps, Math.floor(step)));
    const from = Math.floor(Math.max(0, k - keep) / CHECKPOINT);
    let state = this.checkpoints[from];
    const recent: GameEvent[] = [];
    for (let i = from * CHECKPOINT; i < k; i++) {
      const result = this.apply(state, this.save.actions[i]);
      if (!result.ok) throw new Error(`replay: action ${i + 1} refused`);
      state = result.state;
      if (i >= k - keep) recent.push(...result.events);
    }
    return { step: k, state, recent };
  }

  /** The save cut after `step` actions (a session resumed from it stands at that position). */
  saveAt(step: number): SaveFile {
    const k = Math.max(0, Math.min(this.steps, Math.floor(step)));
    return { ...this.save, actions: this.save.actions.slice(0, k) } as SaveFile;
  }

  private apply(state: GameState, action: unknown): ApplyResult {
    return rulesOf(this.save.mode).applyAction(state, action);
  }

  private applyOk(state: GameState, action: unknown, i: number): GameState {
    const result = this.apply(state, action);
    // loadSave has just replayed the same actions: a refusal here is a bug, not a bad save.
    if (!result.ok) throw new Error(`replay: action ${i + 1} refused`);
    return result.state;
  }
}
