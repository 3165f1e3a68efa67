// God of War's one entry: registers the ruleset with the engine and the mode's line in the tables of the
// layers that run in the browser too (saves, undo, bots); the tools add theirs (sim/gow/register.ts).
// Until the mode has its table (issue 28), it is reached by the mode its states and saves carry, as any
// mode registered at run time (engine/rulesets.ts). Idempotent.
import { z } from '../cards/zod';
import { addModeEntry, MODES, registerRuleset, type GameState, type Mode } from '../engine';
import { GOW, gowActionSchema, gowRules, type GowState } from '../engine/gow';
import { BOTS, type BotFamily } from '../bots/modes';
import { GOW_BOTS } from '../bots/gow';
import { GOW_BOT_KINDS } from '../bots/gow/greedy';
import { addSaveParts } from '../persist/save';
import { UNDO_POLICIES } from '../undo/ledger';

const HEROES = ['kratos', 'atreus', 'freya', 'mimir', 'brok-sindri'] as const;

export function registerGowMode(): void {
  if ((MODES as string[]).includes(GOW)) return;
  registerRuleset(gowRules);
  addModeEntry(BOTS as Record<Mode, BotFamily>, GOW, GOW_BOTS as BotFamily);
  addSaveParts(GOW, {
    setup: z.strictObject({
      seed: z.int(),
      heroes: z.array(z.enum(HEROES)).check(z.minLength(1), z.maxLength(4)),
      content: z.optional(z.string().check(z.maxLength(40))),
      firstMission: z.optional(z.string().check(z.maxLength(40))),
    }),
    seat: z.strictObject({ kind: z.enum(['human', 'bot']), bot: z.optional(z.enum(GOW_BOT_KINDS as unknown as ['greedy'])), name: z.optional(z.string().check(z.maxLength(40))) }),
    action: gowActionSchema,
    progress: (state: GameState) => (state as unknown as GowState).round,
    opensOn: 'this save is of a God of War game: it opens on the God of War table',
    // 1 to 4 heroes: alone, the player is Kratos (rulebook p.13).
    seats: [1, 4],
  });
  // Cooperative: undo is an assistance, as in the other cooperative mode.
  addModeEntry(UNDO_POLICIES, GOW, () => 'assisted');
}
