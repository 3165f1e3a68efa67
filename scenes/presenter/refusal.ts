// A refusal of the rules as the table says it (issue 12): the engine's message key with the cards it
// names turned into their names in the player's language ("Kuraggu forbids acquiring Serpent des Mers
// now"). The rules' numbers (a cost, what is brought) are shown as they are.
import { hasMessage, t } from '../../src/i18n';
import { cardName } from './log';
import type { Refusal } from './table-model';

/** Parameters that name a card type. */
const CARD_PARAMS = new Set(['card', 'rule']);

export function refusalLine(r: Refusal): string {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(r.params)) params[k] = CARD_PARAMS.has(k) ? cardName(v) : v;
  if (!('rule' in params)) params.rule = t('ui.aFieldCard');
  // The engine's key says it in general ("error.notEnough"); its "refusal." twin names the cards.
  const named = r.key.replace(/^error\./, 'refusal.');
  return t(hasMessage(named) ? named : r.key, params);
}
