// Why a cooperative game ended, in one sentence for the end screen (issue 25). Every way the Poseidon
// rulebook's "Fin de partie" ends a game: the seven pillars destroyed (the heroes win), or the water at
// the top of the Main Breadwinner, then the final count: the heroes win only with strictly more VP than
// Poseidon, so a tie is his. Read from the engine's outcome and the board's view, never recounted here.
import { t } from '../../../src/i18n';
import type { CoopModel } from './coop-model';

export function endingSentence(m: CoopModel): string | null {
  const outcome = m.table.result?.coop;
  if (!outcome) return null;
  const round = m.round;
  if (outcome.reason === 'pillars') return t('dead.end.pillars', { round });
  const counts = { round, heroes: outcome.heroes, poseidon: outcome.poseidon, standing: m.piles.filter((p) => p.pillar.status !== 'destroyed').length };
  if (outcome.heroesWin) return t('dead.end.waterWin', counts);
  return t(outcome.heroes === outcome.poseidon ? 'dead.end.waterTie' : 'dead.end.waterLoss', counts);
}
