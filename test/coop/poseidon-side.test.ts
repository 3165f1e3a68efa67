// Poseidon as a side (Poseidon rulebook "Phase de Poséidon" and its 4-player example, "Poséidon", "Mots
// clefs", "Autres"; RULING-10).
import { describe, expect, it } from 'vitest';
import { rules, type CoopState } from '../../src/engine';
import { cardOf, coopGame, play, putTop, setHand } from './helpers';

const KANON = 2013, MOSES = 49, THETIS = 2020, SOLDIER = 2021, BAN = 83, OKO = 89, JABU = 80, JUNE = 85, CASSIOS = 86;

/** Empties a pile (its cards back to the reserve), leaving its pillar hidden. */
function emptyPile(s: CoopState, pile: number): void {
  s.reserve.unshift(...s.board.piles[pile].splice(0));
  if (s.field[pile] !== null) { s.reserve.unshift(s.field[pile]!); s.field[pile] = null; }
}

/** Every hero ends an empty turn, in seat order: the Poseidon phase follows. */
function allPass(s: CoopState) {
  return play(s, ...s.players.flatMap((p) => [{ type: 'takeTurn', seat: p.seat } as const, { type: 'endTurn', seat: p.seat } as const]));
}

describe('Poseidon\'s phase, the rulebook\'s 4-player example', () => {
  it('face-down card, Kanon (Wound, then Exit: −1 VP on the pillar in play), a +1 VP token on a General, Moses (Defeated: Thétis and the Marina Soldier to the Abyss, a reserve card onto Seiya\'s pile)', () => {
    const s = rules('coop').setup({ seed: 5, heroes: ['seiya', 'shiryu', 'hyoga', 'shun'], start: [4, 6, 5, 2] }).state;
    // Pile 6: emptied, its pillar revealed ("le pilier en jeu"); pile 2: its General alone, face up.
    emptyPile(s, 6);
    const pillar = s.board.pillarSide[6].pop()!;
    s.expansion!.pillarsInPlay.push(pillar);
    s.reserve.unshift(...s.board.piles[2].splice(1));
    if (s.field[2] !== null) { s.reserve.unshift(s.field[2]!); s.field[2] = null; }
    const general = s.board.piles[2].pop()!;
    s.field[2] = general;
    const hidden = s.board.piles[0].at(-1)!;
    const kanon = putTop(s, 1, KANON);
    const moses = putTop(s, 3, MOSES);
    const thetis = putTop(s, 4, THETIS);
    const soldier = putTop(s, 5, SOLDIER);
    s.board.heroAt = [4, 6, 6, 2]; // Seiya faces Thétis; nobody faces the Marina Soldier's pile
    const nextReserve = s.reserve.at(-1)!;
    const { state, events } = allPass(s);
    expect(state.board.breadwinner).toEqual([hidden, kanon, moses]);
    expect(state.markers[pillar]?.vp).toEqual([-1]);
    expect(state.markers[general]?.vp).toEqual([1]);
    expect(state.fieldDiscard).toEqual(expect.arrayContaining([thetis, soldier]));
    expect(state.field[4]).toBe(nextReserve);
    expect(state.field[2]).toBe(general); // a pile's last General is never removed by an effect
    const triggered = events.filter((e) => (e as { type: string }).type === 'triggered').map((e) => (e as { uid: number; trigger: string }));
    expect(triggered.filter((t) => t.uid === kanon).map((t) => t.trigger)).toEqual(['activate', 'exit']);
    expect(triggered.filter((t) => t.uid === moses).map((t) => t.trigger)).toEqual(['defeated']);
  });
});

