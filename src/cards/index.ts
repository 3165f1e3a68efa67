// The card catalogue: every card type, validated at load, looked up by printed number.
import rawData from './card-data.json' with { type: 'json' };
import { cardDataSchema } from './schema';
import type { CardType } from './types';

export * from './types';
export * from './dsl';

function load(): ReadonlyMap<number, CardType> {
  const parsed = cardDataSchema.safeParse(rawData);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`card data is invalid at ${issue.path.join('.')}: ${issue.message}`);
  }
  return new Map(parsed.data.map((card) => [card.id, card as CardType]));
}

export const CARD_TYPES: ReadonlyMap<number, CardType> = load();
/** By printed number, in an array filled up to the highest one: the rules look a type up on every
 *  read, and a sparse array (numbers run to 9003) would be a slow dictionary. */
const BY_ID: (CardType | null)[] = new Array<CardType | null>(Math.max(...CARD_TYPES.keys()) + 1).fill(null);
for (const [id, card] of CARD_TYPES) BY_ID[id] = card;

export function cardType(id: number): CardType {
  const card = BY_ID[id];
  if (!card) throw new Error(`unknown card type ${id}`);
  return card;
}

export const isSaint = (card: CardType) => card.classes.some((c) => c.endsWith('Saint'));
