// The toy mode's entries, one per table (each layer's "registry line"), added by the tests that need
// them: no production file names the toy. Idempotent, so every test file may call registerToy().
import { z } from 'zod';
import { addModeEntry, MODES, registerRuleset, rules, type GameEvent, type GameState, type Mode, type ModeRules } from '../../../src/engine';
import { addSaveParts } from '../../../src/persist/save';
import { UNDO_POLICIES } from '../../../src/undo/ledger';
import { SIM_MODES, type SimMode } from '../../../src/sim/sim-modes';
import { SCENARIO_MODES } from '../../../src/sim/scenario/scenario-modes';
import type { Driver, ScenarioMode } from '../../../src/sim/scenario/driver';
import type { Scenario } from '../../../src/sim/scenario/schema';
import { GOAL, TOY, toyBot, toyRules, type ToyAction, type ToyEvent, type ToySetup, type ToyState } from './rules';

/** The toy's verbs, as rules(mode) gives any registered mode (the type Mode names the written ones). */
export const toyVerbs = () => rules(TOY as Mode) as unknown as ModeRules<ToyState, ToyAction, ToyEvent, ToyState, ToySetup, string>;

/** Plays a whole toy game with its bot in every seat: the actions and the winner. */
export function playToyGame(seed: number, seats = 2): { actions: ToyAction[]; winner: number | null } {
  const verbs = toyVerbs();
  let state = verbs.setup({ seed, heroes: Array.from({ length: seats }, (_, i) => `seat${i}`) }).state;
  const bot = toyBot(), actions: ToyAction[] = [];
  for (let side = verbs.toAct(state); side !== null; side = verbs.toAct(state)) {
    const action = bot.decide(verbs.view(state, side), verbs.legal(state, side));
    const result = verbs.applyInPlace(state, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    actions.push(action);
  }
  return { actions, winner: state.winner };
}

// The layers above the engine hold every mode's state as the table's (GameState); the toy's is its own,
// and reaches them only through its verbs, so it passes there under that name.
const asToy = (state: GameState) => state as unknown as ToyState;

/** `npm run sim`'s part: plays `--games` games from `--seed` and reports them in the shared envelope. */
const toySim: SimMode = {
  threads: false,
  async play(args, shown) {
    const games = Number(args.games ?? 10), seed = Number(args.seed ?? 1);
    const winners: (number | null)[] = [];
    let actions = 0;
    for (let g = 0; g < games; g++) {
      const played = playToyGame(seed + g);
      winners.push(played.winner);
      actions += played.actions.length;
      shown(g + 1, games);
    }
    const report = { mode: TOY, games, completed: winners.filter((w) => w !== null).length, errors: 0, errorSamples: [], avgActions: actions / games, gamesPerSecond: 0, finalStateHash: winners.join(',') };
    return { report, describe: () => `${games} toy games, won by seats ${winners.join(' ')}` };
  },
};

/** A toy scenario: `state.total` to start from, steps `{ do: 'add', n }`, `expect: { total }`. */
type ToyScenario = { mode: string; name: string; rule: string; state: { total: number; seats: number }; steps: ({ do: 'add'; n: 1 | 2 | 3; seat?: number } | { expect: { total: number } })[]; expect?: { total: number } };

const toyDriver = (sc: ToyScenario): Driver => {
  const verbs = toyVerbs();
  const start = verbs.setup({ seed: 1, heroes: Array.from({ length: sc.state.seats }, (_, i) => `seat${i}`) }).state;
  start.total = sc.state.total;
  const check = (state: GameState, e: { total: number }, _events: GameEvent[], where: string) => [
    { label: `${where}total`, ok: asToy(state).total === e.total, expected: e.total, actual: asToy(state).total },
  ];
  return {
    state: start as unknown as GameState,
    toAction: (_state, step, seat) => ({ type: 'add', seat, n: (step as unknown as { n: number }).n }),
    apply: (state, action) => verbs.apply(asToy(state), action) as unknown as ReturnType<Driver['apply']>,
    check: check as Driver['check'],
    conservation: () => null,
    legal: (state, seat) => verbs.legal(asToy(state), seat),
  };
};

const toyScenario: ScenarioMode = {
  mode: TOY as Mode,
  load: (head) => head as unknown as Scenario,
  build: (sc) => toyDriver(sc as unknown as ToyScenario).state,
  places: () => [],
  driver: (sc) => toyDriver(sc as unknown as ToyScenario),
};

export function registerToy(): void {
  if ((MODES as string[]).includes(TOY)) return;
  registerRuleset(toyRules);
  addSaveParts(TOY, {
    setup: z.object({ seed: z.number().int(), heroes: z.array(z.string()).min(2).max(5) }).strict(),
    seat: z.object({ kind: z.enum(['human', 'bot']), bot: z.literal('toy').optional() }).strict(),
    action: z.object({ type: z.literal('add'), seat: z.number().int(), n: z.union([z.literal(1), z.literal(2), z.literal(3)]) }).strict(),
    progress: (state) => asToy(state as never).total,
    opensOn: 'this save is of a toy game',
  });
  addModeEntry(UNDO_POLICIES, TOY, () => 'assisted');
  addModeEntry(SIM_MODES, TOY, toySim);
  addModeEntry(SCENARIO_MODES, TOY, toyScenario);
}

export { GOAL };
