// Plays one headless cooperative game with bots: the table's picks, every hero's turn and the answers
// to decisions, each time from the legal list; Poseidon's phase runs inside the last hero's end of turn.
import { createCoopBot, viewFor, type CoopBot, type CoopBotKind } from '../bots/coop';
import { generalsWatcher, type GeneralsTally } from './coop-generals';
import { quietWatcher, type QuietTally } from './coop-quiet';
import { coopKnobs, HEROES, rules, type CoopAction, type CoopSetupOptions, type CoopState, type Difficulty, type Side } from '../engine';

export interface CoopGameRecord {
  seed: number;
  state: CoopState;
  actions: CoopAction[];
  /** Set when the engine refused a listed action, nobody could act, or the game did not end in time. */
  error: string | null;
  /** When the table would have offered to skip, and when the sound stall rule held (coop-quiet.ts). */
  quiet: QuietTally;
  /** When the last Generals came into the open and were beaten (coop-generals.ts). */
  generals: GeneralsTally;
}

export interface CoopPlayOptions {
  seed: number;
  players: number;
  difficulty?: Difficulty;
  /** One kind for the whole team (every seat and the table's pick). */
  bots: CoopBotKind;
  maxActions?: number;
  /** The knobs of new games (issue 25's shorter easy): the sim measures what the tables play. Golden
   *  games pinned before leave them out, and replay the easy of before. Given as values, they replace
   *  the difficulty's (calibration: `--pile-size`, `--water-top`). */
  knobs?: boolean | { waterTop: number; pileSize: number };
  /** Called after each applied action; the state is the game's own, changed in place by the next one. */
  onStep?: (state: CoopState, action: CoopAction, side: Side) => void;
}

const knobsOf = (o: CoopPlayOptions) => (typeof o.knobs === 'object' ? o.knobs : o.knobs ? coopKnobs(o.difficulty) : {});

export const COOP_MAX_ACTIONS = 20_000;

export function playCoopGame(options: CoopPlayOptions): CoopGameRecord {
  const { seed, players } = options;
  const bots: CoopBot[] = Array.from({ length: players }, (_, seat) => createCoopBot(options.bots, seed * 31 + seat));
  const table = createCoopBot(options.bots, seed * 31 + players);
  const { state } = rules('coop').setup({ seed, heroes: HEROES.slice(0, players) as CoopSetupOptions['heroes'], difficulty: options.difficulty ?? 'normal', ...knobsOf(options) });
  const actions: CoopAction[] = [];
  const limit = options.maxActions ?? COOP_MAX_ACTIONS;
  const watch = quietWatcher();
  const generals = generalsWatcher();
  const end = (error: string | null): CoopGameRecord => ({ seed, state, actions, error, quiet: watch.tally, generals: generals.tally });
  while (state.phase !== 'gameOver') {
    if (actions.length >= limit) return end(`no end after ${limit} actions`);
    const side = rules('coop').toAct(state);
    if (side === null || side === 'poseidon') return end(`nobody can act (${String(side)}) in phase ${state.phase}`);
    const legal = rules('coop').legal(state, side);
    if (legal.length === 0) return end(`${String(side)} has no legal action`);
    const bot = side === 'team' ? table : bots[side as number];
    // A searching bot reads the state through its own guesses of what the team cannot see (bots/search).
    const action = bot.decideOnState ? bot.decideOnState(state, side as number) : bot.decide(viewFor(state, side, !!bot.openHands), legal, side);
    const result = rules('coop').applyInPlace(state, action);
    if (!result.ok) return end(`${result.error.code}: ${result.error.message} (${JSON.stringify(action)})`);
    actions.push(action);
    watch.step(state);
    generals.step(state);
    options.onStep?.(state, action, side);
  }
  return end(null);
}
