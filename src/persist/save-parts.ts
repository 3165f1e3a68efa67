// What a save holds of each mode, in one table: its setup, its seats' schema and its actions' (the
// save's envelope around them is save.ts's), and the number a saved-games list shows of a game (a
// classic game's turn, a cooperative game's round) and where its saves open. A mode is one line here.
import { z } from 'zod';
import { classicActionSchema, coopActionSchema, DIFFICULTIES, type GameState, type Mode } from '../engine';
import { BOT_KINDS } from '../bots';
import { COOP_BOT_KINDS } from '../bots/coop';

const HERO_NAMES = ['seiya', 'shiryu', 'hyoga', 'shun', 'ikki'] as const;

/** A seat: a person, or a bot of one of the mode's kinds, with an optional name. */
const seatOf = <K extends readonly [string, ...string[]]>(kinds: K) => z.object({
  kind: z.enum(['human', 'bot']),
  bot: z.enum(kinds).optional(),
  name: z.string().max(40).optional(),
}).strict();

export interface SaveParts {
  setup: z.ZodType;
  seat: z.ZodType;
  action: z.ZodType;
  /** The turn (or round) a slot shows of the game. */
  progress(state: GameState): number;
  /** Where a save of the mode opens, said when another mode's session is handed it. */
  opensOn: string;
}

export const SAVE_PARTS = {
  classic: {
    setup: z.object({
      seed: z.number().int(),
      heroes: z.array(z.enum(HERO_NAMES)).min(2).max(5),
      firstSeat: z.number().int().min(0).max(4).optional(),
      /** The optional sets and the Epics (absent in saves made before them: base only; `promo` since
       *  issue 22, absent from every save made before it). */
      sets: z.array(z.enum(['asgard', 'poseidon', 'promo'])).max(3).optional(),
      epics: z.boolean().optional(),
    }).strict(),
    seat: seatOf(BOT_KINDS as unknown as ['random', 'greedy']),
    action: classicActionSchema,
    progress: (state: GameState) => state.turn,
    opensOn: 'this save is of a classic game: it opens on the classic table',
  },
  /** A cooperative game: its setup (coop/types.ts CoopSetupOptions), the heroes' seats, the actions. */
  coop: {
    setup: z.object({
      seed: z.number().int(),
      heroes: z.array(z.enum(HERO_NAMES)).min(2).max(5),
      difficulty: z.enum(DIFFICULTIES as unknown as ['easy', 'normal', 'hard']).optional(),
      start: z.array(z.number().int().min(0).max(6)).min(2).max(5).optional(),
      asgard: z.boolean().optional(),
      epics: z.boolean().optional(),
      poseidonByHand: z.boolean().optional(),
      waterTop: z.number().int().optional(),
      pileSize: z.number().int().optional(),
    }).strict(),
    seat: seatOf(COOP_BOT_KINDS as unknown as ['greedy', 'planner', 'random']),
    action: coopActionSchema,
    // Every cooperative state has its board (the round is the board's).
    progress: (state: GameState) => state.board?.round ?? 0,
    opensOn: 'this save is of a cooperative game: it opens on the cooperative board',
  },
} satisfies Record<Mode, SaveParts>;

/** The turn (a cooperative game: the round) a saved-games list shows of a game. */
// A state's mode is one of MODES: a state is only ever made by a ruleset of RULESETS (the engine types it as a string).
export const progressOf = (state: GameState): number => SAVE_PARTS[state.mode as Mode].progress(state);
