// The cooperative saves pinned before the redesign of issue 24 ("every save made before still loads"):
// six saves made from the pinned games (coop-games.ts), each read back through the paths a player uses
// (loadSave, a replay's positions, a session resumed from the save), and what they gave at the pinning
// commit. Shared by the generator (make-golden.ts `coop-saves`) and the test (coop-saves.test.ts).
import { stateHash, type CoopState } from '../../src/engine';
import { loadSave, SAVE_SCHEMA, type CoopSaveFile } from '../../src/persist/save';
import { Replay } from '../../src/replay/replay';
import { CoopSession } from '../../src/session/coop-session';
import { asPinned, pinnedShape, playBack, type PinnedGame } from './coop-games';

export const SAVES_PINNED_AT = '182d605';

/** What a save gave: its state after loading, five replay positions, and the resumed session's turn. */
export interface PinnedSave {
  name: string;
  save: CoopSaveFile;
  loaded: { state: string; phase: string; round: number; recent: string };
  positions: { step: number; state: string; recent: string }[];
  resumed: { toAct: string | number | null; legal: string; view: string };
}

const bot = { kind: 'bot' as const, bot: 'planner' as const };

/** A save of `game` cut after `cut` actions, the seats all bots but the first. */
export function saveOf(game: PinnedGame, cut = game.actions.length): CoopSaveFile {
  return {
    schema: SAVE_SCHEMA, mode: 'coop', setup: game.setup,
    seats: game.setup.heroes.map((_, i) => (i === 0 ? { kind: 'human' as const, name: 'Alex' } : bot)),
    actions: game.actions.slice(0, cut) as CoopSaveFile['actions'],
  };
}

/** The first step of `game` at which a choice is pending inside Poseidon's phase, or -1. */
export function poseidonChoiceAt(game: PinnedGame): number {
  for (let cut = 1; cut < game.actions.length; cut++) {
    const back = playBack(game.setup, game.actions.slice(0, cut));
    if (back.ok && back.state.phase === 'poseidon' && back.state.pending) return cut;
  }
  return -1;
}

/** Which saves: three whole games (2 and 5 heroes, a walk with the Epics), three cut mid-game (one on a
 *  choice inside Poseidon's phase). */
export function savesOf(games: readonly PinnedGame[]): { name: string; save: CoopSaveFile }[] {
  const by = (name: string) => games.find((g) => g.name === name)!;
  const walks = games.filter((g) => g.name.startsWith('walk'));
  const epic = walks.find((g) => g.setup.epics) ?? walks[0];
  const choice = walks.map((g) => ({ g, at: poseidonChoiceAt(g) })).find((w) => w.at > 0)!;
  return [
    { name: 'planner 2p easy, whole', save: saveOf(by('planner 2p easy')) },
    { name: 'planner 5p hard, whole', save: saveOf(by('planner 5p hard')) },
    { name: `${epic.name} (Epics), whole`, save: saveOf(epic) },
    { name: 'planner 3p normal, half way', save: saveOf(by('planner 3p normal'), Math.floor(by('planner 3p normal').actions.length / 2)) },
    { name: `${choice.g.name}, on a choice in Poseidon's phase`, save: saveOf(choice.g, choice.at) },
    { name: 'planner 4p easy, after the deal', save: saveOf(by('planner 4p easy'), 0) },
  ];
}

/** Reads one save back through the player's paths, as hashes (the recent events as pinned: asPinned). */
export function readBack(save: CoopSaveFile): Omit<PinnedSave, 'name' | 'save'> {
  const replay = Replay.from(save);
  if (!(replay instanceof Replay)) throw new Error(replay.message);
  const n = replay.steps;
  const positions = [0, Math.floor(n / 4), Math.floor(n / 2), Math.floor((3 * n) / 4), n].map((step) => {
    const p = replay.position(step, 3);
    return { step, state: stateHash(pinnedShape(p.state)), recent: stateHash(asPinned(p.recent)) };
  });
  const loaded = loadSave(save);
  if (!loaded.ok) throw new Error(loaded.message);
  const session = CoopSession.resume(save);
  if ('error' in session) throw new Error(session.error);
  const state: CoopState = session.state;
  if (stateHash(state) !== stateHash(loaded.state)) throw new Error('the resumed session and loadSave disagree');
  return {
    loaded: { state: stateHash(pinnedShape(loaded.state)), phase: state.phase, round: state.board.round, recent: stateHash(asPinned(loaded.recent)) },
    positions,
    resumed: { toAct: session.toAct, legal: stateHash(session.legal()), view: stateHash(pinnedShape(session.view(0))) },
  };
}
