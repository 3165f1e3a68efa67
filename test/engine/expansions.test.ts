// The expansion mechanics at the engine level, where a scenario file cannot say it as plainly: the
// order of Exits (RULING-6), what legalActions offers for healing a freeze, markers and VP tokens
// moving with cards, the view of the expansion parts.
import { describe, expect, it } from 'vitest';
import { rules, type Action, type GameState } from '../../src/engine';
import { addVpTokens, healAll, markCard } from '../../src/engine/table/markers';
import { moveCard } from '../../src/engine/table/zones';
import { buildState, loadScenario } from '../../src/sim/scenario';
import { checkInvariants } from '../property/invariants';

const build = (state: unknown) => buildState(loadScenario({ name: 'unit', rule: 'unit', state }));
const uidOf = (state: GameState, type: number, from: number[] = state.cards.map((_, u) => u)) => from.find((u) => state.cards[u] === type)!;
const ok = (state: GameState, action: Action) => {
  const r = rules('classic').apply(state, action);
  if (!r.ok) throw new Error(r.error.message);
  return r;
};

describe('Exit (Sortie)', () => {
  it('RULING-6: several Exits at once resolve from the last field position to the first', () => {
    const s = build({
      sets: ['asgard'], field: [30, 1023, 31, 1030, 34, 35],
      players: [{ hero: 'seiya', armor: 27, deck: [1024] }, { hero: 'shiryu', deck: [1025] }],
    });
    const r = ok(s, { type: 'activate', seat: 0, card: s.players[0].armor! });
    // Queued in slot order as the cards leave (the events say so then)…
    const queued = r.events.filter((e) => e.type === 'triggered' && e.trigger === 'exit').map((e) => (e as { card: number }).card);
    expect(queued).toEqual([1023, 1030]);
    // … so the last one queued, Bud in slot 3, resolves first: he finds no marked God Warrior; then
    // Siegfried freezes the top of each deck, and the frozen God Warriors stay.
    expect(r.state.players.map((p) => p.destroyed.length)).toEqual([0, 0]);
    expect(r.state.players.map((p) => p.marked.map((u) => r.state.cards[u]))).toEqual([[1024], [1025]]);
  });

  it('a card that reaches the field discard from elsewhere than the field has no Exit', () => {
    const s = build({ sets: ['asgard'], field: [80, 81, 82, 83, 84, 89], players: [{ hero: 'seiya', hand: [1023], deck: [1] }, { hero: 'shiryu', deck: [2] }] });
    const events: never[] = [];
    moveCard(s, uidOf(s, 1023), { zone: 'fieldDiscard' }, events);
    expect(s.stack).toEqual([]);
    expect(s.expansion!.sapphires).toBe(0);
  });
});

describe('healing a freeze (RULING-2)', () => {
  it('legalActions offers a frozen card once or twice, a wounded one once, never more points than the Heal', () => {
    const s = build({
      sets: ['asgard'], field: [80, 81, 82, 83, 84, 89],
      players: [{ hero: 'seiya', play: [{ card: 16, facing: 0 }, { card: 11, facing: 0 }], frozen: [2], wounded: [3] }, { hero: 'shiryu' }],
    });
    const athena = uidOf(s, 16);
    const frozen = uidOf(s, 2);
    const wounded = uidOf(s, 3);
    const heals = rules('classic').legal(s, 0).filter((a): a is Extract<Action, { type: 'heal' }> => a.type === 'heal' && a.card === athena).map((a) => a.targets);
    expect(heals).toEqual(expect.arrayContaining([[frozen], [wounded], [frozen, frozen], [wounded, frozen]]));
    expect(heals.every((t) => t.length <= 2)).toBe(true);
    expect(heals.some((t) => t.filter((u) => u === wounded).length > 1)).toBe(false);
    const seiya = uidOf(s, 11);
    expect(rules('classic').apply(s, { type: 'heal', seat: 0, card: seiya, targets: [frozen, frozen] }).ok).toBe(false);
  });

  it('"heal" written out takes every wound and freeze at once but leaves VP tokens; a card with tokens only stays marked', () => {
    const s = build({ sets: ['poseidon'], players: [{ hero: 'seiya', marked: [{ card: 2021, wound: true, freeze: 2, vp: [1] }] }, { hero: 'shiryu' }] });
    const uid = uidOf(s, 2021);
    healAll(s, uid, []);
    expect(s.markers[uid]).toEqual({ vp: [1] });
    expect(s.players[0].marked).toEqual([uid]);
    expect(checkInvariants(s)).toEqual([]);
  });
});

