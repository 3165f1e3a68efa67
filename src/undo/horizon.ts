// Honest undo (issue 13): undo is replaying the action list without its last action(s), and it may go
// back freely only to the last moment something hidden came to light. Plain TS over the engine: what
// an action revealed is read from what it did (its events, and whether it drew on the game's PRNG),
// never from a list of card names, so a new card that draws or shuffles sets the horizon by itself.
import { seesPlace, type AnyEvent, type CoopEvent, type GameEvent, type GameState, type Side, type Viewer } from '../engine';

/** Why undo stops at an action (the log's marker and the refusal say it in the player's language:
 *  `undo.why.<reason>`): cards were drawn, a hidden card was revealed, chance was used (a shuffle),
 *  Poseidon moved (coop), or the move was another player's (or a bot's). */
export type HorizonReason = 'draw' | 'reveal' | 'shuffle' | 'poseidon' | 'other';

/** One accepted action, as undo needs it: who made it and what it brought to light. */
export interface UndoStep {
  /** The side that made it (a seat, or in coop 'team' / 'poseidon'). */
  actor: Side;
  /** It was made by a bot. */
  bot: boolean;
  /** What it revealed (the first reason found, most telling first), or null: nothing hidden moved. */
  reveals: Exclude<HorizonReason, 'other'> | null;
}

/** Poseidon moved: any step of his phase (its markers), or what he did in it or chose. */
const POSEIDON_EVENTS = new Set(['poseidonStep', 'floodMoved', 'floodAt', 'poseidonReveals', 'poseidonChose', 'waterChanged']);
const REVEAL_EVENTS = new Set(['pillarRevealed', 'epicRevealed', 'pileRevealed', 'revealed', 'flipped']);
/** Cards drawn from a deck into a hand, told in one event (God of War's draws, its status cards). */
const DRAW_EVENTS = new Set(['drew', 'statusDrawn']);

/** What an action revealed to the side that made it. Conservative by design: any use of the PRNG
 *  (rng state changed: a shuffle, a random pick) counts, and so does any card leaving a place that
 *  side could not see (a deck, the reserve, a pile, another's hand), wherever it went. */
export function revealed(before: Pick<GameState, 'rng'>, after: Pick<GameState, 'rng'>, events: readonly (GameEvent | CoopEvent | AnyEvent)[], actor: Side): UndoStep['reveals'] {
  const eyes: Viewer = typeof actor === 'number' ? actor : 'audience';
  let draw = false, reveal = false, shuffle = before.rng !== after.rng;
  for (const event of events) {
    const e = event as GameEvent | CoopEvent; // narrowed by its type below; another mode's events fall through
    if (POSEIDON_EVENTS.has(e.type)) return 'poseidon';
    if (e.type === 'shuffled') shuffle = true;
    else if (REVEAL_EVENTS.has(e.type)) reveal = true;
    else if (DRAW_EVENTS.has(e.type)) draw = true;
    else if (e.type === 'decision' && e.decision.reveal?.length) reveal = true;
    else if (e.type === 'cardMoved' && !seesPlace(e.from, eyes)) {
      if (e.from.zone === 'deck' && e.to.zone === 'hand') draw = true;
      else reveal = true;
    }
  }
  return draw ? 'draw' : shuffle ? 'shuffle' : reveal ? 'reveal' : null;
}

/** Who may undo: `strict` (a classic game with two people or more: never past the horizon) or
 *  `assisted` (coop, or a classic game whose other seats are all bots: past it, the game is marked). */
export type UndoPolicy = 'strict' | 'assisted';

/** In coop the table's pick of the next hero ('team') is made by whoever sits at the table. */
const sameHands = (a: Side, b: Side): boolean => a === b || a === 'team' || b === 'team';

/** Where free undo stops: the number of actions that stay whatever happens (the index just after the
 *  last action that revealed something, or that another side or a bot made). `undoer`: the side
 *  that would undo (the one to act now); null: nobody can. */
export function horizon(steps: readonly UndoStep[], undoer: Side | null): number {
  if (undoer === null) return steps.length;
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i];
    if (s.reveals || s.bot || !sameHands(s.actor, undoer)) return i + 1;
  }
  return 0;
}

/** Why the action at the horizon stops undo. */
export function horizonReason(step: UndoStep, undoer: Side | null): HorizonReason {
  return step.reveals && !step.bot && undoer !== null && sameHands(step.actor, undoer) ? step.reveals : step.reveals ?? 'other';
}

export type UndoPlan =
  /** Keep the first `keep` actions; `assisted`: this undo went past the horizon. */
  | { ok: true; keep: number; assisted: boolean }
  /** Refused: `key` says why in the player's language (`undo.refused.<reason>`, `undo.nothing`). */
  | { ok: false; key: string; reason: HorizonReason | 'nothing' };

/**
 * One undo: back to before the undoer's last action. Free when that action lies after the horizon.
 * Past it: refused under `strict`, else allowed and `assisted`, going back to before the last action
 * a person made (the bots' moves after it go too: they would only be played again).
 */
export function planUndo(steps: readonly UndoStep[], undoer: Side | null, policy: UndoPolicy): UndoPlan {
  const n = steps.length;
  if (undoer === null || n === 0) return { ok: false, key: 'undo.nothing', reason: 'nothing' };
  const h = horizon(steps, undoer);
  if (h < n) return { ok: true, keep: n - 1, assisted: false };
  if (policy === 'strict') {
    const reason = horizonReason(steps[n - 1], undoer);
    return { ok: false, key: `undo.refused.${reason}`, reason };
  }
  for (let i = n - 1; i >= 0; i--) if (!steps[i].bot) return { ok: true, keep: i, assisted: true };
  return { ok: false, key: 'undo.nothing', reason: 'nothing' };
}

/** How many actions the undoer can take back freely, one undo each. */
export const freeUndos = (steps: readonly UndoStep[], undoer: Side | null): number => steps.length - horizon(steps, undoer);
