// The daily game (issue 13): each mode's deal of the day (daily-deals.ts, by the mode's entry in
// modes.ts), and which daily game a save is. The result of a daily game is told as a line of text,
// with the game's share code, for a chat.
import type { SaveFile } from '../persist/save';
import { utcDate } from './daily-deals';
import { APP_MODES } from './modes';

export * from './daily-deals';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The date of the daily game a save is, or null: checked against today's and the two days before
 *  (a daily game may be finished after midnight), by its setup and seats, nothing stored aside. */
export function dailyOf(save: SaveFile, now: number): string | null {
  for (let back = 0; back < 3; back++) {
    const date = utcDate(now - back * 86_400_000);
    const daily = APP_MODES[save.mode].daily(date);
    if (same(save.setup, daily.setup) && same(save.seats, daily.seats)) return date;
  }
  return null;
}
