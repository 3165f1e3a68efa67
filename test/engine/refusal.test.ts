// Every refusal explained (issue 12): the engine says why an action is refused, naming the card or the
// rule responsible, so that the table can say it in the player's language ("Kuraggu: no other Ghost
// Saint can be acquired"), and the same answer as rules('classic').apply() would give.
import { describe, expect, it } from 'vitest';
import { rules, type Action, type GameState } from '../../src/engine';
import { buildState, loadScenario } from '../../src/sim/scenario';

const table = (field: number[], hand: number[] = []): GameState =>
  buildState(loadScenario({ name: 't', rule: 't', state: { field, players: [{ hero: 'seiya', hand }, { hero: 'shiryu' }] } }));

describe('refusals name their reason', () => {
  it('names Kuraggu when his field rule forbids acquiring another Ghost Saint (card 66)', () => {
    const state = table([64, 66, 80, 81, 82, 83]);
    const ghost = state.field[0]!;
    const action: Action = { type: 'acquire', seat: 0, target: ghost, by: 'force' };
    const why = rules('classic').refusal(state, action);
    expect(why?.key).toBe('error.acquisitionForbidden');
    expect(why?.params).toMatchObject({ card: 64, rule: 66 });
    // The same answer rules('classic').apply() gives, and nothing changes.
    const applied = rules('classic').apply(state, action);
    expect(applied.ok).toBe(false);
    if (!applied.ok) expect(applied.error).toEqual(why);
  });

  it('says what a card costs and what is brought when the totals fall short', () => {
    const state = table([64, 66, 80, 81, 82, 83]);
    const why = rules('classic').refusal(state, { type: 'acquire', seat: 0, target: state.field[1]!, by: 'force' });
    expect(why?.key).toBe('error.notEnough');
    expect(why?.params).toMatchObject({ card: 66, total: 0 });
    expect(why?.params?.cost).toBeGreaterThan(0);
  });

  it('answers null for an action the rules allow', () => {
    const state = table([64, 66, 80, 81, 82, 83], [1]);
    const seiya = state.players[0].hand[0];
    expect(rules('classic').refusal(state, { type: 'play', seat: 0, card: seiya, facing: state.field[1]!, effect: true })).toBeNull();
  });
});
