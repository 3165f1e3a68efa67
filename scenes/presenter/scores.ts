// The score screen's content in plain TS: players by VP, winners first, with the cards that scored.
import type { GameResult, Seat } from '../../src/engine';
import { cardName } from './log';
import { t } from '../../src/i18n';

export interface ScoreRow {
  seat: Seat;
  rank: number;
  vp: number;
  winner: boolean;
  /** The VP tokens (Poseidon; count 0), then the cards that scored, most VP first: "2 × Mu du Bélier", vp. */
  lines: { label: string; count: number; vp: number }[];
  /** Eliminated by an Epic: scored, never among the winners. */
  eliminated: boolean;
}

export function scoreRows(result: GameResult): ScoreRow[] {
  const sorted = [...result.scores].sort((a, b) => b.vp - a.vp || a.seat - b.seat);
  return sorted.map((s) => ({
    seat: s.seat,
    rank: 1 + sorted.filter((o) => o.vp > s.vp).length,
    vp: s.vp,
    winner: result.winners.includes(s.seat),
    lines: [
      // VP tokens first (count 0: a label of its own), so a long list never hides them.
      ...(s.tokens ? [{ label: t('score.tokens'), count: 0, vp: s.tokens }] : []),
      ...s.byCard.filter((l) => l.vp !== 0).sort((a, b) => b.vp - a.vp || a.type - b.type)
        .map((l) => ({ label: cardName(l.type), count: l.count, vp: l.vp })),
    ],
    eliminated: !!s.eliminated,
  }));
}
