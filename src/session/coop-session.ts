// One cooperative game being played: the engine state, who sits at each hero, the action log, and
// listeners for what happens. The coop flow's actor (src/flow/coop-flow.ts) drives it; the board, the
// bots and the autosave hear the game through the actor, as with GameSession in the classic game.
import { createCoopBot, viewFor, type CoopBot } from '../bots/coop';
import { askCoop } from '../bots/coop/ask';
import { searches } from '../bots/levels';
import type { BotQuestion } from '../app/bot-answers';
import { coopView, QUIET_OFFER_ROUNDS, quietRounds, roundsToTop, rules, stalled, type CoopAction, type CoopSetupOptions, type CoopState, type CoopView, type GameEvent, type Seat, type Side, type Viewer } from '../engine';
import type { CoopSaveFile, CoopSeatConfig } from '../persist/save';
import { loadSaveFor } from './load-for';
import { Session, type Listener } from './session';
import { teamPick } from './team-pick';

export type CoopSessionListener = Listener<CoopAction, CoopState>;

/** A cooperative game being played (session.ts), with the side to act, the heroes' bots and the
 *  table's own bot. */
export class CoopSession extends Session<'coop', CoopState, CoopAction, CoopSetupOptions, CoopSeatConfig> {
  private readonly bots: (CoopBot | null)[];
  /** The table's own bot, for the team's picks and Poseidon's choices when every seat is a bot. */
  private readonly tableBot: CoopBot | null;

  private constructor(
    current: CoopState,
    setup: CoopSetupOptions,
    seats: CoopSeatConfig[],
    actions: CoopAction[],
    recentEvents: readonly GameEvent[] = [],
    assisted = false,
  ) {
    super('coop', current, setup, seats, actions, recentEvents, assisted);
    this.bots = seats.map((s, i) => (s.kind === 'bot' ? createCoopBot(s.bot ?? 'planner', setup.seed * 31 + i) : null));
    const first = seats.find((s) => s.kind === 'bot');
    this.tableBot = seats.every((s) => s.kind === 'bot') && first ? createCoopBot(first.bot ?? 'planner', setup.seed * 31 + seats.length) : null;
  }

  static start(setup: CoopSetupOptions, seats: CoopSeatConfig[]): CoopSession {
    if (seats.length !== setup.heroes.length) throw new Error('one seat per hero');
    return new CoopSession(rules('coop').setup(setup).state, setup, seats, []);
  }

  static resume(save: unknown): CoopSession | { error: string } {
    const loaded = loadSaveFor(save, 'coop');
    if ('error' in loaded) return loaded;
    return new CoopSession(loaded.state as CoopState, loaded.save.setup, loaded.save.seats, loaded.save.actions as CoopAction[], loaded.recent as GameEvent[], loaded.save.assisted === true);
  }

  /** A game standing where a replay has built it (src/replay), as GameSession.at. */
  static at(save: CoopSaveFile, state: CoopState, recent: readonly GameEvent[]): CoopSession {
    return new CoopSession(state, save.setup, save.seats, [...save.actions] as CoopAction[], recent);
  }

  /** Who must act now: a hero's seat, 'team' (the table picks who plays next), 'poseidon' (the table
   *  makes his choice by hand), or null once the game is over. */
  get toAct(): Side | null { return rules('coop').toAct(this.state); }

  /** No hero can change the outcome any more (engine/coop/stall.ts): the Poseidon phases left before
   *  the water reaches the top; null while the heroes' actions still matter. */
  stall(): { rounds: number } | null {
    if (this.stallRead?.state !== this.state) this.stallRead = { state: this.state, stall: stalled(this.state) ? { rounds: roundsToTop(this.state) } : null };
    return this.stallRead.stall;
  }

  private stallRead: { state: CoopState; stall: { rounds: number } | null } | null = null;

