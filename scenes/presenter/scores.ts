// The score screen's content in plain TS: players by VP, winners first, with the cards that scored.
import type { GameResult, Seat } from '../../src/engine';
import { cardName } from './log';

export interface ScoreRow {
  seat: Seat;
  rank: number;
  vp: number;
  winner: boolean;
  /** Cards that scored, most VP first: "2 × Mu du Bélier", vp. */
  lines: { label: string; count: number; vp: number }[];
}

export function scoreRows(result: GameResult): ScoreRow[] {
  const sorted = [...result.scores].sort((a, b) => b.vp - a.vp || a.seat - b.seat);
  return sorted.map((s) => ({
    seat: s.seat,
    rank: 1 + sorted.filter((o) => o.vp > s.vp).length,
    vp: s.vp,
    winner: result.winners.includes(s.seat),
    lines: s.byCard.filter((l) => l.vp !== 0).sort((a, b) => b.vp - a.vp || a.type - b.type)
      .map((l) => ({ label: cardName(l.type), count: l.count, vp: l.vp })),
  }));
}
