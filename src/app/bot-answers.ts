// What the browser's bot worker answers (issue 26): a searching bot's action for a side, from the state.
// Plain TS (no worker globals), so node tests ask it as the worker does. It keeps one bot per
// mode:kind:seed, since bots keep a little memory between decisions (their loop guard).
import { askBot } from '../bots/ask';
import { botsOf } from '../bots/modes';
import type { Action, CoopAction, CoopState, GameState, Mode, Side } from '../engine';

/** What a table asks of a searching bot: who it is (kind and seed, as the session made it) and where
 *  the game stands. Structured-cloned into the worker: plain data only. */
export interface BotQuestion { mode: Mode; kind: string; seed: number; state: GameState | CoopState; side: Side }

export type BotRequest = BotQuestion & { id: number };
/** The bot's action (null: nothing legal), or why it could not answer. */
export type BotReply = { id: number; action: Action | CoopAction | null } | { id: number; error: string };

type AnyBot = Parameters<typeof askBot>[1];

/** An answerer with its own bots: ask it questions in the order the game asks them. */
export function botAnswerer(): (question: BotQuestion) => Action | CoopAction | null {
  const bots = new Map<string, AnyBot>();
  return ({ mode, kind, seed, state, side }) => {
    const family = botsOf(mode);
    if (!(family.kinds as readonly string[]).includes(kind)) throw new Error(`no ${mode} bot of kind ${kind}`);
    const key = `${mode}:${kind}:${seed}`;
    let bot = bots.get(key);
    if (!bot) bots.set(key, (bot = family.create(kind as never, seed) as AnyBot));
    return askBot(mode, bot, state, side);
  };
}

/** One request answered as the worker replies (an error becomes a reply, never a dead worker). */
export function reply(answer: (question: BotQuestion) => Action | CoopAction | null, request: BotRequest): BotReply {
  const { id, ...question } = request;
  try {
    return { id, action: answer(question) };
  } catch (e) {
    return { id, error: e instanceof Error ? e.message : String(e) };
  }
}
