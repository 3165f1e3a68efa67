// God of War's part of the audience channel's schema (messages.ts): the engine's audience view
// (src/engine/gow/view.ts) and the events redacted for the audience. A seat's hand crosses as a count,
// never as a list: a view holding a hand's cards is refused whole, so an audience window can never draw
// one. A draw crosses as its count only (redactGowEvents: uids −1, cards ''): a `drew` naming a card is
// refused too. Cards are named by their content id, each checked against the view's content set.
import { z } from '../cards/zod';
import { contentSet, type GowEvent } from '../engine';

const int = z.int();
const intIn = (min: number, max?: number) => z.int().check(...(max === undefined ? [z.minimum(min)] : [z.minimum(min), z.maximum(max)]));
const count = intIn(0);
const seat = intIn(0, 3);
const text = (max: number) => z.string().check(z.maxLength(max));
/** A card face up (a discard, a revealed upgrade): its uid and its content id. */
const gowCard = z.looseObject({ uid: intIn(0), card: text(60) });

/** A seat as the audience sees it: the hand is a count (a list of cards is refused). */
const gowSeat = z.looseObject({ seat, hero: text(40), hand: count, deck: count, discard: z.array(gowCard).check(z.maxLength(200)), handLimit: count });

const gowFigure = z.looseObject({
  id: text(40), seat, health: count, damage: count, rage: count, track: count, exhausted: z.boolean(),
  column: z.nullable(intIn(0, 5)), back: z.boolean(), wards: count, carrier: z.nullable(text(40)),
});

const gowSlot = z.looseObject({
  at: text(4), face: z.enum(['front', 'back']), title: text(120), text: z.optional(text(600)),
  enemy: z.nullable(z.looseObject({ name: text(80), health: int, left: int, armor: z.array(int).check(z.maxLength(12)), attacks: z.record(z.string().check(z.maxLength(40)), z.looseObject({ kind: text(20), power: int })) })),
  stunned: z.boolean(), dead: z.boolean(), interaction: z.boolean(),
});

export const gowViewSchema = z.looseObject({
  mode: z.literal('gow'),
  viewer: z.literal('audience'),
  content: text(40),
  round: count,
  stage: text(20),
  phase: text(20),
  first: seat,
  active: seat,
  pending: z.nullable(z.looseObject({ kind: text(20), seat: intIn(0, 3) })),
  seats: z.array(gowSeat).check(z.minLength(1), z.maxLength(4)),
  figures: z.array(gowFigure).check(z.maxLength(10)),
  scenario: z.nullable(z.looseObject({ id: text(60), columns: intIn(1, 6), rounds: count, slots: z.array(gowSlot).check(z.maxLength(12)) })),
  revealed: z.array(gowCard).check(z.maxLength(60)),
  upgradeDeck: count,
  missions: z.array(text(60)).check(z.maxLength(12)),
  bosses: z.array(text(60)).check(z.maxLength(12)),
  played: z.array(text(60)).check(z.maxLength(24)),
  obstacles: z.array(text(60)).check(z.maxLength(12)),
  result: z.nullable(z.looseObject({ win: z.boolean(), by: text(20), round: count, missions: count })),
});

type Told = Exclude<GowEvent['type'], 'drew'>;
/** Every event the audience is told in full (a new engine event must be added here: a type error). */
const TOLD: Record<Told, true> = {
  missionBegan: true, placed: true, moved: true, statusDrawn: true, played: true, rolled: true, enemyHit: true,
  armorBroken: true, enemyStunned: true, enemyDefeated: true, rage: true, rageUsed: true, revealed: true,
  activated: true, stunShaken: true, enemyAttacks: true, defended: true, heroHurt: true, warded: true, healed: true,
  exhausted: true, statusGained: true, flipped: true, interacted: true, handLimit: true, upgraded: true,
  removedCard: true, upgradesBurned: true, missionWon: true, roundBegan: true, gameOver: true,
};

/** A draw as the audience is told it: how many cards, none named (uids −1, ids ''). */
const drewSchema = z.looseObject({ type: z.literal('drew'), seat, uids: z.array(z.literal(-1)).check(z.maxLength(60)), cards: z.array(z.literal('')).check(z.maxLength(60)) });
const toldSchema = z.looseObject({ type: z.enum(Object.keys(TOLD) as [Told, ...Told[]]) });

export const gowEventsSchema = z.array(z.union([drewSchema, toldSchema])).check(z.maxLength(5000));

/** The card ids a God of War game message names (its view's face-up cards, its events' cards). */
function namedIds(view: { seats: { discard: { card: string }[] }[]; revealed: { card: string }[] }, events: readonly Record<string, unknown>[]): string[] {
  const ids = [...view.seats.flatMap((s) => s.discard.map((c) => c.card)), ...view.revealed.map((c) => c.card)];
  for (const e of events) {
    if (e.type === 'drew') continue;
    if (typeof e.card === 'string') ids.push(e.card);
    for (const key of ['cards', 'ids']) {
      const list = e[key];
      if (Array.isArray(list)) for (const c of list) if (typeof c === 'string') ids.push(c);
    }
  }
  return ids;
}

/** Whether a God of War game message's content set is one this build lacks, or it names a card id
 *  that content set has not (drawing it would throw). */
export function namesUnknownGowCard(m: { view: unknown; events: unknown }): boolean {
  const view = m.view as z.infer<typeof gowViewSchema>;
  const content = contentSet(view.content);
  if (!content) return true;
  const known = new Set(content.cards.map((c) => c.id));
  return namedIds(view, m.events as Record<string, unknown>[]).some((id) => !known.has(id));
}
