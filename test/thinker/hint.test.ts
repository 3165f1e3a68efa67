// The table's hint (issue 26): the hard bot's move for the person to act, phrased in the chronicle's
// words from what the person sees; asking marks the game assisted, and a hint about a position the game
// has left is never shown.
import { afterEach, describe, expect, it } from 'vitest';
import type { Thought } from '../../src/app/bot-thinker';
import { botAnswerer } from '../../src/app/bot-answers';
import { cardFullName } from '../../src/cards/names';
import { setLang } from '../../src/i18n';
import { GameSession } from '../../src/session/game-session';
import type { Action } from '../../src/engine';
import { hintOf, hintText, knownCards, TableHint } from '../../scenes/presenter/hint';

afterEach(() => setLang('fr'));

function table(thinker?: { ask(): Promise<Thought> }) {
  const session = GameSession.start({ seed: 3, heroes: ['seiya', 'shiryu'] }, [{ kind: 'human' }, { kind: 'bot', bot: 'hard' }]);
  let changes = 0;
  const seat = session.seatToAct;
  const hint = new TableHint({ session, view: () => session.view(seat), askable: () => (session.seatToAct === seat ? seat : null), changed: () => { changes++; } }, thinker);
  return { session, hint, seat, changes: () => changes };
}

describe('the hint', () => {
  it('shows the hard bot\'s move for the person\'s seat in words, and marks the game assisted (in its save too)', () => {
    setLang('en');
    const { session, hint, seat } = table(); // no worker: answered on the spot
    expect(session.assisted).toBe(false);
    expect(hint.ask()).toBe(true);
    expect(session.assisted).toBe(true);
    expect(session.toSave().assisted).toBe(true);
    const expected = botAnswerer()(session.hintQuestion(seat));
    const shown = hint.suggestion;
    expect(shown).not.toBeNull();
    expect(shown).not.toBe('none');
    expect(shown).toEqual(hintOf(expected as Action, knownCards(session.view(seat)), undefined));
    const text = hintText(shown as Exclude<typeof shown, 'none' | null>, ['seiya', 'shiryu']);
    expect(text).toMatch(/^Hint: /);
    if (expected!.type === 'play') expect(text).toContain(cardFullName(session.view(seat).players[seat]!.hand!.find((c) => c.uid === expected!.card)!.type, 'en'));
  });

  it('thinks while the worker does, and drops an answer once the game has moved on', async () => {
    let answer!: (t: Thought) => void;
    const { session, hint, seat, changes } = table({ ask: () => new Promise<Thought>((r) => { answer = r; }) });
    hint.ask();
    expect(hint.thinking).toBe(true);
    expect(hint.ask()).toBe(false); // one question at a time
    session.send(session.legal(seat)[0]); // the person played meanwhile
    answer({ ok: true, action: { type: 'endTurn', seat } });
    await new Promise((r) => setTimeout(r, 0));
    expect(hint.suggestion).toBeNull();
    expect(hint.thinking).toBe(false);
    expect(changes()).toBe(2);
  });

  it('phrases every kind of move in English and in French', () => {
    const types = [30, 18, 16, 38];
    const moves = [
      { type: 'play', seat: 0, card: 0, facing: 1 }, { type: 'acquire', seat: 0, target: 2, by: 'cosmos' }, { type: 'endTurn', seat: 0 },
      { type: 'give', seat: 0, to: 1, cards: [0, 3] }, { type: 'move', seat: 0, discard: 3, to: 4 }, { type: 'takeTurn', seat: 1 },
      { type: 'answer', seat: 0, decision: 1, picks: [1] }, { type: 'activate', seat: 0, card: 2 },
    ] as const;
    for (const lang of ['en', 'fr'] as const) {
      setLang(lang);
      const lines = moves.map((m) => hintText(hintOf(m as never, types, 'cards'), ['seiya', 'shiryu']));
      for (const line of lines) expect(line).not.toMatch(/[{}]|hint\./);
      expect(lines[0]).toContain(cardFullName(30, lang));
      expect(lines[0]).toContain(cardFullName(18, lang));
    }
  });
});
