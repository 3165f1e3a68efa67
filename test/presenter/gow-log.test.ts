// God of War's chronicle (scenes/presenter/gow/gow-log.ts): real games of the greedy team, every batch of
// events told to every seat and to the audience; every line's key has its words in both languages, every
// placeholder of those words is given, and the automatic steps say why (the rune of an enemy's attack).
import { describe, expect, it } from 'vitest';
import { gowRules, type GowAction, type GowEvent, type GowState } from '../../src/engine';
import { askGow, createGowBot } from '../../src/bots/gow';
import { messages, setLang, getLang } from '../../src/i18n';
import { gowLines } from '../../scenes/presenter/gow/gow-log';
import { renderLogLine, type LogLine } from '../../scenes/presenter/log';

type Viewer = number | 'audience';
interface Told { events: GowEvent[]; lines: LogLine[]; viewer: Viewer }

/** A greedy game: each batch of events (setup's first), told to each viewer. */
function playGame(seed: number, heroes: string[], limit: number): { told: Told[]; actions: number; final: GowState } {
  const bots = heroes.map((_, i) => createGowBot('greedy', seed + i));
  const viewers: Viewer[] = [...heroes.map((_, i) => i), 'audience'];
  const told: Told[] = [];
  const tell = (state: GowState, events: GowEvent[]) => {
    for (const viewer of viewers) {
      const seen = gowRules.redactEvents(state, events, viewer);
      told.push({ events: seen, lines: gowLines(seen, gowRules.view(state, viewer)), viewer });
    }
  };
  const setup = gowRules.setup({ seed, heroes });
  let state = setup.state;
  tell(state, setup.events);
  let actions = 0;
  for (; actions < limit; actions++) {
    const seat = gowRules.toAct(state);
    if (seat === null) break;
    const action = askGow(bots[seat as number], state, seat) as GowAction;
    const next = gowRules.copy(state);
    gowRules.check(next, action);
    const events: GowEvent[] = [];
    gowRules.execute(next, action, events);
    state = next;
    tell(state, events);
  }
  return { told, actions, final: state };
}

const GAMES: [number, string[]][] = [[3, ['kratos', 'atreus']], [5, ['freya', 'mimir', 'brok-sindri']], [8, ['kratos']], [13, ['atreus', 'freya', 'kratos', 'brok-sindri']]];
const games = GAMES.map(([seed, heroes]) => ({ seed, heroes, ...playGame(seed, heroes, 700) }));
const allLines = games.flatMap((g) => g.told.flatMap((b) => b.lines));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?:\|[^{}]*)?\}/g)].map((m) => m[1]);

describe('the God of War chronicle', () => {
  it('tells hundreds of actions of real games, with words in both languages for every key and every placeholder given', () => {
    expect(games.reduce((n, g) => n + g.actions, 0)).toBeGreaterThan(600);
    expect(allLines.length).toBeGreaterThan(500);
    const keys = new Set(allLines.map((l) => l.key));
    for (const line of allLines) {
      for (const lang of ['en', 'fr'] as const) {
        const text = messages(lang)[line.key];
        expect(text, `${lang} ${line.key}`).toBeTypeOf('string');
        for (const p of placeholders(text)) expect(line.params, `${lang} ${line.key} {${p}}`).toHaveProperty(p);
      }
    }
    const was = getLang();
    try {
      for (const lang of ['en', 'fr'] as const) {
        setLang(lang);
        for (const line of allLines) {
          const text = renderLogLine(line, []);
          expect(text, line.key).not.toMatch(/[{}]|undefined|NaN|\[object/);
          expect(text.trim().length, line.key).toBeGreaterThan(0);
        }
      }
    } finally { setLang(was); }
    // The lines these games must have told.
    for (const k of ['log.gow.missionBegan', 'log.gow.placed', 'log.gow.roundBegan', 'log.gow.drew', 'log.gow.drewOwn', 'log.gow.played', 'log.gow.rolled',
      'log.gow.enemyHit', 'log.gow.revealed', 'log.gow.revealedExtra', 'log.gow.heroHurt', 'log.gow.upgraded']) expect(keys.has(k), k).toBe(true);
    expect([...keys].some((k) => k.startsWith('log.gow.enemyAttacks.'))).toBe(true);
    expect([...keys].some((k) => k.startsWith('log.gow.gameOver.') || k.startsWith('log.gow.missionWon.'))).toBe(true);
  });

  it('names the rune and the target of an enemy attack', () => {
    const was = getLang();
    setLang('en');
    try {
      let checked = 0;
      for (const g of games) for (const b of g.told) {
        const attacks = b.events.filter((e): e is Extract<GowEvent, { type: 'enemyAttacks' }> => e.type === 'enemyAttacks' && e.targets.length > 0);
        const lines = b.lines.filter((l) => l.key.startsWith('log.gow.enemyAttacks.'));
        expect(lines.length).toBe(attacks.length);
        attacks.forEach((a, k) => {
          const runeEvent = b.events.slice(0, b.events.indexOf(a)).reverse().find((e) => e.type === 'activated');
          const rune = runeEvent && 'rune' in runeEvent ? runeEvent.rune : '';
          const text = renderLogLine(lines[k], []);
          expect(text.startsWith(`${rune.charAt(0).toUpperCase()}${rune.slice(1)} rune: `), text).toBe(true);
          for (const target of a.targets) expect(text.toLowerCase(), text).toContain(target.replace('-', ' '));
          expect(text).toContain(`(${a.power})`);
          expect(text).toMatch(a.kind === 'ranged' ? / shoots / : / strikes /);
          checked++;
        });
      }
      expect(checked).toBeGreaterThan(20);
    } finally { setLang(was); }
  });

  it('tells a run of draws as one line: a count to the others, the cards to the drawer', () => {
    for (const g of games) for (const b of g.told) {
      const draws = b.events.filter((e) => e.type === 'drew');
      if (draws.length === 0) continue;
      const lines = b.lines.filter((l) => l.key === 'log.gow.drew' || l.key === 'log.gow.drewOwn');
      expect(lines.length).toBeLessThanOrEqual(draws.length);
      for (const l of lines) {
        if (l.key === 'log.gow.drewOwn') expect(l.seat).toBe(b.viewer);
        else expect(l.seat).not.toBe(b.viewer);
      }
    }
  });

  it('says why a card turns and why a game ends', () => {
    const keys = new Set(allLines.map((l) => l.key));
    const flips = [...keys].filter((k) => k.startsWith('log.gow.flipped.'));
    expect(flips.length).toBeGreaterThan(0);
    expect(flips).not.toContain('log.gow.flipped.effect');
    for (const g of games.filter((x) => x.final.result)) {
      const last = g.told[g.told.length - 1].lines;
      expect(last.some((l) => l.key === `log.gow.gameOver.${g.final.result!.by}`)).toBe(true);
    }
  });
});
