// The guided first game (issue 12: "a guided first game that teaches playing facing a card, Force vs
// Cosmos, armors, the 6th slot, flames and the end of a turn"), walked through the engine as the
// player's taps would: each lesson lets through only its own move, and the deal makes each possible.
import { describe, expect, it } from 'vitest';
import { CARD_TYPES } from '../../src/cards';
import { rules, type Action, type GameState } from '../../src/engine';
import { Guide } from '../../src/tutorial/guide';
import { FIRST_GAME_SETUP, firstGameGuide, firstGameLessons, isFirstGame } from '../../src/tutorial/first-game';

const name = (s: GameState, uid: number) => CARD_TYPES.get(s.cards[uid])!.name;
/** What the guided player (seat 0) sees: the guide reads nothing else. */
const viewOf0 = (s: GameState) => rules('classic').view(s, 0);

/** Plays the first legal action of seat 0 the guide lets through and that `pick` wants. */
function act(s: GameState, guide: Guide, pick: (a: Action) => boolean): GameState {
  const action = rules('classic').legal(s, s.pending?.seat ?? s.active).find((a) => pick(a) && guide.refuse(a, viewOf0(s)) === null);
  if (!action) throw new Error(`no action for lesson ${guide.lesson?.id}`);
  const r = rules('classic').applyAction(s, action);
  if (!r.ok) throw new Error(r.error.message);
  guide.observe(viewOf0(r.state));
  return r.state;
}

