// The players' phase (Poseidon rulebook "Phase des joueurs"; RULINGS 7 and 11).
import { describe, expect, it } from 'vitest';
import { rules } from '../../src/engine';
import { coopGame, play, putDown, putTop, refusal, setHand } from './helpers';

const CASSIOS = 86; // very common, costs 2 Force, brings 1 Force: a plain card to fight and to give
const OKO = 89;
const PHAETON = 88;
const SEIYA_HERO = 1;
const PEGASUS_ARMOR = 6; // common (▲) armor
const MARINE = 42; // uncommon (◆)

/** Two heroes at piles 0 and 1 (adjacent), Seiya (seat 0) to play. */
function table() {
  const s = coopGame({ start: [0, 1] });
  return play(s, { type: 'takeTurn', seat: 0 }).state;
}

describe('the players\' phase', () => {
  it('"Les joueurs jouent à tour de rôle, dans l\'ordre de leur choix": any hero who has not played may start, once per phase', () => {
    const s = coopGame({ start: [0, 3] });
    expect(rules('coop').toAct(s)).toBe('team');
    expect(rules('coop').legal(s, 'team').map((a) => a.seat)).toEqual([0, 1]);
    const second = play(s, { type: 'takeTurn', seat: 1 }).state;
    expect(second.active).toBe(1);
    expect(refusal(second, { type: 'takeTurn', seat: 0 })).toMatch(/playing their turn/);
    const ended = play(second, { type: 'endTurn', seat: 1 }).state;
    expect(refusal(ended, { type: 'takeTurn', seat: 1 })).toMatch(/already played/);
    expect(rules('coop').legal(ended, 'team')).toEqual([{ type: 'takeTurn', seat: 0 }]);
  });

  it('"Affronter la carte sur la pile face à laquelle se trouve son pion": only the card on the hero\'s own pile can be faced', () => {
    const s = table();
    const mine = putTop(s, 0, CASSIOS);
    const other = putTop(s, 1, OKO);
    const [seiya] = setHand(s, 0, [SEIYA_HERO, SEIYA_HERO, SEIYA_HERO]);
    expect(refusal(s, { type: 'play', seat: 0, card: seiya, facing: other })).toMatch(/not on your pile/);
    const faced = play(s, { type: 'play', seat: 0, card: seiya, facing: mine }).state;
    expect(faced.play.map((c) => c.facing)).toEqual([mine]);
    const legalFacings = rules('coop').legal(s, 0).flatMap((a) => (a.type === 'play' ? [a.facing] : []));
    expect(new Set(legalFacings)).toEqual(new Set([mine]));
  });

  it('acquiring the card of the pile reveals the next card of the pile ("révélant ainsi la carte suivante")', () => {
    const s = table();
    const top = putTop(s, 0, CASSIOS);
    const under = putDown(s, 0, OKO);
    expect(s.board.piles[0].at(-1)).toBe(under);
    const [a, b] = setHand(s, 0, [SEIYA_HERO, SEIYA_HERO]);
    const after = play(s,
      { type: 'play', seat: 0, card: a, facing: top }, { type: 'play', seat: 0, card: b, facing: top },
      { type: 'acquire', seat: 0, target: top, by: 'force' }).state;
    expect(after.players[0].discard).toContain(top);
    expect(after.field[0]).toBe(under);
  });

  it('"Défausser une carte de sa main pour déplacer son pion vers une pile adjacente": the top there is revealed', () => {
    const s = table();
    const [card] = setHand(s, 0, [CASSIOS, OKO]);
    const moved = play(s, { type: 'move', seat: 0, discard: card, to: 6 });
    expect(moved.state.board.heroAt[0]).toBe(6);
    expect(moved.state.players[0].discard).toContain(card);
    expect(moved.state.field[6]).not.toBeNull();
    expect(moved.events).toContainEqual(expect.objectContaining({ type: 'heroMoved', seat: 0, from: 0, to: 6 }));
    expect(refusal(s, { type: 'move', seat: 0, discard: card, to: 3 })).toMatch(/not next to yours/);
  });

  it('"même si la pile est vide": a hero may move to an empty pile', () => {
    const s = table();
    s.reserve.push(...s.board.piles[6].splice(1));
    const [card] = setHand(s, 0, [CASSIOS]);
    expect(play(s, { type: 'move', seat: 0, discard: card, to: 6 }).state.board.heroAt[0]).toBe(6);
  });

  it('"Donner autant de cartes qu\'il le souhaite à un joueur … face à la même pile"', () => {
    const s = coopGame({ start: [0, 1] });
    s.board.heroAt[1] = 0;
    const t = play(s, { type: 'takeTurn', seat: 0 }).state;
    const cards = setHand(t, 0, [CASSIOS, OKO, PHAETON]);
    const after = play(t, { type: 'give', seat: 0, to: 1, cards }, ).state;
    expect(after.players[0].hand).toEqual([]);
    expect(after.players[1].hand).toEqual(expect.arrayContaining(cards));
  });

  it('"Donner une carte … à un joueur à qui il n\'a pas déjà donné de carte ce tour-ci et … à une pile adjacente"', () => {
    const s = table();
    const [a, b] = setHand(s, 0, [CASSIOS, OKO]);
    expect(refusal(s, { type: 'give', seat: 0, to: 1, cards: [a, b] })).toMatch(/one card/);
    const once = play(s, { type: 'give', seat: 0, to: 1, cards: [a] }).state;
    expect(once.players[1].hand).toContain(a);
    expect(refusal(once, { type: 'give', seat: 0, to: 1, cards: [b] })).toMatch(/already given/);
    s.board.heroAt[1] = 3;
    expect(refusal(s, { type: 'give', seat: 0, to: 1, cards: [a] })).toMatch(/neither at your pile/);
  });

  it('RULING-11: rare and uncommon cards, Hero cards and common armors cannot be given', () => {
    const s = table();
    const [hero, armor, uncommon, plain] = setHand(s, 0, [SEIYA_HERO, PEGASUS_ARMOR, MARINE, CASSIOS]);
    for (const card of [hero, armor, uncommon]) expect(refusal(s, { type: 'give', seat: 0, to: 1, cards: [card] })).toMatch(/cannot be given/);
    expect(play(s, { type: 'give', seat: 0, to: 1, cards: [plain] }).state.players[1].hand).toContain(plain);
    const gifts = rules('coop').legal(s, 0).flatMap((a) => (a.type === 'give' ? a.cards : []));
    expect(gifts).toEqual([plain]);
  });

  it('RULING-11: a hero holding 10 or more cards receives nothing', () => {
    const s = table();
    const [card] = setHand(s, 0, [CASSIOS]);
    setHand(s, 1, [...Array(9).fill(4), 9]); // Shun's own ten starting cards
    expect(refusal(s, { type: 'give', seat: 0, to: 1, cards: [card] })).toMatch(/10 cards or more/);
  });

  it('RULING-7: ending a turn discards and draws up to 5, and changes nothing on the board', () => {
    const s = table();
    setHand(s, 0, [CASSIOS, OKO]);
    const field = [...s.field];
    const piles = s.board.piles.map((p) => [...p]);
    const after = play(s, { type: 'endTurn', seat: 0 }).state;
    expect(after.players[0].hand).toHaveLength(5);
    expect(after.field).toEqual(field);
    expect(after.board.piles).toEqual(piles);
    expect(after.board.played).toEqual([0]);
    expect(after.phase).toBe('players');
  });

  it('"une carte précédemment jouée peut encore être utilisée": a card played before moving stays in play', () => {
    const s = table();
    const top = putTop(s, 0, OKO);
    const [hero, fare] = setHand(s, 0, [SEIYA_HERO, CASSIOS]);
    const after = play(s, { type: 'play', seat: 0, card: hero, facing: top }, { type: 'move', seat: 0, discard: fare, to: 1 }).state;
    expect(after.play.map((c) => c.uid)).toEqual([hero]);
  });
});

describe('what each side may know', () => {
  it('a gift names its cards to the giver and the receiver only; the audience sees that cards changed hands', async () => {
    const { coopRules } = await import('../../src/engine');
    const s = coopGame({ heroes: ['seiya', 'shun', 'hyoga'], start: [0, 1, 4] });
    const t = play(s, { type: 'takeTurn', seat: 0 }).state;
    const [card] = setHand(t, 0, [CASSIOS]);
    const { state, events } = play(t, { type: 'give', seat: 0, to: 1, cards: [card] });
    const gift = (viewer: number | 'audience') => coopRules.redactEvents(state, events as never, viewer).find((e) => (e as { type: string }).type === 'cardsGiven') as unknown as { cards: number[] };
    expect(gift(0).cards).toEqual([card]);
    expect(gift(1).cards).toEqual([card]);
    expect(gift(2).cards).toEqual([-1]);
    expect(gift('audience').cards).toEqual([-1]);
  });
});