describe('Poseidon\'s nature', () => {
  it('"Durant la phase de Poséidon, les adversaires sont les joueurs": a card he takes makes each hero wound a Knight of their hand', () => {
    const s = coopGame({ start: [3, 5] });
    const ban = putTop(s, 0, BAN);
    const [knight0] = setHand(s, 0, [JABU, CASSIOS]);
    const [knight1] = setHand(s, 1, [JUNE, CASSIOS]);
    // Heroes act before the phase: put the hands back after their turns by arranging them in the deck top.
    s.players[0].deck.push(...s.players[0].hand.splice(0));
    s.players[1].deck.push(...s.players[1].hand.splice(0));
    const { state } = allPass(s);
    expect(state.board.breadwinner).toContain(ban); // to the Main Breadwinner, not marked
    expect(state.players[0].marked).toContain(knight0);
    expect(state.players[1].marked).toContain(knight1);
  });

  it('"Durant la phase des joueurs, le seul adversaire est Poséidon": Oko\'s Destroy makes him destroy the Knight of his hand with the fewest VP, to the Abyss', () => {
    const s = play(coopGame({ start: [0, 3] }), { type: 'takeTurn', seat: 0 }).state;
    const jabu = cardOf(s, JABU), june = cardOf(s, JUNE, [jabu]);
    s.reserve.splice(s.reserve.indexOf(jabu), 1);
    s.reserve.splice(s.reserve.indexOf(june), 1);
    s.board.breadwinner.push(jabu, june); // his hand: the top five of the Main Breadwinner
    const [oko] = setHand(s, 0, [OKO]);
    const handBefore = [...s.players[1].hand];
    const { state, events } = play(s, { type: 'play', seat: 0, card: oko, facing: s.field[0]! }, { type: 'activate', seat: 0, card: oko });
    expect(state.fieldDiscard).toContain(june); // June (1 VP) rather than Jabu (2 VP)
    expect(state.board.breadwinner).toContain(jabu);
    expect(state.players[1].hand).toEqual(handBefore); // the teammate is not an opponent
    expect(events).toContainEqual(expect.objectContaining({ type: 'poseidonChose', picks: [june], reason: 'leastVpOwn' }));
  });

  it('"Poséidon n\'est jamais affecté par les effets de Sortie": Siegfried sent to the Abyss by Moses freezes the top of each hero\'s deck, nothing of his', () => {
    const s = coopGame({ start: [4, 6] });
    putTop(s, 0, MOSES);
    const siegfried = putTop(s, 4, 1023); // Sortie - each player freezes the top card of their deck
    const { state, events } = allPass(s);
    expect(state.fieldDiscard).toContain(siegfried);
    expect(events).toContainEqual(expect.objectContaining({ type: 'triggered', uid: siegfried, trigger: 'exit' }));
    expect(state.players.map((p) => p.marked.length)).toEqual([1, 1]);
    expect(state.board.poseidon.marked).toEqual([]);
  });

  it('"Lorsque l\'effet d\'une carte permet à Poséidon d\'ajouter une carte à sa main, il la place sur le Main Breadwinner": what he draws comes from the reserve, face up', () => {
    const s = coopGame({ start: [3, 5] });
    const kiki = putTop(s, 0, 2026); // Kiki: Destroy - a Libra weapon; Defeated - draw a card
    const top = s.reserve.at(-1)!;
    const hidden = s.board.piles[1].at(-1)!;
    const { state } = allPass(s);
    // Kiki, the card his Defeated drew (the reserve's top), then the face-down card of the next pile.
    expect(state.board.breadwinner).toEqual([kiki, top, hidden]);
    expect(state.board.poseidon.libra).toBe(1);
  });
});

describe('Poseidon\'s marked cards', () => {
  it('"Poséidon peut avoir des cartes marquées … considérées comme appartenant à Poséidon"; healed, one goes back onto the Main Breadwinner', async () => {
    const { healPoints } = await import('../../src/engine/table/markers');
    const s = play(coopGame({ start: [0, 3] }), { type: 'takeTurn', seat: 0 }).state;
    const jabu = cardOf(s, JABU);
    s.reserve.splice(s.reserve.indexOf(jabu), 1);
    s.board.breadwinner.push(jabu);
    const [asterion] = setHand(s, 0, [48]); // Astérion, Défausser: look at an opponent's hand, wound a character of it
    let r = play(s, { type: 'play', seat: 0, card: asterion, facing: s.field[0]! }, { type: 'activate', seat: 0, card: asterion });
    // The hero looks at Poseidon's hand (the top of the Main Breadwinner) and wounds Jabu there.
    const pending = r.state.pending!;
    expect(pending.seat).toBe(0);
    expect(pending.options).toContain(jabu);
    r = play(r.state, { type: 'answer', seat: 0, decision: pending.id, picks: [jabu] });
    expect(r.state.board.poseidon.marked).toEqual([jabu]);
    const { poseidonScore } = await import('../../src/engine/coop/end');
    expect(poseidonScore(r.state).cards).toContain(jabu);
    const events: never[] = [];
    healPoints(r.state, jabu, 1, events);
    expect(r.state.board.poseidon.marked).toEqual([]);
    expect(r.state.board.breadwinner.at(-1)).toBe(jabu);
  });
});

describe('RULING-10: a setting lets the table make Poseidon\'s choices by hand', () => {
  it('his choice then waits for the table (side "poseidon"), which may pick against his policy', async () => {
    const s = play(coopGame({ start: [0, 3], poseidonByHand: true }), { type: 'takeTurn', seat: 0 }).state;
    const jabu = cardOf(s, JABU), june = cardOf(s, JUNE, [jabu]);
    s.reserve.splice(s.reserve.indexOf(jabu), 1);
    s.reserve.splice(s.reserve.indexOf(june), 1);
    s.board.breadwinner.push(jabu, june);
    const [oko] = setHand(s, 0, [OKO]);
    const asked = play(s, { type: 'play', seat: 0, card: oko, facing: s.field[0]! }, { type: 'activate', seat: 0, card: oko }).state;
    expect(rules('coop').toAct(asked)).toBe('poseidon');
    expect(rules('coop').view(asked, 1).board.poseidonDecision?.options).toEqual(expect.arrayContaining([jabu, june]));
    const answer = rules('coop').legal(asked, 'team').find((a) => a.type === 'answer' && a.picks[0] === jabu)!;
    const { state } = play(asked, answer);
    expect(state.fieldDiscard).toContain(jabu); // the table chose Jabu, not his policy's June
    expect(rules('coop').toAct(state)).toBe(0);
  });
});
