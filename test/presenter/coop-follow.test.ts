// RULING-19 at the table: the cards a hero played before moving stay in play, shown against the card of
// his new pile, and its totals count them (issue 22; Poseidon rulebook "Phase des joueurs").
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rules, type CoopAction, type CoopState } from '../../src/engine';
import { loadScenario } from '../../src/sim/scenario';
import { buildCoopState } from '../../src/sim/scenario/builder-coop';
import type { CoopScenario } from '../../src/sim/scenario';
import { buildCoopModel } from '../../scenes/presenter/coop/coop-model';

const FILE = 'test/scenarios/coop/played-cards-count-at-the-new-pile.json';

describe('a hero who moves keeps his played cards on the board (RULING-19)', () => {
  it('shows them facing the top of the new pile, counted in its totals, with the acquisition offered', () => {
    const scenario = loadScenario(JSON.parse(fs.readFileSync(FILE, 'utf8'))) as CoopScenario;
    let state: CoopState = buildCoopState(scenario);
    // The scenario's first three steps: two Seiya played at pile 0, then the move to pile 1 paid with Cassios.
    const inHand = (type: number) => state.players[0].hand.find((u) => state.cards[u] === type)!;
    const send = (action: CoopAction) => {
      const r = rules('coop').applyAction(state, action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state as CoopState;
    };
    for (let i = 0; i < 2; i++) send({ type: 'play', seat: 0, card: inHand(11), facing: state.field[0]!, effect: false });
    send({ type: 'move', seat: 0, discard: inHand(86), to: 1 });
    const model = buildCoopModel(rules('coop').view(state, 0), rules('coop').legal(state, 0), [false, false], () => null);
    const phaeton = model.piles[1].top!;
    expect(phaeton.facing.map((f) => f.type)).toEqual([11, 11]);
    expect(phaeton.offered.force).toBe(2);
    expect(phaeton.acquire.some((a) => a.by === 'force')).toBe(true);
    expect(model.piles[0].top!.facing).toEqual([]);
  });
});