describe('the guided first game', () => {
  it('deals what the lessons name (rulebook "Acquérir": Léda 2 Force, Ushio 2 Cosmos in the 6th place costs 1)', () => {
    const { state } = rules('classic').setup(FIRST_GAME_SETUP);
    expect(name(state, state.field[0]!)).toBe('Léda');
    expect(CARD_TYPES.get(state.cards[state.field[0]!])!.cost.force).toBe(2);
    expect(name(state, state.field[5]!)).toMatch(/^Ushio/);
    expect(CARD_TYPES.get(state.cards[state.field[5]!])!.cost.cosmos).toBe(2);
    expect(state.players[0].hand.map((u) => name(state, u)).sort()).toEqual([
      'Armure de Pégase', 'Seiya de Pégase', 'Seiya de Pégase', 'Seiya de Pégase', 'Seiya de Pégase']);
    expect(state.active).toBe(0);
  });

  it('walks every lesson with the moves they ask for, to the end', () => {
    let s = rules('classic').setup(FIRST_GAME_SETUP).state;
    const guide = firstGameGuide(viewOf0(s));
    const seen: string[] = [];
    const leda = s.field[0]!, ushio = s.field[5]!;
    for (let guard = 0; !guide.over && guard < 200; guard++) {
      const id = guide.lesson!.id;
      if (!seen.includes(id)) seen.push(id);
      if (guide.lesson!.done === 'next') { guide.next(); continue; }
      // The bot's turn (its effects may ask the player too): any answer.
      if ((s.pending?.seat ?? s.active) !== 0 || id === 'botTurn') { s = act(s, guide, () => true); continue; }
      switch (id) {
        case 'playFacing': case 'addForce': s = act(s, guide, (a) => a.type === 'play'); break;
        case 'acquireForce': s = act(s, guide, (a) => a.type === 'acquire'); break;
        case 'armor': s = act(s, guide, (a) => a.type === 'equip'); break;
        case 'sixthPlace': s = act(s, guide, (a) => a.type === 'acquire'); break;
        case 'endTurn': s = act(s, guide, (a) => a.type === 'endTurn'); break;
        default: throw new Error(`unexpected lesson ${id} turn ${s.turn} active ${s.active} phase ${s.phase} pending ${JSON.stringify(s.pending)}`);
      }
      if (id === 'acquireForce') expect(s.players[0].discard).toContain(leda); // won by Force: the discard
      if (id === 'sixthPlace') expect(s.players[0].hand).toContain(ushio); // won by Cosmos: the hand
    }
    expect(seen).toEqual(firstGameLessons().map((l) => l.id));
    expect(s.turn).toBe(3);
    expect(s.active).toBe(0);
  });

  it('teaches wounds before the game first asks the player about one (issue 25)', () => {
    let s = rules('classic').setup(FIRST_GAME_SETUP).state;
    const guide = firstGameGuide(viewOf0(s));
    const seen: string[] = [];
    let asked: string[] | null = null;
    for (let guard = 0; !guide.over && guard < 200; guard++) {
      const id = guide.lesson!.id;
      if (!seen.includes(id)) seen.push(id);
      // Spartan's Arrival in Shiryu's turn: "Wound a card to draw one?", asked of the guided player.
      if (asked === null && s.pending?.seat === 0 && /wound/i.test(s.pending.prompt)) asked = [...seen];
      if (guide.lesson!.done === 'next') { guide.next(); continue; }
      const mine = (s.pending?.seat ?? s.active) === 0 && id !== 'botTurn';
      s = act(s, guide, (a) => !mine || id !== 'endTurn' || a.type === 'endTurn');
    }
    expect(asked).not.toBeNull();
    expect(asked).toContain('wounds');
  });

  it('refuses a move that leaves the lesson, with its message, and lets the lesson’s own through', () => {
    const s = rules('classic').setup(FIRST_GAME_SETUP).state;
    const guide = firstGameGuide(viewOf0(s));
    while (guide.lesson?.done === 'next') guide.next();
    expect(guide.lesson!.id).toBe('playFacing');
    const legal = rules('classic').legal(s, 0);
    const elsewhere = legal.find((a) => a.type === 'play' && a.facing !== s.field[0])!;
    const there = legal.find((a) => a.type === 'play' && a.facing === s.field[0])!;
    expect(guide.refuse(elsewhere, viewOf0(s))).toBe('guide.followMe');
    expect(guide.refuse(legal.find((a) => a.type === 'equip')!, viewOf0(s))).toBe('guide.followMe');
    expect(guide.refuse(there, viewOf0(s))).toBeNull();
  });

  it('points at the Seiya to play and at Léda, then at the Force button', () => {
    let s = rules('classic').setup(FIRST_GAME_SETUP).state;
    const guide = firstGameGuide(viewOf0(s));
    while (guide.lesson?.done === 'next') guide.next();
    const focus = guide.focus(viewOf0(s));
    expect(focus).toHaveLength(2);
    expect(s.cards[Number(focus[0].split(':')[1])]).toBe(1);
    expect(focus[1]).toBe(`field:${s.field[0]}`);
    s = act(s, guide, (a) => a.type === 'play');
    s = act(s, guide, (a) => a.type === 'play');
    expect(guide.focus(viewOf0(s))).toEqual(['acquire:0:force']);
  });

  it('resumes after a reload at the first lesson the game has not done yet', () => {
    let s = rules('classic').setup(FIRST_GAME_SETUP).state;
    const first = firstGameGuide(viewOf0(s));
    while (first.lesson?.done === 'next') first.next();
    s = act(s, first, (a) => a.type === 'play');
    s = act(s, first, (a) => a.type === 'play');
    expect(firstGameGuide(viewOf0(s)).lesson!.id).toBe('acquireForce');
  });

  it('can be left at any time, and then refuses nothing', () => {
    const s = rules('classic').setup(FIRST_GAME_SETUP).state;
    const guide = firstGameGuide(viewOf0(s));
    guide.quit();
    expect(guide.over).toBe(true);
    expect(guide.refuse(rules('classic').legal(s, 0)[0], viewOf0(s))).toBeNull();
  });

  it('knows its own setup and no other', () => {
    expect(isFirstGame(FIRST_GAME_SETUP)).toBe(true);
    expect(isFirstGame({ ...FIRST_GAME_SETUP, seed: 1 })).toBe(false);
    expect(isFirstGame({ ...FIRST_GAME_SETUP, sets: ['asgard'] })).toBe(false);
  });
});
