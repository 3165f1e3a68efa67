// Extra faceable targets (op offerTarget, GameState.targets). Rulings sheet (shared/seeds/002) "Jouer
// une carte": a character is played "face à une carte pour l'affronter (carte du terrain, Pilier, Urne
// d'Athéna, carte défaussée par l'effet Arrivée de l'Ecaille du Dragon des Mers, carte marquée via
// l'effet Défausser de Krishna de Chrysaor, Anneau des Nibelungen, ...)"; "Coût": "une carte qui n'a pas
// de coût ne peut pas être affrontée (Héros défaussé via l'effet Arrivée de l'Ecaille du Dragon des Mers)";
// "Effets de terrain": Vaincu fires only for a card acquired from the field.
import { describe, expect, it } from 'vitest';
import { rules, type Action, type GameEvent, type GameState } from '../../src/engine';
import { drain } from '../../src/engine/classic/effects';
import { pushEffect } from '../../src/engine/effects/stack';
import type { Op } from '../../src/cards';
import { buildState, loadScenario } from '../../src/sim/scenario';
import { checkInvariants } from '../property/invariants';

function start(players: object[], extra: object = {}): GameState {
  return buildState(loadScenario({ name: 't', rule: 't', state: { field: [80, 81, 82, 83, 84, 89], ...extra, players } }));
}
function run(state: GameState, ops: Op[], seat = 0): GameEvent[] {
  const events: GameEvent[] = [];
  pushEffect(state, ops, { seat, source: -1, vars: {} });
  drain(state, events);
  return events;
}
function act(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  const r = rules('classic').apply(state, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { state: r.state, events: r.events };
}
const uidOf = (state: GameState, list: number[], type: number) => list.find((u) => state.cards[u] === type)!;

describe('offerTarget: extra faceable targets', () => {
  it('a base game, a new game and an old save have no targets key (its absence means none)', () => {
    const g = rules('classic').setup({ seed: 3, heroes: ['seiya', 'shiryu'] }).state;
    expect('targets' in g).toBe(false);
    expect('under' in g).toBe(false);
    expect(rules('classic').view(g, 0).targets).toEqual([]);
    const s = start([{ hero: 'seiya' }, { hero: 'shiryu' }]);
    expect('targets' in s).toBe(false);
  });

  it('a card of an opponent\'s discard, offered to one seat: that seat may face it and acquire it by its printed cost', () => {
    const s = start([{ hero: 'seiya', hand: [30, 30, 30, 30, 11] }, { hero: 'shiryu', discard: [45] }]);
    const algol = uidOf(s, s.players[1].discard, 45);
    run(s, [{ op: 'offerTarget', cards: { zone: 'discard', of: 'opponents' }, to: 'discard', who: 'me', thisTurn: true }]);
    expect(s.targets).toEqual([{ uid: algol, to: 'discard', seats: [0], thisTurn: true }]);
    expect(checkInvariants(s)).toEqual([]);
    // Listed for seat 0, with its printed Force cost (5) and no Cosmos route.
    const v = rules('classic').view(s, 0);
    expect(v.targets).toEqual([{ uid: algol, type: 45, cost: { force: 5, cosmos: null }, offered: { force: 0, cosmos: 0 }, to: 'discard', seats: [0] }]);
    const mu = s.players[0].hand[0];
    expect(rules('classic').legal(s, 0)).toContainEqual({ type: 'play', seat: 0, card: mu, facing: algol, effect: true });
    let { state } = act(s, { type: 'play', seat: 0, card: mu, facing: algol });
    ({ state } = act(state, { type: 'play', seat: 0, card: s.players[0].hand[1], facing: algol }));
    expect(checkInvariants(state)).toEqual([]);
    expect(rules('classic').view(state, 0).targets![0].offered.force).toBe(4);
    // 4 Force is not enough; 6 is.
    expect(rules('classic').apply(state, { type: 'acquire', seat: 0, target: algol, by: 'force' })).toMatchObject({ ok: false, error: { code: 'notEnough' } });
    ({ state } = act(state, { type: 'play', seat: 0, card: s.players[0].hand[2], facing: algol }));
    expect(rules('classic').legal(state, 0)).toContainEqual({ type: 'acquire', seat: 0, target: algol, by: 'force', armor: false });
    const done = act(state, { type: 'acquire', seat: 0, target: algol, by: 'force' });
    const after = done.state;
    expect(after.players[0].discard.map((u) => after.cards[u]).sort()).toEqual([30, 30, 30, 45]);
    expect(after.players[1].discard).toEqual([]);
    expect('targets' in after).toBe(false); // the entry went with the card
    expect(done.events).toContainEqual(expect.objectContaining({ type: 'acquired', seat: 0, uid: algol, by: 'force', cost: 5, paid: 6 }));
    // Not acquired from the field: no Vaincu (Algol's would wound the common characters).
    expect(done.events.some((e) => e.type === 'triggered' && e.trigger === 'defeated')).toBe(false);
    expect(after.field.map((u) => u === null ? null : after.cards[u])).toEqual([80, 81, 82, 83, 84, 89]);
    expect(checkInvariants(after)).toEqual([]);
  });

  it('another seat may neither face it nor acquire it', () => {
    const s = start([{ hero: 'seiya', discard: [45] }, { hero: 'shiryu', hand: [30, 30, 30] }], { active: 1 });
    const algol = s.players[0].discard[0];
    // Seat 0's own effect offers it to seat 0 only ("who": "me"), during seat 1's turn.
    run(s, [{ op: 'offerTarget', cards: { zone: 'discard', of: 'me' }, to: 'hand', who: 'me' }], 0);
    expect(s.targets).toEqual([{ uid: algol, to: 'hand', seats: [0] }]);
    const mu = s.players[1].hand[0];
    expect(rules('classic').apply(s, { type: 'play', seat: 1, card: mu, facing: algol })).toMatchObject({ ok: false, error: { code: 'notOnField' } });
    expect(rules('classic').legal(s, 1).some((a) => a.type === 'play' && a.facing === algol)).toBe(false);
    expect(rules('classic').apply(s, { type: 'acquire', seat: 1, target: algol, by: 'force' })).toMatchObject({ ok: false, error: { code: 'notOnField' } });
  });

  it('an offered cost replaces the printed one on that route (the Urne: 4 Cosmos), and "to" says where the card goes', () => {
    const s = start([{ hero: 'seiya', relics: [2027] }, { hero: 'shiryu', hand: [30, 30, 30, 30] }], { active: 1, sets: ['poseidon'] });
    const trident = s.players[0].relics[0];
    run(s, [{ op: 'offerTarget', cards: { zone: 'relics', of: 'me' }, cosmos: 4, to: 'hand' }]);
    expect(rules('classic').view(s, 1).targets![0].cost).toEqual({ force: null, cosmos: 4 });
    let state = s;
    for (let i = 0; i < 4; i++) state = act(state, { type: 'play', seat: 1, card: s.players[1].hand[i], facing: trident }).state;
    expect(rules('classic').apply(state, { type: 'acquire', seat: 1, target: trident, by: 'force' })).toMatchObject({ ok: false, error: { code: 'cannotAcquire' } });
    const after = act(state, { type: 'acquire', seat: 1, target: trident, by: 'cosmos' }).state;
    expect(after.players[1].hand.map((u) => after.cards[u])).toEqual([2027]);
    expect(after.players[0].relics).toEqual([]);
  });

  it('a card with no cost by either route is not offered (a Hero: rulings sheet "Coût")', () => {
    const s = start([{ hero: 'seiya' }, { hero: 'shiryu', discard: [1, 11] }]);
    run(s, [{ op: 'offerTarget', cards: { zone: 'discard', of: 'opponents' }, to: 'discard' }]);
    expect('targets' in s).toBe(false);
  });

  it('cards on the field, in play, in a hand or a deck are never offered', () => {
    const s = start([{ hero: 'seiya', hand: [45], deck: [45] }, { hero: 'shiryu' }]);
    run(s, [{ op: 'offerTarget', cards: { any: [{ zone: 'field' }, { zone: 'hand', of: 'me' }, { zone: 'deck', of: 'me' }] }, to: 'discard' }]);
    expect('targets' in s).toBe(false);
  });

  it('the entry goes when its card moves by any other route, and the cards facing it stop facing it', () => {
    const s = start([{ hero: 'seiya', hand: [30] }, { hero: 'shiryu', discard: [45] }]);
    const algol = s.players[1].discard[0];
    run(s, [{ op: 'offerTarget', cards: { zone: 'discard', of: 'opponents' }, to: 'discard' }]);
    const { state } = act(s, { type: 'play', seat: 0, card: s.players[0].hand[0], facing: algol });
    expect(state.play[0].facing).toBe(algol);
    run(state, [{ op: 'destroy', cards: { zone: 'discard', of: 'opponents' } }]);
    expect('targets' in state).toBe(false);
    expect(state.play[0].facing).toBeNull();
    expect(checkInvariants(state)).toEqual([]);
  });

  it('"thisTurn" offers end with the turn; the others stay', () => {
    const s = start([{ hero: 'seiya' }, { hero: 'shiryu', discard: [45, 52] }], { reserve: [80, 80, 80] });
    const [algol, ptolemy] = s.players[1].discard;
    run(s, [
      { op: 'offerTarget', cards: { zone: 'discard', of: 'opponents', where: { typeIds: [45] } }, to: 'discard', thisTurn: true },
      { op: 'offerTarget', cards: { zone: 'discard', of: 'opponents', where: { typeIds: [52] } }, to: 'discard', who: 'me' },
    ]);
    expect(s.targets!.map((t) => t.uid)).toEqual([algol, ptolemy]);
    const { state } = act(s, { type: 'endTurn', seat: 0 });
    expect(state.targets).toEqual([{ uid: ptolemy, to: 'discard', seats: [0] }]);
    expect(checkInvariants(state)).toEqual([]);
  });

  it('a new offer of the same card replaces the old one', () => {
    const s = start([{ hero: 'seiya' }, { hero: 'shiryu', discard: [45] }]);
    run(s, [
      { op: 'offerTarget', cards: { zone: 'discard', of: 'opponents' }, to: 'discard' },
      { op: 'offerTarget', cards: { zone: 'discard', of: 'opponents' }, force: 2, to: 'hand', who: 'me' },
    ]);
    expect(s.targets).toEqual([{ uid: s.players[1].discard[0], force: 2, to: 'hand', seats: [0] }]);
  });
});
