// What the game's page and its audience windows say to each other, and the zod schemas every
// received message must pass (as src/persist checks a save): anything else on the channel is ignored.
// What crosses is public by construction: the engine's audience view and the events redacted for the
// audience, never the state, a hand or a deck's order. The one exception is opt-in and late: a
// `reveal`, the hand a seat was dealt for a turn, sent once that turn is over (or a chosen delay after
// it began) and only when the player chose so on the game's page (reveal.ts). An audience window only
// asks for the game: nothing it says changes what is published.
import { z } from '../cards/zod';
import { CARD_TYPES } from '../cards';
import { gowViewSchema, gowEventsSchema, namesUnknownGowCard } from './gow-messages';

export { REVEAL_DELAYS, type RevealSetting } from './reveal';

const int = z.int();
/** An integer from `min` (to `max`). */
const intIn = (min: number, max?: number) => z.int().check(...(max === undefined ? [z.minimum(min)] : [z.minimum(min), z.maximum(max)]));
const count = intIn(0);
const seat = intIn(0, 5);
const text = (max: number) => z.string().check(z.maxLength(max));
const cardRef = z.looseObject({ uid: int, type: int });

/** A player as the audience sees them: the hand is a count, its cards are null (a view with a hand
 *  in it is refused, so an audience window can never draw one). */
const playerSchema = z.looseObject({
  seat, hero: text(20), handCount: count, hand: z.null(), deckCount: count,
  discard: z.array(cardRef), vp: z.optional(z.number()),
});

const fieldCard = z.nullable(cardRef);

const tableViewSchema = z.looseObject({
  viewer: z.literal('audience'),
  phase: text(20),
  active: seat,
  turn: count,
  clock: intIn(0, 99),
  finalRound: z.boolean(),
  reserveCount: count,
  field: z.array(fieldCard).check(z.maxLength(12)),
  fieldDiscard: z.array(cardRef),
  play: z.array(z.looseObject({ uid: int, type: int, seat, facing: z.nullable(int) })),
  players: z.array(playerSchema).check(z.minLength(2), z.maxLength(5)),
  pending: z.nullable(z.looseObject({ seat: int, prompt: z.string() })),
  result: z.nullable(z.looseObject({ scores: z.array(z.looseObject({ seat, vp: z.number() })), winners: z.array(seat) })),
});

const boardSchema = z.looseObject({
  difficulty: text(20), pawn: intIn(0, 13), water: count, waterTop: intIn(1), round: count,
  piles: z.array(z.looseObject({ hidden: count, pillar: z.intersection(cardRef, z.looseObject({ status: z.enum(['hidden', 'revealed', 'destroyed']) })) })).check(z.length(7)),
  breadwinner: z.array(cardRef), poseidonMarked: z.array(cardRef), heroAt: z.array(intIn(0, 6)), played: z.array(seat),
  inTurn: z.boolean(), preview: z.array(z.looseObject({ pile: int })),
});

export const classicViewSchema = z.intersection(tableViewSchema, z.looseObject({ mode: z.optional(z.literal('classic')) }));
export const coopViewSchema = z.intersection(tableViewSchema, z.looseObject({ mode: z.literal('coop'), board: boardSchema }));

const eventsSchema = z.array(z.looseObject({ type: text(40) })).check(z.maxLength(5000));

const gameSchema = z.union([
  z.object({ v: z.literal(1), kind: z.literal('game'), mode: z.literal('classic'), fresh: z.boolean(), actions: count, at: z.optional(z.number()), view: classicViewSchema, events: eventsSchema }),
  z.object({ v: z.literal(1), kind: z.literal('game'), mode: z.literal('coop'), fresh: z.boolean(), actions: count, at: z.optional(z.number()), view: coopViewSchema, events: eventsSchema }),
  // God of War: every hand a count, no draw naming its cards (gow-messages.ts).
  z.object({ v: z.literal(1), kind: z.literal('game'), mode: z.literal('gow'), fresh: z.boolean(), actions: count, at: z.optional(z.number()), view: gowViewSchema, events: gowEventsSchema }),
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
  z.object({ v: z.literal(1), kind: z.literal('reveal'), seat, turn: count, cards: z.array(z.object({ uid: int, type: int })).check(z.maxLength(60)) }),
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
 *  whole, since drawing it would throw; God of War's cards are named by id, each checked against the
 *  view's content set. */
export function readFromGame(data: unknown): FromGame | null {
  const parsed = fromGameSchema.safeParse(data);
  if (!parsed.success) return null;
  const m = parsed.data;
  return (m.kind === 'game' ? (UNKNOWN_CARDS[m.mode] as (g: GameMessage) => boolean)(m) : namesUnknownCard(m)) ? null : m;
}

/** Each mode's test of a game message for a card this build cannot draw. */
const UNKNOWN_CARDS: { readonly [M in GameMessage['mode']]: (m: Extract<GameMessage, { mode: M }>) => boolean } = {
  classic: namesUnknownCard, coop: namesUnknownCard, gow: namesUnknownGowCard,
};

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
