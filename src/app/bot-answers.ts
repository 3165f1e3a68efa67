// What the browser's bot worker answers (issue 26): a searching bot's action for a side, from the state.
// Plain TS (no worker globals), so node tests ask it as the worker does. It keeps one bot per
// mode:kind:seed, since bots keep a little memory between decisions (their loop guard).
import { thinkBot } from '../bots/ask';
import { botsOf } from '../bots/modes';
import type { AnyAction } from '../bots/ask';
import type { AnyState, Mode, Side } from '../engine';

/** What a table asks of a searching bot: who it is (kind and seed, as the session made it) and where
 *  the game stands. Structured-cloned into the worker: plain data only. */
export interface BotQuestion { mode: Mode; kind: string; seed: number; state: AnyState; side: Side }

export type BotRequest = BotQuestion & { id: number };
/** The bot's action (null: nothing legal), or why it could not answer. */
export type BotReply = { id: number; action: AnyAction | null } | { id: number; error: string };

type AnyBot = Parameters<typeof thinkBot>[1];
type Steps = Generator<void, AnyAction | null>;

/** An answerer with its own bots, in steps (a searching bot's playouts one by one): ask it questions in
 *  the order the game asks them. */
export function botStepper(): (question: BotQuestion) => Steps {
  const bots = new Map<string, AnyBot>();
  return ({ mode, kind, seed, state, side }) => {
    const family = botsOf(mode);
    if (!(family.kinds as readonly string[]).includes(kind)) throw new Error(`no ${mode} bot of kind ${kind}`);
    const key = `${mode}:${kind}:${seed}`;
    let bot = bots.get(key);
    if (!bot) bots.set(key, (bot = family.create(kind as never, seed) as AnyBot));
    return thinkBot(mode, bot, state, side);
  };
}

/** The same answers at once (the steps run to their end): what askBot gives. */
export function botAnswerer(): (question: BotQuestion) => AnyAction | null {
  const stepper = botStepper();
  return (question) => {
    const steps = stepper(question);
    for (;;) { const r = steps.next(); if (r.done) return r.value; }
  };
}

/** How the worker paces a search: it works this long, then rests this long, so that on a machine of
 *  two cores drawing WebGL in software the table's renderer keeps its share (issue 26's frame goal).
 *  Measured with `npm run bench:frames` (docs/search.md): 16/8 halved the frames while thinking; 2/30
 *  keeps them within 5–15% of the table's and a decision under 1.5 s. */
export const PACE = { workMs: 2, restMs: 30 };

/** The worker's clock and rest (given by the worker: this file runs in node tests too). */
export interface Pacer { now(): number; rest(ms: number): Promise<void> }

/** One request answered in paced steps, as the worker replies (an error becomes a reply). */
export async function pacedReply(stepper: (question: BotQuestion) => Steps, request: BotRequest, pacer: Pacer, pace = PACE): Promise<BotReply> {
  const now = () => pacer.now();
  const { id, ...question } = request;
  try {
    const steps = stepper(question);
    let since = now();
    for (;;) {
      const r = steps.next();
      if (r.done) return { id, action: r.value };
      if (now() - since >= pace.workMs) {
        await pacer.rest(pace.restMs);
        since = now();
      }
    }
  } catch (e) {
    return { id, error: e instanceof Error ? e.message : String(e) };
  }
}

/** One request answered as the worker replies (an error becomes a reply, never a dead worker). */
export function reply(answer: (question: BotQuestion) => AnyAction | null, request: BotRequest): BotReply {
  const { id, ...question } = request;
  try {
    return { id, action: answer(question) };
  } catch (e) {
    return { id, error: e instanceof Error ? e.message : String(e) };
  }
}
