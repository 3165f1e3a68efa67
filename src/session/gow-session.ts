// One God of War game being played: the engine state, who sits at each hero, the action log, and
// listeners for what happens (session.ts). Every side is a seat: the engine names the seat it waits on
// (pending.seat), enemies act inside the seats' actions. The gow flow (src/flow/gow-flow.ts) drives it.
import { askGow, createGowBot, type GowBot } from '../bots/gow';
import { searches } from '../bots/levels';
import type { BotQuestion } from '../app/bot-answers';
import { gowView, rules, type GowAction, type GowEvent, type GowSetup, type GowState, type GowView, type Side, type Viewer } from '../engine';
import type { GowSaveFile, GowSeatConfig } from '../persist/save';
import { loadSaveFor } from './load-for';
import { Session } from './session';

export class GowSession extends Session<'gow', GowState, GowAction, GowSetup, GowSeatConfig, GowEvent> {
  private readonly bots: (GowBot | null)[];

  private constructor(current: GowState, setup: GowSetup, seats: GowSeatConfig[], actions: GowAction[], recentEvents: readonly GowEvent[] = [], assisted = false) {
    super('gow', current, setup, seats, actions, recentEvents, assisted);
    this.bots = seats.map((s, i) => (s.kind === 'bot' ? createGowBot(s.bot ?? 'greedy', setup.seed * 31 + i) : null));
  }

  static start(setup: GowSetup, seats: GowSeatConfig[]): GowSession {
    if (seats.length !== setup.heroes.length) throw new Error('one seat per hero');
    return new GowSession(rules('gow').setup(setup).state, setup, seats, []);
  }

  static resume(save: unknown): GowSession | { error: string } {
    const loaded = loadSaveFor(save, 'gow');
    if ('error' in loaded) return loaded;
    return new GowSession(loaded.state as GowState, loaded.save.setup, loaded.save.seats, loaded.save.actions as GowAction[], loaded.recent as GowEvent[], loaded.save.assisted === true);
  }

  /** A game standing where a replay has built it (src/replay). */
  static at(save: GowSaveFile, state: GowState, recent: readonly GowEvent[]): GowSession {
    return new GowSession(state, save.setup, save.seats, [...save.actions] as GowAction[], recent);
  }

  /** The seat the engine waits on, or null once the game is over. */
  get toAct(): Side | null { return rules('gow').toAct(this.state); }

  view(viewer: Viewer): GowView { return gowView(this.state, viewer); }
  legal(side: Side | null = this.toAct): GowAction[] { return side === null ? [] : rules('gow').legal(this.state, side); }

  isBot(side: Side | null = this.toAct): boolean { return typeof side === 'number' && this.bots[side] !== null && this.bots[side] !== undefined; }

  /** What the bot of the seat to act would do now (null: a person acts, or the game is over). */
  botAction(): GowAction | null {
    const side = this.toAct;
    const bot = typeof side === 'number' ? this.bots[side] : null;
    return bot && side !== null ? askGow(bot, this.state, side) : null;
  }

  /** When the seat's bot searches: the question a browser table asks its worker instead of botAction(). */
  botQuestion(): BotQuestion | null {
    const side = this.toAct;
    const kind = typeof side === 'number' ? this.bots[side]?.kind : undefined;
    if (side === null || !kind || !searches(kind)) return null;
    return { mode: 'gow', kind, seed: this.setup.seed * 31 + (side as number), state: this.state, side };
  }
}
