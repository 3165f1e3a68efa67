// A cooperative bot plays any hero of the team, the table's pick of who plays next ('team') and the
// answers to pending decisions. It sees a view and the legal actions, nothing more (../types.ts).
import type { CoopAction, CoopState, CoopView } from '../../engine';
import type { Bot } from '../types';

/** The cooperative mode's bot: the one Bot interface over its view and actions. */
export type CoopBot = Bot<CoopView, CoopAction, CoopBotKind, CoopState>; // kept until callers move (issue 24)

/** Append only (saves name them); hard: the search (issue 26). */
export type CoopBotKind = 'greedy' | 'planner' | 'random' | 'hard';
export const COOP_BOT_KINDS: readonly CoopBotKind[] = ['greedy', 'planner', 'random', 'hard'];
