// Issue 25: the score screen shows every line of a player's score: what does not fit is summed on one
// last line, so the column still adds up to the player's VP; the figures read in words.
import { describe, expect, it } from 'vitest';
import { setLang } from '../../src/i18n';
import { classicStatLines, fitVpLines, heroStatLine } from '../../scenes/presenter/score-lines';

const line = (vp: number, count = 1) => ({ label: `c${vp}`, vp, count });

describe('score lines', () => {
  it('keeps every line that fits, and sums the rest on the last one', () => {
    const lines = [line(5), line(4, 2), line(3), line(2), line(1, 3)];
    expect(fitVpLines(lines, 5, (n, vp) => ({ label: `+${n}`, vp, count: 0 }))).toEqual(lines);
    const fitted = fitVpLines(lines, 3, (n, vp) => ({ label: `+${n}`, vp, count: 0 }));
    expect(fitted.map((l) => l.label)).toEqual(['c5', 'c4', '+5']);
    expect(fitted.reduce((v, l) => v + l.vp, 0)).toBe(15);
  });

  it('says the figures in the player\'s language, with real plurals', () => {
    setLang('en');
    const s = { side: 0, acquired: 1, byForce: 1, byCosmos: 0, byEffect: 0, forceSpent: 2, cosmosSpent: 0, turns: 3, pillars: 1 };
    expect(classicStatLines(s)).toEqual([
      { label: 'Cards acquired', value: '1' }, { label: 'Force spent', value: '2' },
      { label: 'Cosmos spent', value: '0' }, { label: 'Turns played', value: '3' },
    ]);
    expect(heroStatLine(s)).toBe('1 card acquired · 2 Force · 1 pillar');
    setLang('fr');
    expect(heroStatLine({ ...s, acquired: 7, pillars: 2 })).toBe('7 cartes acquises · 2 Force · 2 piliers');
  });
});
