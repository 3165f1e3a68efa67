// The chronicle: engine events told as message keys, rendered in French or English.
import { afterEach, describe, expect, it } from 'vitest';
import { eventsToLog, renderLogLine } from '../../scenes/presenter/log';
import { setLang } from '../../src/i18n';
import { legalActions } from '../../src/engine';
import { session } from './helpers';

afterEach(() => setLang('fr'));

describe('eventsToLog', () => {
  it('tells a play with the card and the field card it faces', () => {
    const s = session();
    const play = legalActions(s.state, 0).find((a) => a.type === 'play')!;
    const r = s.send(play);
    if (!r.ok) throw new Error(r.error.message);
    const lines = eventsToLog(r.events, r.state.cards);
    expect(lines.map((l) => l.key)).toContain('log.played');
    setLang('en');
    const text = renderLogLine(lines.find((l) => l.key === 'log.played')!, ['seiya', 'shiryu']);
    expect(text).toMatch(/^Seiya plays .+ facing .+$/);
    setLang('fr');
    expect(renderLogLine(lines.find((l) => l.key === 'log.played')!, ['seiya', 'shiryu'])).toMatch(/^Seiya joue .+ face à .+$/);
  });

  it('groups the draws of an upkeep into one line and announces the next turn', () => {
    const s = session();
    const r = s.send({ type: 'endTurn', seat: 0, discard: [] });
    if (!r.ok) throw new Error(r.error.message);
    const keys = eventsToLog(r.events, r.state.cards).map((l) => l.key);
    expect(keys.filter((k) => k === 'log.drew').length).toBeLessThanOrEqual(2);
    expect(keys[keys.length - 1]).toBe('log.turn');
  });

  it('tells flames and the end of the game', () => {
    const lines = eventsToLog([{ type: 'flamesRemoved', n: 1, left: 3 }, { type: 'finalRound' }], []);
    expect(lines.map((l) => l.key)).toEqual(['log.flames', 'log.finalRound']);
    setLang('en');
    expect(renderLogLine(lines[0], [])).toBe('1 flame(s) go out: 3 left');
  });
});
