// The coop lesson (issue 25): walked through the engine as the player's taps would, each lesson letting
// through only its own move; the deal makes each possible (Phaeton, 2 Force, tops Seiya's pile), wounds
// are taught before anything asks about one, and the lesson ends after a Poseidon phase.
import { describe, expect, it } from 'vitest';
import { CARD_TYPES } from '../../src/cards';
import { rules, type CoopAction, type CoopState } from '../../src/engine';
import { COOP_LESSON_SETUP, coopLessonGuide, coopLessons, isCoopLesson } from '../../src/tutorial/coop-lesson';
import { hasMessage } from '../../src/i18n';

const viewOf0 = (s: CoopState) => rules('coop').view(s, 0);

describe('the coop lesson', () => {
  it('deals Seiya a pile whose top two Seiya can win (rulebook "Phase des joueurs")', () => {
    const { state } = rules('coop').setup(COOP_LESSON_SETUP);
    const top = CARD_TYPES.get(state.cards[state.field[1]!])!;
    expect(top.cost.force).toBe(2);
    expect(state.board.heroAt).toEqual([1, 2]);
    expect(isCoopLesson(COOP_LESSON_SETUP)).toBe(true);
    expect(isCoopLesson({ ...COOP_LESSON_SETUP, seed: 2 })).toBe(false);
  });

  it('walks every lesson with the moves they ask for, wounds taught before any question about them', () => {
    let s = rules('coop').setup(COOP_LESSON_SETUP).state as CoopState;
    const guide = coopLessonGuide(viewOf0(s));
    const seen: string[] = [];
    let woundAsked: string[] | null = null;
    const act = (pick: (a: CoopAction) => boolean, side: number | 'team' = 0) => {
      const mine = side === 0 || side === 'team';
      const a = (rules('coop').legal(s, side) as CoopAction[]).find((x) => pick(x) && (!mine || guide.refuse(x, viewOf0(s)) === null));
      if (!a) throw new Error(`no action for ${guide.lesson?.id} (side ${side})`);
      const r = rules('coop').applyAction(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state as CoopState;
      guide.observe(viewOf0(s));
    };
    for (let guard = 0; !guide.over && guard < 300; guard++) {
      const id = guide.lesson!.id;
      if (!seen.includes(id)) seen.push(id);
      if (woundAsked === null && s.pending?.seat === 0 && /wound/i.test(s.pending.prompt)) woundAsked = [...seen];
      // The Poseidon lesson is read while Shiryu and Poseidon play: the table plays them out first.
      const watching = id === 'coop.poseidon' && s.board.round < 2;
      if (guide.lesson!.done === 'next' && !watching) { guide.next(); continue; }
      const side = rules('coop').toAct(s);
      if (side === null) break;
      if (typeof side === 'number' && side !== 0) { act(() => true, side); continue; }
      if (s.pending) { act((a) => a.type === 'answer', side === 'team' ? 'team' : 0); continue; }
      switch (id) {
        case 'coop.pick': act((a) => a.type === 'takeTurn', 'team'); break;
        case 'coop.face': act((a) => a.type === 'acquire' || a.type === 'play'); break;
        case 'coop.move': act((a) => a.type === 'move'); break;
        case 'coop.endTurn': act((a) => a.type === 'endTurn'); break;
        case 'coop.poseidon': act(() => true, side === 'team' ? 'team' : 0); break; // Shiryu's pick, his turn, any answer
        default: throw new Error(`unexpected lesson ${id}`);
      }
    }
    expect(seen).toEqual(coopLessons().map((l) => l.id));
    expect(s.board.round).toBe(2);
    expect(s.board.heroAt[0]).not.toBe(1); // Seiya moved
    if (woundAsked) expect(woundAsked).toContain('coop.wounds');
    expect(seen.indexOf('coop.wounds')).toBeLessThan(seen.indexOf('coop.face'));
  });

  it('refuses a move off the lesson with the guide\'s message', () => {
    const s = rules('coop').setup(COOP_LESSON_SETUP).state as CoopState;
    const guide = coopLessonGuide(viewOf0(s));
    while (guide.lesson?.done === 'next') guide.next();
    expect(guide.lesson!.id).toBe('coop.pick');
    expect(guide.refuse({ type: 'takeTurn', seat: 1 }, viewOf0(s))).toBe('guide.followMe');
    expect(guide.refuse({ type: 'takeTurn', seat: 0 }, viewOf0(s))).toBeNull();
  });

  it('has every lesson\'s words in French and English', () => {
    expect(['guide.coop.title', 'menu.coopLesson', ...coopLessons().map((l) => `guide.${l.id}`)].filter((k) => !hasMessage(k))).toEqual([]);
  });
});
