// The classic games pinned before the redesign of issue 24, beside test/sim/same-games.test.ts (which
// pins the base game only): every expansion set and the Epics, 2–5 seats, greedy and random bots. Shared
// by the generator (make-golden.ts, run once at the pinning commit) and the test (classic-golden.test.ts).
import { stateHash, rules, type Action, type ExpansionSet, type SetupOptions } from '../../src/engine';
import { playGame } from '../../src/sim/play-game';
import type { BotKind } from '../../src/bots';

export interface PinnedClassicGame {
  name: string;
  setup: SetupOptions;
  actions: Action[];
  /** A running hash of every action's events. */
  events: string;
  state: string;
  turn: number;
  result: unknown;
}

export const CLASSIC_PINNED_AT = '5164df1';

const ALL: ExpansionSet[] = ['asgard', 'poseidon', 'promo'];
/** Which games: every set with the Epics for 2–5 seats and both bot kinds; one set at a time for 3. */
export const CLASSIC_GAMES: { players: number; bots: BotKind; sets: ExpansionSet[]; epics: boolean; seed: number }[] = [
  ...[2, 3, 4, 5].flatMap((players) => (['greedy', 'random'] as BotKind[]).map((bots) => ({ players, bots, sets: ALL, epics: true, seed: 100 + players * 7 + (bots === 'random' ? 1 : 0) }))),
  ...(['asgard', 'poseidon', 'promo'] as ExpansionSet[]).map((set, k) => ({ players: 3, bots: 'greedy' as BotKind, sets: [set], epics: k === 1, seed: 200 + k })),
];

export const classicName = (g: (typeof CLASSIC_GAMES)[number]) => `${g.players}p ${g.bots} ${g.sets.join('+')}${g.epics ? ' epics' : ''}`;

/** Plays back `actions` from `setup`, each one accepted, hashing the events as they come. */
export function playBackClassic(setup: SetupOptions, actions: readonly Action[]) {
  const { state, events: first } = rules('classic').setup(setup);
  let chain = stateHash(first);
  for (let i = 0; i < actions.length; i++) {
    const r = rules('classic').applyInPlace(state, actions[i]);
    if (!r.ok) return { ok: false as const, at: i, error: `${r.error.code}: ${r.error.message}` };
    chain = stateHash([chain, r.events]);
  }
  return { ok: true as const, state, events: chain };
}

/** A pinned game's setup and its bots' actions, played now. */
export function classicGame(g: (typeof CLASSIC_GAMES)[number]): { setup: SetupOptions; actions: Action[] } {
  const record = playGame({ seed: g.seed, players: g.players, bots: g.bots, sets: g.sets, epics: g.epics });
  if (record.error) throw new Error(`${classicName(g)}: ${record.error}`);
  return { setup: record.state.setup as SetupOptions, actions: record.actions };
}

export function pinAllClassic(): PinnedClassicGame[] {
  return CLASSIC_GAMES.map((g) => {
    const { setup, actions } = classicGame(g);
    const back = playBackClassic(setup, actions);
    if (!back.ok) throw new Error(`${classicName(g)}: action ${back.at} refused: ${back.error}`);
    return { name: classicName(g), setup, actions, events: back.events, state: stateHash(back.state), turn: back.state.turn, result: back.state.result ?? null };
  });
}