  /** The heroes have changed nothing for QUIET_OFFER_ROUNDS rounds in a row or more (engine/coop/
   *  quiet.ts), the game not stalled (that says more): those rounds and the Poseidon phases left; null
   *  otherwise. Unlike a stall it proves nothing: the table offers to skip, never forces it. */
  quiet(): { quiet: number; rounds: number } | null {
    const n = quietRounds(this.state);
    if (n < QUIET_OFFER_ROUNDS || this.state.phase === 'gameOver' || this.stall()) return null;
    return { quiet: n, rounds: roundsToTop(this.state) };
  }

  /** Why the table may skip to the end: the stall (proved) first, else the quiet rounds (an offer). */
  skipReason(): { rounds: number; quiet?: number } | null { return this.stall() ?? this.quiet(); }

  /** What a seat (or the audience) sees, with the heroes' scores so far (the board shows them);
   *  `openHands`: with every hero's hand (the open-hands table). */
  view(viewer: Viewer, openHands = false): CoopView { return coopView(this.state, viewer, { scores: true, openHands }); }
  /** What is in a hero's own deck, as that hero may know it: card types sorted, never the order. */
  ownDeck(seat: Seat): number[] { return coopView(this.state, seat, { ownDeck: true }).players[seat]?.deckTypes ?? []; }
  legal(side: Side | null = this.toAct): CoopAction[] { return side === null ? [] : rules('coop').legal(this.state, side); }

  /** Whether the side to act is played by a bot (the team's pick: when every hero is a bot, or when the
   *  bots' planner sends a bot's hero in next at a table of people and bots: team-pick.ts). */
  isBot(side: Side | null = this.toAct): boolean {
    return this.botFor(side) !== null || (side === 'team' && this.botsPick() !== null);
  }

  /** What the bot for the side to act would do now, or null when people must act or the game is over. */
  botAction(): CoopAction | null {
    const side = this.toAct;
    if (side === 'team' && !this.tableBot) return this.botsPick();
    const bot = this.botFor(side);
    if (!bot || side === null) return null;
    return askCoop(bot, this.state, side); // as the worker asks it (bots/ask.ts): the same move
  }

  /** When the bot for the side to act searches: the question a browser table asks its worker instead of
   *  botAction() (the same bot: its kind and seed, as made above); null otherwise. */
  botQuestion(): BotQuestion | null {
    const side = this.toAct;
    if (side === null || (side === 'team' && !this.tableBot)) return null;
    const kind = this.botFor(side)?.kind;
    if (!kind || !searches(kind)) return null;
    const seed = this.setup.seed * 31 + (typeof side === 'number' ? side : this.seats.length);
    return { mode: 'coop', kind, seed, state: this.state, side };
  }

  /** What the table plays for the side to act when it plays the rest of a stalled game on its own
   *  ("Skip to the end"): the seat's bot, else the planner for people's heroes and the team's picks. */
  autoAction(): CoopAction | null {
    const side = this.toAct;
    if (side === null) return null;
    const legal = rules('coop').legal(this.state, side);
    if (!legal.length) return null;
    const bot = this.botFor(side) ?? (this.autoBot ??= createCoopBot('planner', this.setup.seed * 31 + 97));
    return bot.decide(viewFor(this.state, side, true), legal, side);
  }

  private autoBot: CoopBot | null = null;

  /** At a table of people and bots, the bots' pick of the next hero (a bot's), or null: the people's. */
  private botsPick(): CoopAction | null {
    if (this.tableBot || this.toAct !== 'team') return null;
    // Asked several times per re-sync (who acts, the offers, the status line): kept for the state asked about.
    if (this.picked?.state !== this.state) {
      const pick = teamPick(this.state, this.legal('team'), this.seats.map((s) => s.kind === 'human'));
      this.picked = { state: this.state, action: pick.by === 'bots' ? pick.action : null };
    }
    return this.picked.action;
  }

  private picked: { state: CoopState; action: CoopAction | null } | null = null;

  private botFor(side: Side | null): CoopBot | null {
    if (typeof side === 'number') return this.bots[side] ?? null;
    return side === 'team' || side === 'poseidon' ? this.tableBot : null;
  }
}
