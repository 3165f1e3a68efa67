// Issue 25: the daily game says its date, in the player's locale, as the UTC day its deal is made of.
import { describe, expect, it } from 'vitest';
import { dailyCaption, dailyDateText, localeFor } from '../../scenes/presenter/daily-text';

describe('the daily game\'s date', () => {
  it('is written in the game\'s language, in the browser\'s region when it speaks that language', () => {
    expect(dailyDateText('2026-11-27', 'fr')).toBe('vendredi 27 novembre 2026');
    expect(dailyDateText('2026-11-27', 'en')).toMatch(/^Friday,? 27 November 2026$/); // the comma depends on the ICU data
    expect(dailyDateText('2026-11-27', 'en', ['en-US', 'fr-FR'])).toBe('Friday, November 27, 2026');
    expect(dailyDateText('2026-11-27', 'fr', ['en-US', 'fr-CA'])).toBe('vendredi 27 novembre 2026');
    expect(localeFor('fr', ['de-DE'])).toBe('fr-FR');
  });

  it('is the UTC day of the deal, whatever the hour (no day shifted by a time zone)', () => {
    expect(dailyDateText('2026-01-01', 'en')).toMatch(/^Thursday,? 1 January 2026$/);
    expect(dailyDateText('2026-12-31', 'fr')).toBe('jeudi 31 décembre 2026');
  });

  it('makes the table\'s caption', () => {
    expect(dailyCaption('2026-11-27', 'en')).toMatch(/^Daily game of Friday,? 27 November 2026$/);
    expect(dailyCaption('2026-11-27', 'fr')).toBe('Partie du jour du vendredi 27 novembre 2026');
  });
});
