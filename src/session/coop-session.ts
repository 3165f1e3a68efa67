// One cooperative game being played: the engine state, who sits at each hero, the action log, and
// listeners for what happens. The coop flow's actor (src/flow/coop-flow.ts) drives it; the board, the
// bots and the autosave hear the game through the actor, as with GameSession in the classic game.
import { createCoopBot, viewFor, type CoopBot } from '../bots/coop';
import {
  acceptCoopAction, applyCoopAction, coopLegalActions, coopToAct, coopView, newCoopGame,
  type ApplyResult, type CoopAction, type CoopSetupOptions, type CoopState, type CoopView, type GameEvent, type GameState, type Side, type Viewer,
} from '../engine';
import { SAVE_SCHEMA, type CoopSaveFile, type CoopSeatConfig } from '../persist/save';
import { loadSaveFor } from './load-for';

export type CoopSessionListener = (events: GameEvent[], action: CoopAction, state: GameState) => void;

export class CoopSession {
  private listeners: CoopSessionListener[] = [];
  private readonly bots: (CoopBot | null)[];
  /** The table's own bot, for the team's picks and Poseidon's choices when every seat is a bot. */
  private readonly tableBot: CoopBot | null;

  private constructor(
    private current: CoopState,
    readonly setup: CoopSetupOptions,
    readonly seats: CoopSeatConfig[],
    private readonly actions: CoopAction[],
    /** For a resumed game: the events of its last actions (the board's chronicle starts with them). */
    readonly recentEvents: readonly GameEvent[] = [],
    /** An undo went back past the horizon in this game (src/undo): it is marked "assisted". */
    readonly assisted = false,
  ) {
    this.bots = seats.map((s, i) => (s.kind === 'bot' ? createCoopBot(s.bot ?? 'planner', setup.seed * 31 + i) : null));
    const first = seats.find((s) => s.kind === 'bot');
    this.tableBot = seats.every((s) => s.kind === 'bot') && first ? createCoopBot(first.bot ?? 'planner', setup.seed * 31 + seats.length) : null;
  }

  static start(setup: CoopSetupOptions, seats: CoopSeatConfig[]): CoopSession {
    if (seats.length !== setup.heroes.length) throw new Error('one seat per hero');
    return new CoopSession(newCoopGame(setup).state, setup, seats, []);
  }

  static resume(save: unknown): CoopSession | { error: string } {
    const loaded = loadSaveFor(save, 'coop');
    if ('error' in loaded) return loaded;
    return new CoopSession(loaded.state as CoopState, loaded.save.setup, loaded.save.seats, loaded.save.actions as CoopAction[], loaded.recent, loaded.save.assisted === true);
  }

  /** A game standing where a replay has built it (src/replay), as GameSession.at. */
  static at(save: CoopSaveFile, state: CoopState, recent: readonly GameEvent[]): CoopSession {
    return new CoopSession(state, save.setup, save.seats, [...save.actions] as CoopAction[], recent);
  }

  get state(): CoopState { return this.current; }
  get actionCount(): number { return this.actions.length; }
  /** Every action accepted so far, in order (a resumed game's too). */
  get history(): readonly CoopAction[] { return this.actions; }
  /** Who must act now: a hero's seat, 'team' (the table picks who plays next), 'poseidon' (the table
   *  makes his choice by hand), or null once the game is over. */
  get toAct(): Side | null { return coopToAct(this.current); }

  /** What a seat (or the audience) sees, with the heroes' scores so far (the board shows them). */
  view(viewer: Viewer): CoopView { return coopView(this.current, viewer, { scores: true }); }
  legal(side: Side | null = this.toAct): CoopAction[] { return side === null ? [] : coopLegalActions(this.current, side); }

  /** Applies an action; on success records it and tells the listeners. The state is untouched on error.
   *  What is recorded (and saved) is the action as parsed at the edge, never the caller's object (see
   *  GameSession.send). */
  send(input: unknown): ApplyResult {
    const accepted = acceptCoopAction(input);
    if (!accepted.ok) return accepted as ApplyResult;
    const { action } = accepted;
    const result = applyCoopAction(this.current, action) as ApplyResult;
    if (!result.ok) return result;
    this.current = result.state as CoopState;
    this.actions.push(action);
    for (const listener of this.listeners) listener(result.events, action, result.state);
    return result;
  }

  /** Whether the side to act is played by a bot (the team's pick: when every hero is a bot). */
  isBot(side: Side | null = this.toAct): boolean { return this.botFor(side) !== null; }

  /** What the bot for the side to act would do now, or null when people must act or the game is over. */
  botAction(): CoopAction | null {
    const side = this.toAct;
    const bot = this.botFor(side);
    if (!bot || side === null) return null;
    const legal = coopLegalActions(this.current, side);
    return legal.length ? bot.decide(viewFor(this.current, side, !!bot.openHands), legal, side) : null;
  }

  onChange(listener: CoopSessionListener): () => void {
    this.listeners.push(listener);
    return () => { this.listeners = this.listeners.filter((l) => l !== listener); };
  }

  toSave(): CoopSaveFile {
    return { schema: SAVE_SCHEMA, mode: 'coop', setup: { ...this.setup }, seats: this.seats.map((s) => ({ ...s })), actions: [...this.actions] as CoopSaveFile['actions'], ...(this.assisted ? { assisted: true } : {}) };
  }

  private botFor(side: Side | null): CoopBot | null {
    if (typeof side === 'number') return this.bots[side] ?? null;
    return side === 'team' || side === 'poseidon' ? this.tableBot : null;
  }
}
