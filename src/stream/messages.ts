// What the game's page and its audience windows say to each other, and the zod schemas every
// received message must pass (as src/persist checks a save): anything else on the channel is ignored.
// What crosses is public by construction: the engine's audience view and the events redacted for the
// audience, never the state, a hand or a deck's order. The one exception is opt-in and late: a
// `reveal`, the hand a seat was dealt for a turn, sent once that turn is over (or a chosen delay after
// it began) and only when the player chose so on the game's page (reveal.ts). An audience window only
// asks for the game: nothing it says changes what is published.
import { z } from 'zod';
import { CARD_TYPES } from '../cards';

export { REVEAL_DELAYS, type RevealSetting } from './reveal';

const int = z.number().int();
const seat = int.min(0).max(5);
const cardRef = z.looseObject({ uid: int, type: int });

/** A player as the audience sees them: the hand is a count, its cards are null (a view with a hand
 *  in it is refused, so an audience window can never draw one). */
const playerSchema = z.looseObject({
  seat, hero: z.string().max(20), handCount: int.min(0), hand: z.null(), deckCount: int.min(0),
  discard: z.array(cardRef), vp: z.number().optional(),
});

const fieldCard = cardRef.nullable();

const tableViewSchema = z.looseObject({
  viewer: z.literal('audience'),
  phase: z.string().max(20),
  active: seat,
  turn: int.min(0),
  clock: int.min(0).max(99),
  finalRound: z.boolean(),
  reserveCount: int.min(0),
  field: z.array(fieldCard).max(12),
  fieldDiscard: z.array(cardRef),
  play: z.array(z.looseObject({ uid: int, type: int, seat, facing: int.nullable() })),
  players: z.array(playerSchema).min(2).max(5),
  pending: z.looseObject({ seat: int, prompt: z.string() }).nullable(),
  result: z.looseObject({ scores: z.array(z.looseObject({ seat, vp: z.number() })), winners: z.array(seat) }).nullable(),
});

const boardSchema = z.looseObject({
  difficulty: z.string().max(20), pawn: int.min(0).max(13), water: int.min(0), waterTop: int.min(1), round: int.min(0),
  piles: z.array(z.looseObject({ hidden: int.min(0), pillar: cardRef.and(z.looseObject({ status: z.enum(['hidden', 'revealed', 'destroyed']) })) })).length(7),
  breadwinner: z.array(cardRef), poseidonMarked: z.array(cardRef), heroAt: z.array(int.min(0).max(6)), played: z.array(seat),
  inTurn: z.boolean(), preview: z.array(z.looseObject({ pile: int })),
});

export const classicViewSchema = tableViewSchema.and(z.looseObject({ mode: z.literal('classic').optional() }));
export const coopViewSchema = tableViewSchema.and(z.looseObject({ mode: z.literal('coop'), board: boardSchema }));

const eventsSchema = z.array(z.looseObject({ type: z.string().max(40) })).max(5000);

const gameSchema = z.union([
  z.object({ v: z.literal(1), kind: z.literal('game'), mode: z.literal('classic'), fresh: z.boolean(), actions: int.min(0), at: z.number().optional(), view: classicViewSchema, events: eventsSchema }),
  z.object({ v: z.literal(1), kind: z.literal('game'), mode: z.literal('coop'), fresh: z.boolean(), actions: int.min(0), at: z.number().optional(), view: coopViewSchema, events: eventsSchema }),
]);

/** The game's page → audience windows. A game message's `at` is when the game's page accepted the
 *  action (ms since 1970): the audience window measures how far behind it draws. */
export const fromGameSchema = z.union([
  /** The game's page is (back) up: audience windows ask for the game. */
  z.object({ v: z.literal(1), kind: z.literal('hello') }),
  /** No game on the table (the menu). */
  z.object({ v: z.literal(1), kind: z.literal('idle') }),
  /** The game's page goes away (closed or reloading). */
  z.object({ v: z.literal(1), kind: z.literal('bye') }),
  /** The game now (fresh: a snapshot, nothing to animate) or an accepted action's public events. */
  gameSchema,
  /** A hand shown late, as the player chose on the game's page (see the header). */
  z.object({ v: z.literal(1), kind: z.literal('reveal'), seat, turn: int.min(0), cards: z.array(z.object({ uid: int, type: int })).max(60) }),
]);

/** Audience window → the game's page: "I am here, send me the game". Whatever else it carries (an
 *  older window's `reveal`) is dropped unread. */
export const askSchema = z.object({ v: z.literal(1), kind: z.literal('ask') });

export type FromGame = z.infer<typeof fromGameSchema>;
export type GameMessage = z.infer<typeof gameSchema>;
export type RevealMessage = Extract<FromGame, { kind: 'reveal' }>;
export type Ask = z.infer<typeof askSchema>;

/** A message from the game's page, or null for anything else (junk is ignored, never thrown): a message
 *  naming a card type this build does not know (another version's page, a forged message) is dropped
 *  whole, since drawing it would throw. */
export function readFromGame(data: unknown): FromGame | null {
  const parsed = fromGameSchema.safeParse(data);
  return parsed.success && !namesUnknownCard(parsed.data) ? parsed.data : null;
}

/** Whether a card reference ({ uid, type }) or an event's `card` anywhere in `x` is no known card type
 *  (-1 is a card the audience may not see: redacted, it names none). */
export function namesUnknownCard(x: unknown): boolean {
  if (Array.isArray(x)) return x.some(namesUnknownCard);
  if (!x || typeof x !== 'object') return false;
  const o = x as Record<string, unknown>;
  if (typeof o.uid === 'number' && typeof o.type === 'number' && !knownOrHidden(o.type)) return true;
  if (typeof o.card === 'number' && !knownOrHidden(o.card)) return true;
  return Object.values(o).some(namesUnknownCard);
}

const knownOrHidden = (type: number) => type === -1 || CARD_TYPES.has(type);

export function readAsk(data: unknown): Ask | null {
  const parsed = askSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
