// The one line under the board that says what is going on and what the player may do now (while the
// upkeep is shown: which of its steps).
import { t } from '../../src/i18n';
import type { Uid } from '../../src/engine';
import type { TableModel } from './table-model';

/** The upkeep step being shown, as the status line and the clock name it. */
export const upkeepStepName = (n: number): string => t(`upkeep.step${n}`);

/** `selected`: the selected hand card's name; `selectedUid`: that card, to tell what tapping it again does. */
export function statusLine(m: TableModel, opts: { error: string | null; selected: string | null; selectedUid?: Uid | null; humans: boolean; upkeep?: number | null; watched?: boolean }): string {
  if (opts.error) return t(opts.error);
  // A replay: nobody plays here (the bar below says where in the game it stands).
  if (opts.watched && !opts.upkeep && !m.gameOver) return t('replay.status');
  const hero = (seat: number) => t(`hero.${m.players[seat]?.hero ?? ''}`);
  // The table is showing the upkeep of the turn that just ended (the model is still that turn's).
  if (opts.upkeep) return t('ui.upkeepStep', { hero: hero(m.active), n: opts.upkeep, step: upkeepStepName(opts.upkeep) });
  if (m.gameOver) return t('log.gameOver');
  if (m.waiting) return t('ui.waitingDecision', { hero: hero(m.waiting.seat) });
  if (!m.canAct) return opts.humans ? t('ui.botTurn', { hero: hero(m.active) }) : t('ui.spectating');
  if (opts.selected) return selectedPrompt(m, opts.selected, opts.selectedUid ?? null);
  return `${t('ui.yourTurn', { hero: hero(m.active) })}  ·  ${t('ui.zoomHint')}`;
}

/**
 * What to do with the selected hand card, on both tables. An armor (or relic) with no field card to
 * face only goes into play: asking to tap a field card left a newcomer stuck (issues 12 and 25). Say
 * to tap it again or its button, labelled as on screen.
 */
export function selectedPrompt(m: TableModel, name: string, uid: Uid | null): string {
  const card = m.hand?.find((c) => c.uid === uid);
  if (card && card.targets.length === 0 && card.equip) return t('ui.selectEquip', { card: name, button: t('ui.equip') });
  if (card && card.targets.length === 0 && card.relic) return t('ui.selectRelic', { card: name, button: t('ui.playRelic') });
  return t('ui.selectTarget', { card: name });
}