describe('markers and VP tokens move with the rules', () => {
  it('a card leaving the marked area loses its wound and freeze; its VP tokens go to whoever\'s discard or hand it reaches', () => {
    const s = build({ sets: ['poseidon'], players: [{ hero: 'seiya', marked: [{ card: 2021, freeze: 1, vp: [1, -1, 1] }] }, { hero: 'shiryu' }] });
    const uid = uidOf(s, 2021);
    moveCard(s, uid, { zone: 'hand', seat: 1 }, []);
    expect(s.markers[uid]).toBeUndefined();
    expect(s.players[1].vpTokens).toEqual([1, -1, 1]);
  });

  it('VP tokens on a card shuffled into the reserve or a deck go back to the supply', () => {
    const s = build({ sets: ['poseidon'], field: [80, 81, 82, 83, 84, 89], players: [{ hero: 'seiya' }, { hero: 'shiryu' }], tokens: [{ card: 'field:0', vp: [1] }] });
    const uid = s.field[0]!;
    moveCard(s, uid, { zone: 'reserve' }, []);
    expect(s.markers[uid]).toBeUndefined();
  });

  it('a VP token on a card of a hand sets it aside in the marked area; Marqué fires only the first time a card becomes marked', () => {
    const s = build({ sets: ['poseidon'], players: [{ hero: 'seiya', hand: [2022] }, { hero: 'shiryu', hand: [2] }] });
    const uid = uidOf(s, 2022);
    const events: never[] = [];
    addVpTokens(s, uid, 1, 1, events);
    expect(s.players[0].marked).toEqual([uid]);
    expect(s.stack).toHaveLength(1); // its Marqué
    s.stack = [];
    expect(markCard(s, uid, 'freeze', events)).toBe(true);
    expect(s.stack).toHaveLength(0); // already marked: no second Marqué
    expect(s.markers[uid]).toEqual({ vp: [1], freeze: 2 });
  });

  it('a wound or a freeze on a field card does nothing (it has no owner to set it aside)', () => {
    const s = build({ sets: ['asgard'], field: [80, 81, 82, 83, 84, 89], players: [{ hero: 'seiya' }, { hero: 'shiryu' }] });
    expect(markCard(s, s.field[0]!, 'freeze', [])).toBe(false);
    expect(s.markers).toEqual({});
  });
});

describe('the view of the expansion parts', () => {
  it('shows the Epic with its hourglasses, the revealed pillars with their cost, Libra weapons, sapphires and markers; never the pillars aside', () => {
    const s = build({
      sets: ['asgard', 'poseidon'], sapphires: 2, libra: 4,
      epic: { current: 2906, hourglasses: 1, deck: [2917] },
      field: [80, 81, 82, 83, 84, 89],
      pillarsAside: [2041], pillarsInPlay: [2040],
      tokens: [{ card: 'field:1', vp: [-1] }],
      players: [{ hero: 'hyoga', libra: 2, frozen: [3], vpTokens: [1], play: [{ card: 3, facing: null, facingPillar: 0 }] }, { hero: 'shiryu' }],
    });
    const v = rules('classic').view(s, 1);
    expect(v.epic).toMatchObject({ type: 2906, hourglasses: 1, duration: 3 });
    expect(v.epicDeckCount).toBe(1);
    // Costs and offers are those of the active seat (seat 0: a Hyoga facing the Arctic pillar, 1 + 1).
    expect(v.pillars).toEqual([expect.objectContaining({ type: 2040, cost: { force: 10, cosmos: null }, offered: { force: 2, cosmos: 0 } })]);
    expect(v.pillarsAsideCount).toBe(1);
    expect(v.libraLeft).toBe(4);
    expect(v.sapphires).toBe(2);
    expect(v.players[0]).toMatchObject({ libra: 2, vpTokens: [1] });
    expect(v.markers).toEqual(expect.arrayContaining([
      expect.objectContaining({ type: 3, freeze: 2, wound: false }), expect.objectContaining({ type: 81, vp: [-1] }),
    ]));
    expect(JSON.stringify(v)).not.toContain(String(s.expansion!.pillarsAside[0]) + ',"type":2041');
  });
});
