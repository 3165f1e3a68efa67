// The screen reader's layer (issue 29) reads the table as the screen does: two games that differ only
// in cards the viewer cannot see (another hero's hand and deck swapped) read the same, hand, actions
// and news alike; a hand-off hides the next hand and offers nothing; its buttons send the table's
// legal actions. The twin pattern is test/presenter/hidden-owner.test.ts's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { classicGame } from '../../src/app/game-actor';
import { getLang, setLang, type Lang } from '../../src/i18n';
import type { SeatConfig } from '../../src/persist/save';
import { GameSession } from '../../src/session/game-session';
import type { MirrorModel } from '../../src/a11y/mirror-dom';
import { chronicleWords, screenReading, tableReading } from '../../scenes/presenter/a11y-reading';
import { cardName } from '../../scenes/presenter/log';
import { TableController } from '../../scenes/presenter/TableController';
import { fakeTimers, swapHidden } from './helpers';
import { A11Y_EN } from '../../src/i18n/a11y-en';
import { A11Y_FR } from '../../src/i18n/a11y-fr';
import { A11Y_IT } from '../../src/i18n/a11y-it';

let lang: Lang;
beforeEach(() => { lang = getLang(); setLang('en'); });
afterEach(() => setLang(lang));

/** The model as words (its presses are functions). */
const words = (m: MirrorModel) => JSON.stringify({ ...m, actions: m.actions.map((b) => [b.id, b.label]), buttons: m.buttons.map((b) => [b.id, b.label]) });

function playedTo(seed: number): GameSession {
  const bots: SeatConfig[] = [{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'greedy' }];
  const played = GameSession.start({ seed, heroes: ['seiya', 'shiryu'], firstSeat: 0 }, bots);
  for (let i = 0; i < 40 || played.seatToAct !== 0; i++) played.send(played.botAction());
  return played;
}

const table = (session: GameSession) => new TableController(classicGame(session, 'table'), { speed: 'instant', timers: fakeTimers(), now: () => 0 });

describe('the screen reader\'s reading of a classic table', () => {
  it('reads the same whatever the bot holds: its hand never reaches the layer', () => {
    const played = playedTo(5);
    const save = { ...played.toSave(), seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }] as SeatConfig[] };
    const { twin, swapped } = swapHidden(played.state, 1);
    expect(swapped).toBeGreaterThan(0);
    const read = [played.state, twin].map((state) => {
      const ctl = table(GameSession.at(save, structuredClone(state), []));
      const before = tableReading(ctl, []);
      const action = before.actions.find((a) => !a.label.startsWith('End')) ?? before.actions[0];
      const lines = ctl.log.length;
      action.press();
      const after = words(tableReading(ctl, [])) + chronicleWords(ctl, lines).join('\n');
      ctl.stop();
      return words(before) + after;
    });
    expect(read[1]).toBe(read[0]);
  });

  it('lists the viewer\'s own hand, the field and the actions as sentences', () => {
    const s = GameSession.start({ seed: 7, heroes: ['seiya', 'shiryu'], firstSeat: 0 }, [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }]);
    const ctl = table(s);
    const m = tableReading(ctl, [{ id: 'target:hud:menu', label: 'Menu', press: () => {} }]);
    const hand = m.sections.find((x) => x.heading.includes('Your hand'))!;
    expect(hand.items).toEqual(s.view(0).players[0].hand!.map((c) => cardName(c.type)));
    expect(m.sections.some((x) => x.heading === 'The field' && x.items.length === 6)).toBe(true);
    expect(m.actions.map((a) => a.label)).toContain('End your turn');
    expect(m.actions.some((a) => /^Play .+ facing .+/.test(a.label))).toBe(true);
    expect(m.buttons.map((b) => b.label)).toEqual(['Menu']);
    // A button sends its action to the table.
    m.actions.find((a) => a.label === 'End your turn')!.press();
    expect(s.actionCount).toBe(1);
    ctl.stop();
  });

  it('behind a hand-off screen: no hand, only the next player\'s "I am here"', () => {
    const s = GameSession.start({ seed: 7, heroes: ['seiya', 'shiryu'], firstSeat: 0 }, [{ kind: 'human' }, { kind: 'human' }]);
    const ctl = table(s);
    expect(ctl.handoff).toBe(0);
    const m = tableReading(ctl, []);
    // One button: the next player is there (the hand-off screen's tap).
    expect(m.actions.map((a) => a.label)).toEqual(['I am Seiya: show my hand']);
    const names = s.state.players.flatMap((p) => p.hand.map((u) => cardName(s.state.cards[u])));
    const hand = m.sections.find((x) => x.heading === 'Your hand')!;
    expect(hand.items.some((item) => names.includes(item))).toBe(false);
    m.actions[0].press();
    expect(ctl.handoff).toBeNull();
    const shown = tableReading(ctl, []);
    expect(shown.sections.find((x) => x.heading.includes('Your hand'))!.items).toEqual(s.view(0).players[0].hand!.map((c) => cardName(c.type)));
    ctl.stop();
  });

  it('a decision in progress: its question, and its answers as sentences', () => {
    const bots: SeatConfig[] = [{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'greedy' }];
    let found: GameSession | null = null;
    for (let seed = 1; seed < 40 && !found; seed++) {
      const s = GameSession.start({ seed, heroes: ['seiya', 'shiryu'], firstSeat: 0 }, bots);
      for (let i = 0; i < 400 && s.state.phase !== 'gameOver'; i++) {
        const p = s.state.pending;
        if (p && p.seat === 0 && p.kind !== 'yesNo' && s.legal(0).every((a) => a.type === 'answer')) { found = s; break; }
        s.send(s.botAction());
      }
    }
    expect(found).not.toBeNull();
    const save = { ...found!.toSave(), seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }] as SeatConfig[] };
    const ctl = table(GameSession.at(save, structuredClone(found!.state), []));
    const m = tableReading(ctl, []);
    expect(m.sections.some((x) => x.heading.startsWith('Decision: '))).toBe(true);
    expect(m.actions.length).toBeGreaterThan(0);
    expect(m.actions.every((a) => /^Choose/.test(a.label))).toBe(true);
    ctl.stop();
  });

  it('a screen with no game lists its buttons only', () => {
    const m = screenReading('Menu', [{ id: 'target:menu:start', label: 'Start the game', press: () => {} }]);
    expect(m.sections).toEqual([]);
    expect(m.buttons.map((b) => b.label)).toEqual(['Start the game']);
  });
});

describe('the layer\'s words', () => {
  it('has every key in English, French and Italian, with the same placeholders', () => {
    for (const table of [A11Y_FR, A11Y_IT]) {
      expect(Object.keys(table).sort()).toEqual(Object.keys(A11Y_EN).sort());
      for (const [key, text] of Object.entries(table)) expect(text.match(/\{\w+\}/g)?.sort(), key).toEqual(A11Y_EN[key].match(/\{\w+\}/g)?.sort());
    }
  });
});
