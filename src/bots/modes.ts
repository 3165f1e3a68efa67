// The bots of every mode, by the mode a state and a save carry: which kinds it has and how one is made.
// A new mode adds its line here (a missing one is a type error).
import type { Mode, Side } from '../engine';
import { createCoopBot, COOP_BOT_KINDS } from './coop';
import { GOW_BOTS } from './gow';
import { askCoop, thinkCoop } from './coop/ask';
import { askClassic, thinkClassic } from './classic-ask';
import { easyBot } from './easy';
import { greedyBot } from './greedy';
import { randomBot } from './random';
import { classicSearchBot } from './search/classic-bot';
import { BOT_KINDS, type Bot, type BotKind } from './types';

/** A mode's bots: their kinds (the first is no default: the callers name theirs) and their maker. */
export interface BotFamily<K extends string = string> {
  readonly kinds: readonly K[];
  /** A bot of that kind; `seed` feeds the bots that draw at random, so a game replays exactly. */
  create(kind: K, seed: number): Bot<never, unknown, K, never>;
  /** The bot's move for `side` at `state` (null: nothing legal), asked the way this mode's bots read. */
  ask(bot: never, state: never, side: Side): unknown;
  /** The same move in steps (one playout each for a searching bot), for a worker that paces it. */
  think(bot: never, state: never, side: Side): Generator<void, unknown>;
}

export const BOTS = {
  classic: { kinds: BOT_KINDS, create: createClassicBot, ask: askClassic, think: thinkClassic },
  coop: { kinds: COOP_BOT_KINDS, create: createCoopBot, ask: askCoop, think: thinkCoop },
  gow: GOW_BOTS,
} satisfies Record<Mode, BotFamily>;

/** The bots of `mode`. */
export const botsOf = <M extends Mode>(mode: M): (typeof BOTS)[M] => BOTS[mode];

function createClassicBot(kind: BotKind, seed: number): Bot {
  if (kind === 'greedy') return greedyBot();
  if (kind === 'easy') return easyBot(seed);
  if (kind === 'hard') return classicSearchBot(seed);
  return randomBot(seed);
}
