// A game as its audience may know it: the engine's audience view, each accepted action's events as
// redacted for the audience (DESIGN "The engine": `view(state, 'audience')`, `redactEvents`), and, for
// the opt-in late reveal only, the hand a seat holds now. Read from the session of either mode.
import { classicRules, coopRules, type CardRef, type GameEvent, type Seat } from '../engine';
import type { CoopSession } from '../session/coop-session';
import type { GameSession } from '../session/game-session';

export interface AudienceFeed {
  readonly mode: 'classic' | 'coop';
  /** The audience view now, scores included (plain JSON). */
  view(): unknown;
  /** Actions accepted so far (a resumed game's too). */
  actions(): number;
  /** Each accepted action's events, redacted for the audience. */
  onAction(listener: (events: GameEvent[]) => void): () => void;
  /** The hand `seat` holds now (only ever sent late, as the audience asked: publisher.ts). */
  hand(seat: Seat): CardRef[] | null;
}

type Game = { mode: 'classic'; session: GameSession } | { mode: 'coop'; session: CoopSession };

export function feedOf(game: Game): AudienceFeed {
  if (game.mode === 'coop') {
    const s = game.session;
    return {
      mode: 'coop',
      view: () => s.view('audience'),
      actions: () => s.actionCount,
      onAction: (l) => s.onChange((events, _a, state) => l(coopRules.redactEvents(state, events, 'audience'))),
      hand: (seat) => s.view(seat).players[seat]?.hand ?? null,
    };
  }
  const s = game.session;
  return {
    mode: 'classic',
    view: () => s.view('audience'),
    actions: () => s.actionCount,
    onAction: (l) => s.onChange((events, _a, state) => l(classicRules.redactEvents(state, events, 'audience'))),
    hand: (seat) => s.view(seat).players[seat]?.hand ?? null,
  };
}
