// The result of a daily game as a text to share (issue 13: "its result shareable as text with the
// share code"): the date, the mode, the player's score or the team's outcome, the turns, the code.
// Plain TS: the score screens draw it and copy it; a unit test reads it. The mode's line is its
// entry's (presenter-modes.ts).
import { t, type Lang } from '../../src/i18n';
import type { SaveFile } from '../../src/persist/save';
import { presenterMode, type AnyView } from './presenter-modes';

/** `view`: the finished game as the table shows it (the engine's view: result, turns, rounds). */
export function dailyResultText(save: SaveFile, view: AnyView, date: string, code: string | null, lang?: Lang): string {
  const lines = [t('daily.title', { date }, lang), presenterMode(save.mode).dailyLine(save, view, lang)];
  if (code) lines.push(t('daily.code', { code }, lang));
  return lines.join('\n');
}
