// Whether a card type matches a filter of the card language (the parts that need no game state; the
// marker filters are applied by the selectors in select.ts).
import type { CardType, Filter } from '../../cards';
import { scriptOf } from '../../cards/scripts';
import type { EffectContext, Uid } from '../table/types';

export function matches(card: CardType, filter: Filter | undefined, uid?: Uid, ctx?: EffectContext): boolean {
  if (!filter) return true;
  if (filter.kind && !filter.kind.includes(card.kind)) return false;
  if (filter.classes && !filter.classes.some((c) => card.classes.includes(c))) return false;
  if (filter.rank && (!card.rank || !filter.rank.includes(card.rank))) return false;
  if (filter.heroName && card.heroName !== filter.heroName) return false;
  if (filter.typeIds && !filter.typeIds.includes(card.id)) return false;
  if (filter.notTypeIds && filter.notTypeIds.includes(card.id)) return false;
  if (filter.saint !== undefined && card.classes.some((c) => c.endsWith('Saint')) !== filter.saint) return false;
  if (filter.hasCosmos !== undefined && card.cosmos > 0 !== filter.hasCosmos) return false;
  if (filter.notSelf && ctx && uid === ctx.source) return false;
  if (filter.force && !within(card.force, filter.force)) return false;
  if (filter.cosmos && !within(card.cosmos, filter.cosmos)) return false;
  if (filter.not?.some((f) => matches(card, f, uid, ctx))) return false; // Garde d'Asgard 1035
  if (filter.hasPart && !scriptOf(card.id)?.[filter.hasPart]?.length) return false; // Soldat Marina 2024, Écaille des Lyumnades 2033
  return true;
}

const within = (n: number, b: { min?: number; max?: number }) => (b.min === undefined || n >= b.min) && (b.max === undefined || n <= b.max);
