// The one line under the cooperative board that says what is going on and what the player may do now:
// the step of a turn end or of Poseidon's phase being shown, whose turn it is, who is deciding, or
// that the table picks the next hero.
import type { Seat, Uid } from '../../../src/engine';
import { t } from '../../../src/i18n';
import type { CoopMoment, CoopStep } from '../../../src/flow/coop-flow';
import { cardName } from '../log';
import { selectedPrompt } from '../status-line';
import type { CoopModel } from './coop-model';

export interface StatusContext {
  error: string | null;
  step: CoopStep | null;
  moment: CoopMoment;
  humans: readonly boolean[];
  viewer: Seat;
  selected: Uid | null;
  /** The bots send one of theirs in next at the team's pick (a person may claim the turn first). */
  botsPick?: boolean;
  /** The bot whose turn the table pauses after (review each bot turn), or null. */
  reviewing?: Seat | null;
  /** No hero can change the outcome any more, or (`quiet`) the heroes have changed nothing for that
   *  many rounds: the Poseidon phases left before the water's top. */
  stall?: { rounds: number; quiet?: number } | null;
}

export function coopStatus(m: CoopModel, c: StatusContext): string {
  if (c.error) return t(c.error);
  const hero = (seat: number) => t(`hero.${m.heroes[seat]?.hero ?? ''}`);
  const step = c.step;
  if (c.moment === 'shown' && step) {
    switch (step.kind) {
      case 'upkeep': return t('ui.upkeepStep', { hero: hero(m.active), n: step.step, step: t(`upkeep.step${step.step}`) });
      case 'poseidonBegins': return t('ui.poseidonBegins');
      case 'floodMoves': case 'poseidonActs': return t('ui.poseidonCrossing', { n: step.crossing });
      case 'poseidonEnds': return t('ui.poseidonEnds');
    }
  }
  if (m.table.gameOver) return t('log.gameOver');
  if (c.reviewing !== undefined && c.reviewing !== null) return t('pace.reviewing', { hero: hero(c.reviewing) });
  if (c.stall && c.stall.quiet === undefined) return c.stall.rounds === 1 ? t('pace.stalledOne') : t('pace.stalledMany', { n: c.stall.rounds });
  if (m.table.waiting) return t('ui.waitingDecision', { hero: hero(m.table.waiting.seat) });
  // Only an offer (nothing is proved): a decision, or a card a person has picked up, speaks first.
  if (c.stall && c.selected === null) return t('dead.quiet', { n: c.stall.quiet!, left: c.stall.rounds });
  const anyHuman = c.humans.some(Boolean);
  if (m.toAct === 'team') return anyHuman ? teamPickStatus(m, c, hero) : t('ui.spectating');
  if (typeof m.toAct === 'number' && !c.humans[m.toAct]) return anyHuman ? t('ui.botTurn', { hero: hero(m.toAct) }) : t('ui.spectating');
  if (c.selected !== null) {
    const type = m.table.hand?.find((h) => h.uid === c.selected)?.type;
    if (type !== undefined) return selectedPrompt(m.table, cardName(type), c.selected);
  }
  if (m.inTurn && m.toAct === c.viewer) return t('ui.coopYourTurn', { hero: hero(c.viewer) });
  return '';
}

/** The team's pick at a table with people: the bots sending one of theirs in, or the people's turn to
 *  pick (their one hero still to play named). */
function teamPickStatus(m: CoopModel, c: StatusContext, hero: (seat: number) => string): string {
  if (c.botsPick) return t('pace.botsPick');
  const mine = m.heroes.filter((h) => h.pick && c.humans[h.seat]);
  return mine.length === 1 ? t('pace.yourPick', { hero: hero(mine[0].seat) }) : t('ui.pickHero');
}
