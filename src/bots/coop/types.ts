// A cooperative bot plays any hero of the team, the table's pick of who plays next ('team') and the
// answers to pending decisions. It sees a view and the legal actions, nothing more.
import type { CoopAction, CoopView, Side } from '../../engine';

export interface CoopBot {
  readonly kind: CoopBotKind;
  /**
   * Whether this bot plays open-handed: the heroes of a cooperative team talk, so its views may show
   * every teammate's hand (the simulator fills them; see team-view.ts). A bot without it reads the
   * seat's own view only.
   */
  readonly openHands?: boolean;
  decide(view: CoopView, legal: CoopAction[], side: Side): CoopAction;
}

export type CoopBotKind = 'greedy' | 'planner' | 'random';
export const COOP_BOT_KINDS: readonly CoopBotKind[] = ['greedy', 'planner', 'random'];
