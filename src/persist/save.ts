// A save is the seed, the setup and the action list (event sourcing): replaying them rebuilds the
// game exactly. Loading validates everything and never trusts a cached state.
import { z } from 'zod';
import { MODES, type GameEvent, type GameState } from '../engine';
import { actionSchema, coopActionSchema, DIFFICULTIES } from '../engine';
import { BOT_KINDS } from '../bots';
import { COOP_BOT_KINDS } from '../bots/coop';
import { rulesOf } from './mode-rules';

export const SAVE_SCHEMA = 1;

const seatSchema = z.object({
  kind: z.enum(['human', 'bot']),
  bot: z.enum(BOT_KINDS as unknown as ['random', 'greedy']).optional(),
  name: z.string().max(40).optional(),
}).strict();

const heroesSchema = z.array(z.enum(['seiya', 'shiryu', 'hyoga', 'shun', 'ikki'])).min(2).max(5);

export const classicSaveSchema = z.object({
  schema: z.literal(SAVE_SCHEMA),
  /** The ruleset the game follows (GameState.mode). */
  mode: z.literal('classic'),
  setup: z.object({
    seed: z.number().int(),
    heroes: z.array(z.enum(['seiya', 'shiryu', 'hyoga', 'shun', 'ikki'])).min(2).max(5),
    firstSeat: z.number().int().min(0).max(4).optional(),
    /** The optional sets and the Epics (absent in saves made before them: base only; `promo` since
     *  issue 22, absent from every save made before it). */
    sets: z.array(z.enum(['asgard', 'poseidon', 'promo'])).max(3).optional(),
    epics: z.boolean().optional(),
  }).strict(),
  seats: z.array(seatSchema).min(2).max(5),
  actions: z.array(actionSchema),
  /** An undo went back past something revealed (a draw, a shuffle…): the game is "assisted" (issue 13).
   *  Absent in older saves and in games never undone that far. */
  assisted: z.boolean().optional(),
}).strict();

const coopSeatSchema = z.object({
  kind: z.enum(['human', 'bot']),
  bot: z.enum(COOP_BOT_KINDS as unknown as ['greedy', 'planner', 'random']).optional(),
  name: z.string().max(40).optional(),
}).strict();

/** A cooperative game: its setup (coop/types.ts CoopSetupOptions), the heroes' seats, the actions. */
export const coopSaveSchema = z.object({
  schema: z.literal(SAVE_SCHEMA),
  mode: z.literal('coop'),
  setup: z.object({
    seed: z.number().int(),
    heroes: heroesSchema,
    difficulty: z.enum(DIFFICULTIES as unknown as ['easy', 'normal', 'hard']).optional(),
    start: z.array(z.number().int().min(0).max(6)).min(2).max(5).optional(),
    asgard: z.boolean().optional(),
    epics: z.boolean().optional(),
    poseidonByHand: z.boolean().optional(),
  }).strict(),
  seats: z.array(coopSeatSchema).min(2).max(5),
  actions: z.array(coopActionSchema),
  /** As in a classic save: an undo went back past a draw or a Poseidon step. */
  assisted: z.boolean().optional(),
}).strict();

export const saveSchema = z.discriminatedUnion('mode', [classicSaveSchema, coopSaveSchema]);

export type SeatConfig = z.infer<typeof seatSchema>;
export type CoopSeatConfig = z.infer<typeof coopSeatSchema>;
export type ClassicSaveFile = z.infer<typeof classicSaveSchema>;
export type CoopSaveFile = z.infer<typeof coopSaveSchema>;
export type SaveFile = ClassicSaveFile | CoopSaveFile;

/** Why a save cannot be loaded, as a code the game phrases in the player's language (src/i18n:
 *  `save.reason.<code>`, with the problem's params): the text is damaged (not JSON), of a game mode
 *  this version does not know, not a valid save (a field), its seats and heroes disagree, its setup is
 *  refused, or its action number `n` is refused by the rules. */
export type SaveReason = 'notJson' | 'unknownMode' | 'invalid' | 'seats' | 'setup' | 'refused';

export interface SaveProblem {
  reason: SaveReason;
  params: Record<string, string | number>;
  /** The same in an English sentence, for logs and tests. */
  message: string;
}

export type LoadResult =
  | { ok: true; save: SaveFile; state: GameState; /** The events of the last actions replayed (for the log). */ recent: GameEvent[] }
  | ({ ok: false } & SaveProblem);

const problem = (reason: SaveReason, message: string, params: SaveProblem['params'] = {}): { ok: false } & SaveProblem => ({ ok: false, reason, params, message });

/** How many of the last actions' events a load keeps, enough to refill the table's chronicle. */
const RECENT_ACTIONS = 40;

/** A save as text, from a file or the browser's storage: a leading byte order mark (U+FEFF, which
 *  editors on Windows write at the head of a UTF-8 file) is not part of the JSON and is dropped. */
export function loadSaveText(text: string): LoadResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch {
    return problem('notJson', 'the save is not valid JSON');
  }
  return loadSave(parsed);
}

/** Validates a save and replays it; any refused action makes the whole save invalid. */
export function loadSave(input: unknown): LoadResult {
  const mode = typeof input === 'object' && input !== null ? (input as { mode?: unknown }).mode : undefined;
  if (typeof mode === 'string' && !(MODES as string[]).includes(mode)) {
    return problem('unknownMode', `the save is of a game mode this version does not know ("${mode.slice(0, 40)}")`);
  }
  const parsed = saveSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.join('.');
    return problem('invalid', `the save is not valid (field "${field}": ${issue.message})`, { field });
  }
  const save = parsed.data;
  if (save.seats.length !== save.setup.heroes.length) return problem('seats', 'the save has a different number of seats and heroes');
  const rules = rulesOf(save.mode);
  let state: GameState;
  try {
    state = rules.setup(save.setup).state;
  } catch (e) {
    return problem('setup', `the save's setup is not valid: ${(e as Error).message}`);
  }
  // Actions parsed with the save above, replayed by its ruleset.
  const recent: GameEvent[] = [];
  for (const [i, action] of save.actions.entries()) {
    const result = rules.applyAction(state, action);
    if (!result.ok) return problem('refused', `the save's action ${i + 1} is refused: ${result.error.message}`, { n: i + 1 });
    state = result.state;
    if (i >= save.actions.length - RECENT_ACTIONS) recent.push(...result.events);
  }
  return { ok: true, save, state, recent };
}
