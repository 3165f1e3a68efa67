// The one way a table, the simulator and the browser's bot worker ask a bot for its action: from the
// state, through what the bot may read (its side's view and the legal list, or decideOnState, which
// reads only what that view shows: the searching bot samples every hidden card again, search/).
import type { Bot } from './types';
import { viewFor } from './coop/team-view';
import { rules, type Action, type CoopAction, type CoopState, type GameState, type Mode, type Side } from '../engine';

type AnyBot = Bot<never, unknown, string, never>;

/** What `bot` plays for `side` in a game of `mode` standing at `state`; null when it has nothing legal. */
export function askBot(mode: Mode, bot: AnyBot, state: GameState | CoopState, side: Side): Action | CoopAction | null {
  if (mode === 'classic') {
    const b = bot as unknown as Bot;
    const s = state as GameState;
    const seat = side as number;
    if (b.decideOnState) return b.decideOnState(s, seat);
    const legal = rules('classic').legal(s, seat);
    return legal.length ? b.decide(rules('classic').view(s, seat), legal) : null;
  }
  const b = bot as unknown as Bot<import('../engine').CoopView, CoopAction, string, CoopState>;
  const s = state as CoopState;
  const legal = rules('coop').legal(s, side);
  if (!legal.length) return null;
  if (b.decideOnState) return b.decideOnState(s, side as number);
  return b.decide(viewFor(s, side, !!b.openHands), legal, side);
}
