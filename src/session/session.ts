// What a game being played is in every mode: the engine state, who sits where, the action log, and
// listeners for what happens; actions accepted and applied by the mode's rules (persist/mode-rules.ts)
// and saved under its mode. A mode's session (GameSession, CoopSession) adds who acts and its bots.
import type { AnyEvent, AnyState, ErrorCode, RulesApplyResult, GameEvent, GameState, Mode, Side, Viewer } from '../engine';
import type { BotQuestion } from '../app/bot-answers';
import { rulesOf, type ModeRules } from '../persist/mode-rules';
import { SAVE_SCHEMA, type SaveFile } from '../persist/save';

export type Listener<A, S extends AnyState = GameState, E extends AnyEvent = GameEvent> = (events: E[], action: A, state: S) => void;

/** `E`: the mode's events (the card table's by default). The erased rules (mode-rules.ts) read any
 *  mode's state and events: the casts below are that boundary. */
export abstract class Session<M extends Mode, S extends AnyState, A, Setup, Seat, E extends AnyEvent = GameEvent> {
  private listeners: Listener<A, S, E>[] = [];
  private readonly rules: ModeRules;

  protected constructor(
    readonly mode: M,
    private current: S,
    readonly setup: Setup,
    readonly seats: Seat[],
    private readonly actions: A[],
    /** For a resumed game: the events of its last actions (the table's chronicle starts with them). */
    readonly recentEvents: readonly E[] = [],
    /** An undo went back past the horizon in this game (src/undo), or a hint was asked of the hard
     *  bot (issue 26): it is marked "assisted". */
    private helped = false,
  ) {
    this.rules = rulesOf(mode);
  }

  get assisted(): boolean { return this.helped; }
  /** The player had help (the hard bot's hint): the game is marked "assisted" for good, in its save too. */
  markAssisted(): void { this.helped = true; }

  /** What a hint asks (issue 26): the hard bot's move for `side` now. Its seed is apart from every
   *  seat's bot (theirs are seed × 31 + seat), so the hint never disturbs a bot's memory. */
  hintQuestion(side: Side): BotQuestion {
    return { mode: this.mode, kind: 'hard', seed: (this.setup as { seed: number }).seed * 31 + 101, state: this.current, side };
  }

  get state(): S { return this.current; }
  get actionCount(): number { return this.actions.length; }
  /** Every action accepted so far, in order (a resumed game's too). */
  get history(): readonly A[] { return this.actions; }
  /** A resumed game's last events as `viewer` may know them (what a table's chronicle opens on). */
  recentFor(viewer: Viewer): E[] { return this.rules.redact(this.current as never, this.recentEvents as never, viewer) as unknown as E[]; }

  /** Applies an action; on success records it and tells the listeners. The state is untouched on error.
   *  What is recorded (and saved) is the action as parsed at the edge, a plain object of its own
   *  fields, never the caller's object: one with inherited fields or getters would save otherwise. */
  send(input: unknown): RulesApplyResult<S, E, ErrorCode> {
    const accepted = this.rules.accept(input);
    if (!accepted.ok) return accepted;
    const action = accepted.action as A;
    const result = this.rules.applyAction(this.current as never, action);
    if (!result.ok) return result;
    const state = result.state as unknown as S;
    this.current = state;
    this.actions.push(action);
    const events = result.events as unknown as E[];
    for (const listener of this.listeners) listener(events, action, state);
    return { ok: true, state, events };
  }

  onChange(listener: Listener<A, S, E>): () => void {
    this.listeners.push(listener);
    return () => { this.listeners = this.listeners.filter((l) => l !== listener); };
  }

  /** The save of the game so far, under its mode. */
  toSave(): Extract<SaveFile, { mode: M }> {
    return {
      schema: SAVE_SCHEMA, mode: this.mode, setup: { ...this.setup }, seats: this.seats.map((s) => ({ ...s })), actions: [...this.actions],
      ...(this.assisted ? { assisted: true } : {}),
    } as unknown as Extract<SaveFile, { mode: M }>;
  }
}
