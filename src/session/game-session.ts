// One game being played: the engine state, who sits where, the action log, and listeners for what
// happens. Plain TS, the data under the game's actor (src/flow): the table, the bots and the autosave
// drive and hear the game through the actor, which calls send() here.
import { createBot, type Bot } from '../bots';
import { acceptAction, applyAction, legalActions, newGame, refusal, view, type Action, type ApplyResult, type GameEvent, type GameState, type GameView, type Seat, type SetupOptions } from '../engine';
import { SAVE_SCHEMA, type ClassicSaveFile, type SaveFile, type SeatConfig } from '../persist/save';
import { loadSaveFor } from './load-for';

export type SessionListener = (events: GameEvent[], action: Action, state: GameState) => void;

export class GameSession {
  private listeners: SessionListener[] = [];
  private bots: (Bot | null)[];

  private constructor(
    private current: GameState,
    readonly setup: SetupOptions,
    readonly seats: SeatConfig[],
    private readonly actions: Action[],
    /** For a resumed game: the events of its last actions (the table's chronicle starts with them). */
    readonly recentEvents: readonly GameEvent[] = [],
    /** An undo went back past the horizon in this game (src/undo): it is marked "assisted". */
    readonly assisted = false,
  ) {
    this.bots = seats.map((s, i) => (s.kind === 'bot' ? createBot(s.bot ?? 'greedy', setup.seed * 31 + i) : null));
  }

  static start(setup: SetupOptions, seats: SeatConfig[]): GameSession {
    if (seats.length !== setup.heroes.length) throw new Error('one seat per hero');
    return new GameSession(newGame(setup).state, setup, seats, []);
  }

  static resume(save: unknown): GameSession | { error: string } {
    const loaded = loadSaveFor(save, 'classic');
    if ('error' in loaded) return loaded;
    return new GameSession(loaded.state, loaded.save.setup, loaded.save.seats, loaded.save.actions as Action[], loaded.recent, loaded.save.assisted === true);
  }

  /** A game standing where a replay has built it (src/replay): the state after the save's actions,
   *  already replayed, and the events of the last ones (for the chronicle). */
  static at(save: ClassicSaveFile, state: GameState, recent: readonly GameEvent[]): GameSession {
    return new GameSession(state, save.setup, save.seats, [...save.actions] as Action[], recent);
  }

  get state(): GameState { return this.current; }
  get actionCount(): number { return this.actions.length; }
  /** Every action accepted so far, in order (a resumed game's too). */
  get history(): readonly Action[] { return this.actions; }
  /** The seat that must act now: the one deciding, or the active player. */
  get seatToAct(): Seat { return this.current.pending ? this.current.pending.seat : this.current.active; }
  isBot(seat: Seat): boolean { return this.bots[seat] !== null; }

  view(seat: Seat | 'audience'): GameView { return view(this.current, seat, { scores: true }); }
  legal(seat: Seat = this.seatToAct): Action[] { return legalActions(this.current, seat); }
  /** Why the rules would refuse this action now (their message key and the cards it names), or null. */
  refusal(action: Action): { key: string; params: Record<string, number> } | null {
    const why = refusal(this.current, action);
    return why && { key: why.key, params: { ...why.params } };
  }

  /** Applies an action; on success records it and tells the listeners. The state is untouched on error.
   *  What is recorded (and saved) is the action as parsed at the edge, a plain object of its own
   *  fields, never the caller's object: one with inherited fields or getters would save otherwise. */
  send(input: unknown): ApplyResult {
    const accepted = acceptAction(input);
    if (!accepted.ok) return accepted;
    const { action } = accepted;
    const result = applyAction(this.current, action);
    if (!result.ok) return result;
    this.current = result.state;
    this.actions.push(action);
    for (const listener of this.listeners) listener(result.events, action, result.state);
    return result;
  }

  /** What the bot in the seat to act would do now, or null when a human must act or the game is over. */
  botAction(): Action | null {
    if (this.current.phase === 'gameOver') return null;
    const seat = this.seatToAct;
    const bot = this.bots[seat];
    if (!bot) return null;
    const legal = legalActions(this.current, seat);
    return legal.length ? bot.decide(view(this.current, seat), legal) : null;
  }

  onChange(listener: SessionListener): () => void {
    this.listeners.push(listener);
    return () => { this.listeners = this.listeners.filter((l) => l !== listener); };
  }

  /** The session plays the classic ruleset (its saves say so); the cooperative board has its own. */
  toSave(): SaveFile {
    return { schema: SAVE_SCHEMA, mode: 'classic', setup: { ...this.setup }, seats: this.seats.map((s) => ({ ...s })), actions: [...this.actions] as ClassicSaveFile['actions'], ...(this.assisted ? { assisted: true } : {}) };
  }
}
