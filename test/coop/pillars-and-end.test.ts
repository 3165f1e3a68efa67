// Pillars, the water and the end of a cooperative game (Poseidon rulebook "Pilier et Main Breadwinner",
// "Autres", "Fin de partie").
import { describe, expect, it } from 'vitest';
import { cardType } from '../../src/cards';
import { fieldCost, type CoopState } from '../../src/engine';
import { poseidonScore } from '../../src/engine/coop/end';
import { coopGame, play, setHand } from './helpers';

const KRISHNA = 2017;
const SEIYA_HERO = 1;
const CASSIOS = 86;

/** Seiya faces the pile whose General is Krishna, the General alone there (revealed when his turn starts). */
function krishnaAlone(): { s: CoopState; pile: number; general: number } {
  const probe = coopGame();
  const pile = probe.board.generals.findIndex((u) => probe.cards[u] === KRISHNA);
  const s = coopGame({ start: [pile, (pile + 3) % 7] });
  s.reserve.push(...s.board.piles[pile].splice(1), s.field[pile]!);
  s.field[pile] = null;
  const started = play(s, { type: 'takeTurn', seat: 0 }).state;
  return { s: started, pile, general: started.board.generals[pile] };
}

/** Lowers a card's cost this turn so that one Hero card pays it. */
const cheap = (s: CoopState, uid: number) => s.modifiers.push({ uid, force: -20, cosmos: -20, kind: 'cost' });

describe('pillars', () => {
  it('"Lorsque le dernier Général Marina d\'une pile est vaincu, il rejoint les Abysses et le Pilier qu\'il protégeait est révélé"', () => {
    const { s, pile, general } = krishnaAlone();
    expect(s.field[pile]).toBe(general);
    s.markers[general] = { vp: [1, 1] };
    s.board.tokenCost[general] = 2;
    cheap(s, general);
    const [hero] = setHand(s, 0, [SEIYA_HERO]);
    const { state, events } = play(s, { type: 'play', seat: 0, card: hero, facing: general }, { type: 'acquire', seat: 0, target: general, by: 'force' });
    expect(state.fieldDiscard).toContain(general);
    expect(state.expansion!.pillarsInPlay).toEqual([state.board.pillars[pile]]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'pillarRevealed', uid: state.board.pillars[pile] }));
    // "Seuls les Généraux Marins qui ne sont pas les derniers de leur pile rapportent des jetons Arme de la Balance"
    expect(state.players[0].libra).toBe(0);
    // "Les jetons +1PV seront récupérés par le joueur qui vaincra ce Général Marina"
    expect(state.players[0].vpTokens).toEqual([1, 1]);
  });

  it('a General that is not the last of his pile gives a Libra weapon, as in the classic game', () => {
    const s = play(coopGame({ start: [0, 3] }), { type: 'takeTurn', seat: 0 }).state;
    const second = s.reserve.find((u) => cardType(s.cards[u]).classes.includes('marinaGeneral'))!;
    s.reserve.splice(s.reserve.indexOf(second), 1);
    s.board.piles[0].push(s.field[0]!);
    s.field[0] = second;
    cheap(s, second);
    const [hero] = setHand(s, 0, [SEIYA_HERO]);
    const { state } = play(s, { type: 'play', seat: 0, card: hero, facing: second }, { type: 'acquire', seat: 0, target: second, by: 'force' });
    expect(state.players[0].libra).toBe(1);
    expect(state.players[0].discard).toContain(second);
  });

  it('destroying a pillar (10 Force) lowers the water by 1; the hero keeps it with its VP', () => {
    const { s, pile, general } = krishnaAlone();
    cheap(s, general);
    // Krishna's Exit (he goes to the Abyss) freezes a Hero of each hand: the pillar is fought with Cassios.
    const [a, b] = setHand(s, 0, [SEIYA_HERO, CASSIOS]);
    const won = play(s, { type: 'play', seat: 0, card: a, facing: general }, { type: 'acquire', seat: 0, target: general, by: 'force' }).state;
    const pillar = won.board.pillars[pile];
    expect(cardType(won.cards[pillar]).cost.force).toBe(10);
    expect(fieldCost(won, pillar, 'force', 0)).toBe(10); // no 6th-slot discount off the field (it once cost 9)
    cheap(won, pillar);
    const water = won.board.water;
    const { state, events } = play(won, { type: 'play', seat: 0, card: b, facing: pillar }, { type: 'acquire', seat: 0, target: pillar, by: 'force' });
    expect(state.players[0].pillars).toEqual([pillar]);
    expect(state.board.water).toBe(water - 1);
    expect(events).toContainEqual(expect.objectContaining({ type: 'waterChanged', level: water - 1, by: 'pillarDestroyed' }));
  });
});

describe('the end of the game', () => {
  it('"Si les 7 Piliers sont détruits. Les joueurs ont gagné."', () => {
    const { s, pile, general } = krishnaAlone();
    for (const [side, pillar] of s.board.pillars.entries()) {
      if (side === pile) continue;
      s.board.pillarSide[side] = [];
      s.players[1].pillars.push(pillar);
    }
    cheap(s, general);
    const [a, b] = setHand(s, 0, [SEIYA_HERO, CASSIOS]);
    const won = play(s, { type: 'play', seat: 0, card: a, facing: general }, { type: 'acquire', seat: 0, target: general, by: 'force' }).state;
    cheap(won, won.board.pillars[pile]);
    const { state } = play(won, { type: 'play', seat: 0, card: b, facing: won.board.pillars[pile] }, { type: 'acquire', seat: 0, target: won.board.pillars[pile], by: 'force' });
    expect(state.phase).toBe('gameOver');
    expect(state.result!.coop).toMatchObject({ heroesWin: true, reason: 'pillars' });
    expect(state.result!.winners).toEqual([0, 1]);
  });

  it('the water at the top ends the game: Poseidon counts the Main Breadwinner, the face-up cards and 5 per standing pillar; the heroes need strictly more', () => {
    const s = coopGame({ start: [3, 5] });
    s.board.water = s.board.waterTop - 1;
    s.board.pawn = 6;
    const { state, events } = play(s, { type: 'takeTurn', seat: 0 }, { type: 'endTurn', seat: 0 }, { type: 'takeTurn', seat: 1 }, { type: 'endTurn', seat: 1 });
    expect(state.phase).toBe('gameOver');
    const { vp, cards, standing } = poseidonScore(state);
    expect(standing).toBe(7);
    expect(cards).toEqual(expect.arrayContaining(state.board.breadwinner));
    const printed = cards.reduce((sum, u) => sum + (cardType(state.cards[u]).vp ?? 0), 0);
    expect(vp).toBeGreaterThanOrEqual(printed + 35);
    const result = state.result!.coop!;
    expect(result).toMatchObject({ reason: 'water', poseidon: vp });
    expect(result.heroesWin).toBe(result.heroes > result.poseidon);
    expect(events).toContainEqual(expect.objectContaining({ type: 'coopOver' }));
  });
});
