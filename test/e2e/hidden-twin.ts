// The true game behind a production page (test/e2e/hidden-cards.spec.ts). The page's hook shows only
// what the screen shows, so the test plays the same game again in node, from the same save, with the
// same seeded bots and the same choices for the person: each view the page can show is known here,
// with the cards its viewer may see while the action that led to it is shown (hidden-places.ts: where
// they were, where they went, on the way). A card the page names under a view must be one of those.
import { personAction } from './hidden-person';
import type { GameEvent, GameState, Seat, Uid } from '../../src/engine';
import type { SaveFile } from '../../src/persist/save';
import { CoopSession } from '../../src/session/coop-session';
import { GameSession } from '../../src/session/game-session';
import { seenDuring, seenIn } from '../stream/hidden-places';

export interface Twin {
  /** For each view (its JSON, as the page's hook gives it), the cards ("uid:type") its viewer may see. */
  may: Map<string, Set<string>>;
  /** The views after each action, in order (index 0: before the first). */
  steps: Set<string>[];
  /** The actions the game took to its end from the save. */
  actions: unknown[];
}

type Session = {
  state: GameState; send(a: unknown): { ok: true; state: GameState; events: GameEvent[] } | { ok: false };
  botAction(): unknown; view(viewer: Seat): unknown;
};

/** Plays the saved game to its end as the page will. `eyes`: whose view the page may show (the
 *  person's in a classic game; any hero's in a cooperative game of bots, whose eyes follow who acts). */
export function twinOf(save: SaveFile, eyes: readonly Seat[], person: Seat | null): Twin {
  const resumed = save.mode === 'coop' ? CoopSession.resume(save) : GameSession.resume(save);
  if ('error' in resumed) throw new Error(resumed.error);
  const s = resumed as unknown as Session;
  const twin: Twin = { may: new Map(), steps: [], actions: [] };
  const note = (seat: Seat, cards: Map<Uid, number>) => {
    const json = JSON.stringify(s.view(seat));
    const set = twin.may.get(json) ?? new Set<string>();
    for (const [uid, type] of cards) set.add(`${uid}:${type}`);
    twin.may.set(json, set);
    return json;
  };
  twin.steps.push(new Set(eyes.map((seat) => note(seat, seenIn(s.state, seat)))));
  for (let i = 0; i < 5000 && s.state.phase !== 'gameOver'; i++) {
    const action = s.botAction() ?? (person === null ? null : personAction(s.view(person) as never, person));
    if (!action) throw new Error(`nobody acts at action ${i}`);
    const before = s.state;
    const r = s.send(action);
    if (!r.ok) throw new Error(`refused at action ${i}: ${JSON.stringify(action)}`);
    twin.actions.push(action);
    twin.steps.push(new Set(eyes.map((seat) => note(seat, seenDuring(before, r.state, r.events, seat)))));
  }
  return twin;
}

/**
 * A save of the same game a few moves (`ahead`) before an action `want` picks, played on from `save`. The
 * bots are seeded afresh when a game is resumed, so the moves after a save may differ from those of the
 * game it was cut from: the cut is moved until the resumed game itself comes to such an action soon.
 */
export function saveBefore(save: SaveFile, eyes: readonly Seat[], person: Seat | null, want: (action: unknown) => boolean, ahead = 2): { save: SaveFile; twin: Twin; at: number } {
  let cut = save;
  for (let tries = 0; tries < 8; tries++) {
    const twin = twinOf(cut, eyes, person);
    const at = twin.actions.findIndex(want);
    if (at < 0) break;
    if (at <= ahead + 4) return { save: cut, twin, at };
    cut = { ...cut, actions: [...cut.actions, ...twin.actions.slice(0, at - ahead)] } as SaveFile;
  }
  throw new Error('the game never comes to the action wanted');
}
