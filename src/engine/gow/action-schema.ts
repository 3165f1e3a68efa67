// The actions' schema, for untrusted input (a tap, a save, a file, the test hook).
import { z } from '../../cards/zod';

// -0 passes the checks but would enter the state as -0: made 0 (as the classic schema does).
const intIn = (min: number, max?: number) => z.pipe(z.int().check(z.minimum(min), ...(max === undefined ? [] : [z.maximum(max)])), z.transform((n: number) => n + 0));

const seat = intIn(0, 3);
const id = z.string().check(z.minLength(1), z.maxLength(40));
const place = z.string().check(z.regex(/^[tb][0-5]$/));
const column = intIn(0, 5);
const played = z.strictObject({ uid: intIn(0), option: intIn(0, 2) });
const targets = z.optional(z.array(z.string().check(z.maxLength(80))).check(z.maxLength(6)));
const flag = z.optional(z.boolean());
const cards = (min: number, max: number) => z.array(played).check(z.minLength(min), z.maxLength(max));

export const gowActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('place'), seat, figure: id, column, back: flag }),
  z.strictObject({ type: z.literal('carry'), seat, carrier: id }),
  z.strictObject({ type: z.literal('move'), seat, figure: id, column, back: flag }),
  z.strictObject({ type: z.literal('attack'), seat, figure: id, cards: cards(1, 8), target: place }),
  z.strictObject({ type: z.literal('special'), seat, figure: id, card: played, targets }),
  z.strictObject({ type: z.literal('rage'), seat, figure: id, targets }),
  z.strictObject({ type: z.literal('interact'), seat, figure: id, at: place, cards: cards(1, 4) }),
  z.strictObject({ type: z.literal('companion'), seat, ability: id, option: intIn(0, 1), targets }),
  z.strictObject({ type: z.literal('endTurn'), seat }),
  z.strictObject({ type: z.literal('absorb'), seat, yes: z.boolean() }),
  z.strictObject({ type: z.literal('defend'), seat, cards: cards(0, 8) }),
  z.strictObject({ type: z.literal('choose'), seat, pick: id }),
  z.strictObject({ type: z.literal('upgrade'), seat, take: z.optional(intIn(0)), remove: z.optional(intIn(0)) }),
]);
