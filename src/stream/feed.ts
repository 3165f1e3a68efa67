// A game as its audience may know it: the engine's audience view, each accepted action's events as
// redacted for the audience (DESIGN "The engine": `view(state, 'audience')`, `redactEvents`), and, for
// the opt-in late reveal only, the hand a seat holds now. Read from the session of either mode.
import { type AnyEvent, type AnyState, type CardRef, type GameEvent, type Mode, type Seat } from '../engine';
import { rulesOf } from '../persist/mode-rules';
import type { CoopSession } from '../session/coop-session';
import type { GameSession } from '../session/game-session';
import type { GowSession } from '../session/gow-session';

export interface AudienceFeed {
  readonly mode: Mode;
  /** The audience view now, scores included (plain JSON). */
  view(): unknown;
  /** Actions accepted so far (a resumed game's too). */
  actions(): number;
  /** Each accepted action's events, redacted for the audience. */
  onAction(listener: (events: GameEvent[]) => void): () => void;
  /** The hand `seat` holds now (only ever sent late, as the audience asked: publisher.ts). */
  hand(seat: Seat): CardRef[] | null;
}

type Game = { mode: 'classic'; session: GameSession } | { mode: 'coop'; session: CoopSession } | { mode: 'gow'; session: GowSession };

/** What the feed reads of a session, the same in every mode. */
interface FeedSession {
  readonly actionCount: number;
  view(viewer: Seat | 'audience'): unknown;
  onChange(listener: (events: AnyEvent[], action: unknown, state: AnyState) => void): () => void;
}

type TableView = { players: readonly ({ hand?: CardRef[] | null } | undefined)[] };
const tableHand = (view: unknown, seat: Seat): CardRef[] | null => (view as TableView).players[seat]?.hand ?? null;

/** The hand a seat holds, read from its own view, for the late reveal. God of War's cards are no card
 *  table's cards: its late reveal is not offered (the audience never sees one of its hands). */
const HAND_OF: { readonly [M in Mode]: (view: unknown, seat: Seat) => CardRef[] | null } = { classic: tableHand, coop: tableHand, gow: () => null };

/** The feed of a game: its session read the same way in every mode, its events redacted by its rules. */
export function feedOf(game: Game): AudienceFeed {
  const s = game.session as FeedSession;
  const rules = rulesOf(game.mode);
  return {
    mode: game.mode,
    view: () => s.view('audience'),
    actions: () => s.actionCount,
    onAction: (l) => s.onChange((events, _a, state) => l(rules.redact(state as never, events as never, 'audience'))),
    hand: (seat) => HAND_OF[game.mode](s.view(seat), seat),
  };
}
