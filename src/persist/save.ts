// A save is the seed, the setup and the action list (event sourcing): replaying them rebuilds the
// game exactly. Loading validates everything and never trusts a cached state.
import { z } from '../cards/zod';
import { addModeEntry, MODES, type GameEvent, type GameState, type Mode } from '../engine';
import { rulesOf } from './mode-rules';
import { SAVE_PARTS, type SaveParts } from './save-parts';

export const SAVE_SCHEMA = 1;

/** How many seats a mode's games have (save-parts.ts; 2 to 5 unless its parts say). */
const seatBounds = (parts: SaveParts): readonly [number, number] => parts.seats ?? [2, 5];

/** A save of one mode: the envelope every mode shares around the mode's parts (save-parts.ts). */
const saveOf = <M extends Mode, P extends (typeof SAVE_PARTS)[M]>(mode: M, parts: P) => z.strictObject({
  schema: z.literal(SAVE_SCHEMA),
  /** The ruleset the game follows (GameState.mode). */
  mode: z.literal(mode),
  setup: parts.setup as P['setup'],
  seats: z.array(parts.seat as P['seat']).check(z.minLength(seatBounds(parts)[0]), z.maxLength(seatBounds(parts)[1])),
  actions: z.array(parts.action as P['action']),
  /** An undo went back past something revealed (a draw, a shuffle, a Poseidon step…): the game is
   *  "assisted" (issue 13). Absent in older saves and in games never undone that far. */
  assisted: z.optional(z.boolean()),
});

type SaveSchemas = { [M in Mode]: ReturnType<typeof saveOf<M, (typeof SAVE_PARTS)[M]>> };
const buildSchemas = () => {
  const byMode = Object.fromEntries(MODES.map((mode) => [mode, saveOf(mode, SAVE_PARTS[mode])])) as SaveSchemas;
  return { byMode, any: z.discriminatedUnion('mode', MODES.map((mode) => byMode[mode]) as unknown as [SaveSchemas[Mode], ...SaveSchemas[Mode][]]) };
};
let schemas = buildSchemas();

/** The schema of one mode's saves (the envelope around its parts). */
export const saveSchemaOf = <M extends Mode>(mode: M): SaveSchemas[M] => schemas.byMode[mode];

/** A mode registered with the engine (registerRuleset) gets its save parts here: its saves then write,
 *  load and replay like any other mode's (test/modes/toy). */
export function addSaveParts(mode: string, parts: SaveParts): void {
  addModeEntry(SAVE_PARTS, mode, parts as (typeof SAVE_PARTS)[Mode]);
  schemas = buildSchemas();
}

export type SeatConfig = z.infer<typeof SAVE_PARTS.classic.seat>;
export type CoopSeatConfig = z.infer<typeof SAVE_PARTS.coop.seat>;
export type GowSeatConfig = z.infer<typeof SAVE_PARTS.gow.seat>;
export type ClassicSaveFile = z.infer<SaveSchemas['classic']>;
export type CoopSaveFile = z.infer<SaveSchemas['coop']>;
export type GowSaveFile = z.infer<SaveSchemas['gow']>;
export type SaveFile = { [M in Mode]: z.infer<SaveSchemas[M]> }[Mode];

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
  const parsed = schemas.any.safeParse(input);
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
