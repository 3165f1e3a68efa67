// Plays one headless game with bots in every seat: the loop shared by the simulator, the bench and tests.
import { createBot, type BotKind } from '../bots';
import { HEROES, lazyClassicView, rules, type Action, type ExpansionSet, type GameState } from '../engine';

export interface GameRecord {
  seed: number;
  state: GameState;
  actions: Action[];
  /** Set when the engine refused a listed action or the game did not end in time. */
  error: string | null;
}

export interface PlayOptions {
  seed: number;
  players: number;
  bots: BotKind | BotKind[];
  maxActions?: number;
  /** Setup options: the expansion sets in (base is always in) and the Epics. */
  sets?: ExpansionSet[];
  epics?: boolean;
  /** Called after each applied action, e.g. to time it or check invariants. The state is the game's
   *  own, changed in place by the next action: copy it to keep it. */
  onStep?: (state: GameState, action: Action) => void;
}

export function playGame(options: PlayOptions): GameRecord {
  const { seed, players } = options;
  const kinds = Array.isArray(options.bots) ? options.bots : Array(players).fill(options.bots);
  const bots = kinds.map((kind, seat) => createBot(kind, seed * 31 + seat));
  const { state } = rules('classic').setup({
    seed, heroes: HEROES.slice(0, players) as GameState['setup']['heroes'],
    ...(options.sets?.length ? { sets: options.sets } : {}), ...(options.epics ? { epics: true } : {}),
  });
  const actions: Action[] = [];
  const limit = options.maxActions ?? 20_000;
  while (state.phase !== 'gameOver') {
    if (actions.length >= limit) return { seed, state, actions, error: `no end after ${limit} actions` };
    const seat = state.pending ? state.pending.seat : state.active;
    const bot = bots[seat];
    // A bot that reads the state needs neither the view nor the whole legal list (greedy-on-state.ts).
    let action: Action;
    if (bot.decideOnState) action = bot.decideOnState(state, seat);
    else {
      const legal = rules('classic').legal(state, seat);
      if (legal.length === 0) return { seed, state, actions, error: `seat ${seat} has no legal action` };
      action = bot.decide(lazyClassicView(state, seat), legal); // the bot reads what it needs of the view
    }
    const result = rules('classic').applyInPlace(state, action);
    if (!result.ok) return { seed, state, actions, error: `${result.error.code}: ${result.error.message}` };
    actions.push(action);
    options.onStep?.(state, action);
  }
  return { seed, state, actions, error: null };
}
