// The one line under the board that says what is going on and what the player may do now.
import { t } from '../../src/i18n';
import type { TableModel } from './table-model';

export function statusLine(m: TableModel, opts: { error: string | null; selected: string | null; humans: boolean }): string {
  if (opts.error) return t(opts.error);
  const hero = (seat: number) => t(`hero.${m.players[seat]?.hero ?? ''}`);
  if (m.gameOver) return t('log.gameOver');
  if (m.waiting) return t('ui.waitingDecision', { hero: hero(m.waiting.seat) });
  if (!m.canAct) return opts.humans ? t('ui.botTurn', { hero: hero(m.active) }) : t('ui.spectating');
  if (opts.selected) return t('ui.selectTarget', { card: opts.selected });
  return `${t('ui.yourTurn', { hero: hero(m.active) })}  ·  ${t('ui.zoomHint')}`;
}
