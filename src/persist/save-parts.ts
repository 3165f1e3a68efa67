// What a save holds of each mode, in one table: its setup, its seats' schema and its actions' (the
// save's envelope around them is save.ts's), and the number a saved-games list shows of a game (a
// classic game's turn, a cooperative game's round) and where its saves open. A mode is one line here.
import { z } from '../cards/zod';
import { classicActionSchema, coopActionSchema, DIFFICULTIES, gowActionSchema, type AnyState, type GameState, type GowState, type Mode } from '../engine';
import { BOT_KINDS } from '../bots';
import { COOP_BOT_KINDS } from '../bots/coop';
import { GOW_BOT_KINDS } from '../bots/gow/greedy';

const GOW_HEROES = ['kratos', 'atreus', 'freya', 'mimir', 'brok-sindri'] as const;

const HERO_NAMES = ['seiya', 'shiryu', 'hyoga', 'shun', 'ikki'] as const;
const heroesSchema = z.array(z.enum(HERO_NAMES)).check(z.minLength(2), z.maxLength(5));
const flag = z.optional(z.boolean());

/** A seat: a person, or a bot of one of the mode's kinds, with an optional name. */
const seatOf = <K extends readonly [string, ...string[]]>(kinds: K) => z.strictObject({
  kind: z.enum(['human', 'bot']),
  bot: z.optional(z.enum(kinds)),
  name: z.optional(z.string().check(z.maxLength(40))),
});

export interface SaveParts {
  setup: z.ZodMiniType;
  seat: z.ZodMiniType;
  action: z.ZodMiniType;
  /** The turn (or round) a slot shows of the game. */
  progress(state: AnyState): number;
  /** Where a save of the mode opens, said when another mode's session is handed it. */
  opensOn: string;
  /** How many seats a game of the mode has, fewest and most (default 2 to 5). */
  seats?: readonly [number, number];
}

export const SAVE_PARTS = {
  classic: {
    setup: z.strictObject({
      seed: z.int(),
      heroes: heroesSchema,
      firstSeat: z.optional(z.int().check(z.minimum(0), z.maximum(4))),
      /** The optional sets and the Epics (absent in saves made before them: base only; `promo` since
       *  issue 22, absent from every save made before it). */
      sets: z.optional(z.array(z.enum(['asgard', 'poseidon', 'promo'])).check(z.maxLength(3))),
      epics: flag,
    }),
    seat: seatOf(BOT_KINDS as unknown as ['random', 'greedy', 'easy', 'hard']),
    action: classicActionSchema,
    progress: (state: AnyState) => (state as GameState).turn,
    opensOn: 'this save is of a classic game: it opens on the classic table',
  },
  /** A cooperative game: its setup (coop/types.ts CoopSetupOptions), the heroes' seats, the actions. */
  coop: {
    setup: z.strictObject({
      seed: z.int(),
      heroes: heroesSchema,
      difficulty: z.optional(z.enum(DIFFICULTIES as unknown as ['easy', 'normal', 'hard'])),
      start: z.optional(z.array(z.int().check(z.minimum(0), z.maximum(6))).check(z.minLength(2), z.maxLength(5))),
      asgard: flag,
      epics: flag,
      poseidonByHand: flag,
      waterTop: z.optional(z.int()),
      pileSize: z.optional(z.int()),
    }),
    seat: seatOf(COOP_BOT_KINDS as unknown as ['greedy', 'planner', 'random', 'hard']),
    action: coopActionSchema,
    // Every cooperative state has its board (the round is the board's).
    progress: (state: AnyState) => (state as GameState).board?.round ?? 0,
    opensOn: 'this save is of a cooperative game: it opens on the cooperative board',
  },
  /** A God of War game: its heroes (1 to 4: alone, the player is Kratos, rulebook p.13), its content set
   *  and first Mission, the seats, the actions. */
  gow: {
    setup: z.strictObject({
      seed: z.int(),
      heroes: z.array(z.enum(GOW_HEROES)).check(z.minLength(1), z.maxLength(4)),
      content: z.optional(z.string().check(z.maxLength(40))),
      firstMission: z.optional(z.string().check(z.maxLength(40))),
    }),
    seat: seatOf(GOW_BOT_KINDS as unknown as ['greedy', 'hard']),
    action: gowActionSchema,
    progress: (state: AnyState) => (state as GowState).round,
    opensOn: 'this save is of a God of War game: it opens on the God of War table',
    seats: [1, 4],
  },
} satisfies Record<Mode, SaveParts>;

/** The turn (a cooperative game: the round) a saved-games list shows of a game. */
// A state's mode is one of MODES: a state is only ever made by a ruleset of RULESETS (the engine types it as a string).
export const progressOf = (state: AnyState): number => SAVE_PARTS[state.mode as Mode].progress(state);
