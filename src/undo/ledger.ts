// The undo steps of a game: its action list replayed once, each action classified (horizon.ts), and
// kept up to date as the game goes on (only the new actions are replayed). Pure: it reads the setup,
// the seats and the action list a session or a save holds.
import type { AnyState, GameState, Mode, Side } from '../engine';
import { rulesOf } from '../persist/mode-rules';
import { freeUndos, horizon, horizonReason, planUndo, revealed, type HorizonReason, type UndoPlan, type UndoPolicy, type UndoStep } from './horizon';

/** What undo reads of a game (GameSession and CoopSession both fit). */
export interface UndoGame {
  readonly state: AnyState;
  /** The mode's setup, as its rules take it (rulesOf(mode).setup). */
  readonly setup: unknown;
  readonly seats: readonly { kind: 'human' | 'bot' }[];
  readonly history: readonly unknown[];
}

const rulesOfGame = (game: UndoGame) => rulesOf(game.state.mode as Mode);

/** Who acts in a state: the side its rules name (a seat, or a table side such as coop's 'team'). */
const actorOf = (state: AnyState): Side | null => rulesOf(state.mode as Mode).toAct(state as GameState);

/** How far undo may go, by mode and the number of people at the table: strict in a classic game
 *  with two people or more (hot-seat: nobody undoes another's move, nor anything after a draw);
 *  assisted in coop (the team plays together) and in a classic game against bots only. */
export const UNDO_POLICIES = {
  classic: (people: number): UndoPolicy => (people <= 1 ? 'assisted' : 'strict'),
  coop: (): UndoPolicy => 'assisted',
  // Cooperative too: undo is an assistance, as in the other cooperative mode.
  gow: (): UndoPolicy => 'assisted',
} satisfies Record<Mode, (people: number) => UndoPolicy>;

/** Is a side played by a bot: a seat by its config; the table's sides ('team', 'poseidon') when no
 *  person sits at the table. */
export function isBotSide(game: UndoGame, side: Side): boolean {
  if (typeof side === 'number') return game.seats[side]?.kind === 'bot';
  return game.seats.every((s) => s.kind === 'bot');
}

/** The game's undo policy (UNDO_POLICIES). */
export function policyOf(game: UndoGame): UndoPolicy {
  return UNDO_POLICIES[game.state.mode as Mode](game.seats.filter((s) => s.kind === 'human').length);
}

/** The side that would undo now: the one to act, when a person plays it. */
export function undoerOf(game: UndoGame): Side | null {
  const side = actorOf(game.state);
  return side === null || isBotSide(game, side) ? null : side;
}

/** Where the log marks the undo horizon (UndoLedger.marker). */
export interface HorizonMark { after: number; reason: HorizonReason; eventsAfter: number }

export class UndoLedger {
  readonly steps: UndoStep[] = [];
  /** How many events each action made (to find the horizon in a resumed game's last events). */
  private readonly sizes: number[] = [];
  private state: GameState;
  /** The history this ledger was built for (a new game on the table needs a new ledger). */
  private readonly source: readonly unknown[];

  /** `known`: what an earlier ledger of the same game found of its first actions (an undo keeps
   *  them), with a copy of the state they lead to: nothing is replayed twice. */
  constructor(private readonly game: UndoGame, known?: { steps: readonly UndoStep[]; sizes: readonly number[]; state: GameState }) {
    this.source = game.history;
    if (known) {
      this.steps.push(...known.steps);
      this.sizes.push(...known.sizes);
      this.state = known.state;
    } else {
      this.state = rulesOfGame(game).setup(game.setup).state;
    }
  }

  /** What this ledger knows of the first `n` actions, for the ledger of the game an undo leaves. */
  prefix(n: number): { steps: UndoStep[]; sizes: number[] } {
    return { steps: this.steps.slice(0, n), sizes: this.sizes.slice(0, n) };
  }

  /** Replays the actions not classified yet (the game's history only grows while it is played). */
  sync(): readonly UndoStep[] {
    const { history } = this.game;
    const rules = rulesOfGame(this.game);
    for (let i = this.steps.length; i < history.length; i++) {
      // The ledger owns its state and keeps no earlier one: each action is applied in place (no copy).
      const before = { rng: this.state.rng };
      const actor = actorOf(this.state) ?? 'table';
      const result = rules.applyInPlace(this.state, history[i]);
      if (!result.ok) throw new Error(`undo: action ${i + 1} of the game no longer replays (${result.error.message})`);
      this.state = result.state;
      this.steps.push({ actor, bot: isBotSide(this.game, actor), reveals: revealed(before, result.state, result.events, actor) });
      this.sizes.push(result.events.length);
    }
    return this.steps;
  }

  /** Whether this ledger follows that game (same history array). */
  follows(game: UndoGame): boolean { return game.history === this.source; }

  plan(): UndoPlan { return planUndo(this.sync(), undoerOf(this.game), policyOf(this.game)); }
  /** How many actions can be undone freely now. */
  free(): number { return freeUndos(this.sync(), undoerOf(this.game)); }
  /** Whether an undo would do anything now (free, or past the horizon where the policy allows it). */
  can(): boolean { return this.plan().ok; }

  /** The last horizon, for the log: after how many actions, why, and how many events the actions
   *  after it made. Null when none yet, or while a bot is to act (it moves with each of the bot's
   *  moves: the log marks it once a person is to act again). */
  marker(): HorizonMark | null {
    const steps = this.sync();
    const undoer = undoerOf(this.game);
    const h = horizon(steps, undoer);
    if (h === 0 || undoer === null) return null;
    return { after: h, reason: horizonReason(steps[h - 1], undoer), eventsAfter: this.sizes.slice(h).reduce((a, b) => a + b, 0) };
  }
}
