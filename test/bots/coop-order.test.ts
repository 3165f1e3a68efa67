// RULING-20: a bot team asked the order in which the heroes apply an effect goes clockwise from the hero
// in turn; and a seat choice is never mistaken for a "yes" (seat 1 is not an answer to an optional effect).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rules, type CoopState } from '../../src/engine';
import { coopGreedyBot, coopPlannerBot } from '../../src/bots/coop';
import { loadScenario, type CoopScenario } from '../../src/sim/scenario';
import { buildCoopState } from '../../src/sim/scenario/builder-coop';

const FILE = 'test/scenarios/coop/heroes-apply-an-effect-in-the-order-they-choose.json';

function askedTheOrder(): CoopState {
  const scenario = loadScenario(JSON.parse(fs.readFileSync(FILE, 'utf8'))) as CoopScenario;
  const state = buildCoopState(scenario);
  const r = rules('coop').applyAction(state, { type: 'activate', seat: 0, card: state.players[0].armor! });
  if (!r.ok) throw new Error(r.error.message);
  return r.state as CoopState;
}

describe('the order the team picks, by bots (RULING-20)', () => {
  it.each([['planner', coopPlannerBot], ['greedy', coopGreedyBot]])('the %s bot picks the next hero clockwise from the one in turn', (_name, make) => {
    const state = askedTheOrder();
    expect(state.pending).toMatchObject({ kind: 'seat', seat: 0, options: [1, 2], prompt: 'prompt.orderNext' });
    const action = make().decide(rules('coop').view(state, 0), rules('coop').legal(state, 0), 0);
    expect(action).toMatchObject({ type: 'answer', picks: [1] });
  });

  it('goes clockwise from the hero in turn: Hyoga in turn is asked Seiya, then Shun', () => {
    const state = askedTheOrder();
    state.active = 2;
    state.pending = { ...state.pending!, seat: 2, options: [0, 1] };
    const action = coopPlannerBot().decide(rules('coop').view(state, 2), rules('coop').legal(state, 2), 2);
    expect(action).toMatchObject({ type: 'answer', picks: [0] });
  });
});
