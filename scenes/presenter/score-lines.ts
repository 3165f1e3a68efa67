// The score screens' lines of statistics (issue 25), in plain TS: each side's figures from the game's
// public record (src/replay/game-stats.ts), and a list of lines fitted to the room there is without
// losing a point: what does not fit is summed on one last line, so a column always adds up.
import { t } from '../../src/i18n';
import type { SideStats } from '../../src/replay/game-stats';

export interface Line { label: string; value: string }

/** A player's figures in the classic game: cards acquired, Force and Cosmos spent, turns played. */
export function classicStatLines(s: SideStats | undefined): Line[] {
  if (!s) return [];
  return [
    { label: t('ends.stat.acquired'), value: `${s.acquired}` },
    { label: t('ends.stat.force'), value: `${s.forceSpent}` },
    { label: t('ends.stat.cosmos'), value: `${s.cosmosSpent}` },
    { label: t('ends.stat.turns'), value: `${s.turns}` },
  ];
}

/** A hero's figures in one line under their VP: cards acquired, Force spent, pillars destroyed. */
export function heroStatLine(s: SideStats | undefined): string {
  return s ? t('ends.stat.hero', { n: s.acquired, force: s.forceSpent, pillars: s.pillars }) : '';
}

/** At most `room` lines: when they are more, the last shown sums the rest ("3 other cards", their VP). */
export function fitVpLines<T extends { vp: number; count: number }>(lines: readonly T[], room: number, others: (n: number, vp: number) => T): T[] {
  if (lines.length <= room) return [...lines];
  if (room <= 0) return [];
  const kept = lines.slice(0, room - 1), rest = lines.slice(room - 1);
  return [...kept, others(rest.reduce((n, l) => n + Math.max(1, l.count), 0), rest.reduce((v, l) => v + l.vp, 0))];
}
