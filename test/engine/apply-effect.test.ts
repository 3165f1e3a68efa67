// The op applyEffect (Écaille des Lyumnades 2033: "apply the Arrival of a field card", "apply each Exit
// from the last to the first field card"; Soldat Marina 2024: "activate a Mise en jeu of a card of your
// discard"): that part of each selected card's script runs as if it had triggered, with the player
// resolving the effect as "me", in the order of the selection, before the rest of the effect. Rulings
// sheet (shared/seeds/002) "Effets de terrain": an Arrival or an Exit normally fires only on the field;
// here the text asks for it explicitly.
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState } from '../../src/engine';
import { drain } from '../../src/engine/classic/effects';
import { pushEffect } from '../../src/engine/effects/stack';
import type { Op, Sel } from '../../src/cards';
import { buildState, loadScenario } from '../../src/sim/scenario';

function start(state: object): GameState {
  return buildState(loadScenario({ name: 't', rule: 't', state }));
}
function run(state: GameState, ops: Op[], seat = 0): GameEvent[] {
  const events: GameEvent[] = [];
  pushEffect(state, ops, { seat, source: -1, vars: {} });
  drain(state, events);
  return events;
}
const types = (state: GameState, uids: number[]) => uids.map((u) => state.cards[u]).sort((a, b) => a - b);
const nth = (n: number, of: Sel): Sel => ({ nth: n, of });

describe('applyEffect', () => {
  it('runs the Mise en jeu of a card of the discard for the controller (Freya 1036: draw 1), and the card stays where it is', () => {
    const s = start({ players: [{ hero: 'seiya', discard: [1036], deck: [80, 81] }, { hero: 'shiryu', deck: [82] }] });
    const events = run(s, [{ op: 'applyEffect', cards: { zone: 'discard', of: 'me' }, part: 'play' }]);
    expect(types(s, s.players[0].hand)).toEqual([80]);
    expect(types(s, s.players[0].discard)).toEqual([1036]);
    expect(s.players[1].hand).toEqual([]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'triggered', card: 1036, trigger: 'play' }));
  });

  it('"me" is the player resolving the effect, not the active player', () => {
    const s = start({ active: 1, players: [{ hero: 'seiya', discard: [1036], deck: [80] }, { hero: 'shiryu', deck: [82] }] });
    run(s, [{ op: 'applyEffect', cards: { zone: 'discard', of: 'me' }, part: 'play' }], 0);
    expect(types(s, s.players[0].hand)).toEqual([80]);
    expect(s.players[1].hand).toEqual([]);
  });

  it('runs an Arrival of a field card (Ptolemy 52: a flame) and an Exit (Kanon 2013: a −1 token on each revealed pillar)', () => {
    const s = start({ sets: ['poseidon'], field: [80, 52, 2013, 83, 84, 89], pillarsInPlay: [2040], players: [{ hero: 'seiya' }, { hero: 'shiryu' }] });
    run(s, [
      { op: 'applyEffect', cards: { zone: 'field', where: { typeIds: [52] } }, part: 'arrival' },
      { op: 'applyEffect', cards: { zone: 'field', where: { typeIds: [2013] } }, part: 'exit' },
    ]);
    expect(s.clock).toBe(11);
    expect(s.markers[s.expansion!.pillarsInPlay[0]]).toEqual({ vp: [-1] });
    expect(s.field.map((u) => s.cards[u!])).toEqual([80, 52, 2013, 83, 84, 89]); // nobody left the field
  });

  it('does nothing for a card without that part', () => {
    const s = start({ players: [{ hero: 'seiya', discard: [80], deck: [81] }, { hero: 'shiryu' }] });
    const events = run(s, [{ op: 'applyEffect', cards: { zone: 'discard', of: 'me' }, part: 'play' }]);
    expect(s.players[0].hand).toEqual([]);
    expect(events.some((e) => e.type === 'triggered')).toBe(false);
  });

  it('several cards: in the order of the selection, each resolved before the next, all before the rest of the effect', () => {
    // Seiya ◆ 2001: draw one card per Seiya in your discard; Guilty 60: shuffle your discard into your deck.
    const seiyaFirst = start({ players: [{ hero: 'seiya', discard: [2001, 1, 60], deck: [80, 81, 82] }, { hero: 'shiryu' }] });
    const seiya = nth(0, { zone: 'discard', of: 'me', where: { typeIds: [2001] } });
    const guilty = nth(0, { zone: 'discard', of: 'me', where: { typeIds: [60] } });
    run(seiyaFirst, [{ op: 'applyEffect', cards: { any: [seiya, guilty] }, part: 'play' }, { op: 'let', cards: { zone: 'hand', of: 'me' }, as: 'h' },
      { op: 'draw', n: { vars: 'h' } }]);
    // 2 Seiya in the discard → 2 cards drawn (80, 81 from the top), then the discard is shuffled in, then 2 more.
    expect(seiyaFirst.players[0].hand).toHaveLength(4);
    expect(seiyaFirst.players[0].discard).toEqual([]);

    const guiltyFirst = start({ players: [{ hero: 'seiya', discard: [2001, 1, 60], deck: [80, 81, 82] }, { hero: 'shiryu' }] });
    run(guiltyFirst, [{ op: 'applyEffect', cards: { any: [guilty, seiya] }, part: 'play' }]);
    // The discard is shuffled into the deck first: no Seiya left in the discard, nothing drawn.
    expect(guiltyFirst.players[0].hand).toEqual([]);
    expect(guiltyFirst.players[0].deck).toHaveLength(6);
  });
});
