// The result of a daily game as a text to share (issue 13: "its result shareable as text with the
// share code"): the date, the mode, the player's score or the team's outcome, the turns, the code.
// Plain TS: the score screens draw it and copy it; a unit test reads it.
import type { GameState } from '../../src/engine';
import { t, type Lang } from '../../src/i18n';
import type { SaveFile } from '../../src/persist/save';
import { scoreRows } from './scores';

export function dailyResultText(save: SaveFile, state: GameState, date: string, code: string | null, lang?: Lang): string {
  const players = save.seats.length;
  const result = state.result;
  const lines = [t('daily.title', { date }, lang)];
  if (save.mode === 'coop') {
    const difficulty = t(`difficulty.${save.setup.difficulty ?? 'normal'}`, {}, lang);
    const board = (state as { board?: { round: number } }).board;
    lines.push(`${t('daily.coop', { players, difficulty }, lang)} · ${t(result?.coop?.heroesWin ? 'daily.coopWon' : 'daily.coopLost', {}, lang)}`
      + (result?.coop ? ` (${result.coop.heroes} – ${result.coop.poseidon})` : '') + ` · ${t('daily.rounds', { n: board?.round ?? 0 }, lang)}`);
  } else {
    // The player is the first seat (src/app/daily.ts seats them there).
    const mine = result ? scoreRows(result).find((r) => r.seat === 0) : undefined;
    const vp = mine?.vp ?? 0, rank = mine?.rank ?? 1;
    const hero = t(`hero.${save.setup.heroes[0]}`, {}, lang);
    lines.push(`${t('daily.classic', { players }, lang)} · ${t('daily.classicResult', { hero, vp, rank, players }, lang)} · ${t('daily.turns', { n: state.turn }, lang)}`);
  }
  if (code) lines.push(t('daily.code', { code }, lang));
  return lines.join('\n');
}
