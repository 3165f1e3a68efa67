// One game being played: the engine state, who sits where, the action log, and listeners for what
// happens. Plain TS, the data under the game's actor (src/flow): the table, the bots and the autosave
// drive and hear the game through the actor, which calls send() here.
import { createBot, type Bot } from '../bots';
import { askClassic } from '../bots/classic-ask';
import { searches } from '../bots/levels';
import type { BotQuestion } from '../app/bot-answers';
import { classicView, rules, type Action, type GameEvent, type GameState, type GameView, type Seat, type SetupOptions } from '../engine';
import type { ClassicSaveFile, SeatConfig } from '../persist/save';
import { loadSaveFor } from './load-for';
import { Session, type Listener } from './session';

export type SessionListener = Listener<Action>;

/** A classic game being played (session.ts), with the seat to act and each bot seat's bot. */
export class GameSession extends Session<'classic', GameState, Action, SetupOptions, SeatConfig> {
  private bots: (Bot | null)[];

  private constructor(
    current: GameState,
    setup: SetupOptions,
    seats: SeatConfig[],
    actions: Action[],
    recentEvents: readonly GameEvent[] = [],
    assisted = false,
  ) {
    super('classic', current, setup, seats, actions, recentEvents, assisted);
    this.bots = seats.map((s, i) => (s.kind === 'bot' ? createBot(s.bot ?? 'greedy', setup.seed * 31 + i) : null));
  }

  static start(setup: SetupOptions, seats: SeatConfig[]): GameSession {
    if (seats.length !== setup.heroes.length) throw new Error('one seat per hero');
    return new GameSession(rules('classic').setup(setup).state, setup, seats, []);
  }

  static resume(save: unknown): GameSession | { error: string } {
    const loaded = loadSaveFor(save, 'classic');
    if ('error' in loaded) return loaded;
    return new GameSession(loaded.state as GameState, loaded.save.setup, loaded.save.seats, loaded.save.actions as Action[], loaded.recent as GameEvent[], loaded.save.assisted === true);
  }

  /** A game standing where a replay has built it (src/replay): the state after the save's actions,
   *  already replayed, and the events of the last ones (for the chronicle). */
  static at(save: ClassicSaveFile, state: GameState, recent: readonly GameEvent[]): GameSession {
    return new GameSession(state, save.setup, save.seats, [...save.actions] as Action[], recent);
  }

  /** The seat that must act now: the one deciding, or the active player. */
  get seatToAct(): Seat { return this.state.pending ? this.state.pending.seat : this.state.active; }
  isBot(seat: Seat): boolean { return this.bots[seat] !== null; }

  view(seat: Seat | 'audience'): GameView { return classicView(this.state, seat, { scores: true }); }
  /** What is in the seat's own deck, as that seat may know it: card types sorted, never the order. */
  ownDeck(seat: Seat): number[] { return classicView(this.state, seat, { ownDeck: true }).players[seat]?.deckTypes ?? []; }
  legal(seat: Seat = this.seatToAct): Action[] { return rules('classic').legal(this.state, seat); }
  /** Why the rules would refuse this action now (their message key and the cards it names), or null. */
  refusal(action: Action): { key: string; params: Record<string, number> } | null {
    const why = rules('classic').refusal(this.state, action);
    return why && { key: why.key, params: { ...why.params } };
  }

  /** What the bot in the seat to act would do now, or null when a human must act or the game is over. */
  botAction(): Action | null {
    if (this.state.phase === 'gameOver') return null;
    const seat = this.seatToAct;
    const bot = this.bots[seat];
    if (!bot) return null;
    return askClassic(bot, this.state, seat); // as the worker asks it (bots/ask.ts): the same move
  }

  /** When the bot to act searches (its decision may take a second): the question a browser table asks
   *  its worker instead of botAction() (the same bot: its kind and seed); null otherwise. */
  botQuestion(): BotQuestion | null {
    if (this.state.phase === 'gameOver') return null;
    const seat = this.seatToAct;
    const kind = this.bots[seat]?.kind;
    return kind && searches(kind) ? { mode: 'classic', kind, seed: this.setup.seed * 31 + seat, state: this.state, side: seat } : null;
  }
}
