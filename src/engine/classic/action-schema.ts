// The shape of an action, checked before anything else so that malformed input gets a clear message.
import { z } from '../../cards/zod';
import type { Action } from '../table/types';

// -0 passes int() and min(0) but would enter the state as -0, which JSON turns into 0: make it 0.
const plain = (n: number) => n + 0;
/** An integer from `min` (to `max`), -0 made 0. */
export const intIn = (min?: number, max?: number) => z.pipe(
  z.int().check(...(min === undefined ? [] : [z.minimum(min)]), ...(max === undefined ? [] : [z.maximum(max)])),
  z.transform(plain),
);
const uid = intIn(0);
const seat = intIn(0, 4);
const flag = z.optional(z.boolean());

export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('play'), seat, card: uid, facing: uid, effect: flag }),
  z.strictObject({ type: z.literal('equip'), seat, card: uid, effect: flag }),
  z.strictObject({ type: z.literal('activate'), seat, card: uid }),
  z.strictObject({ type: z.literal('acquire'), seat, target: uid, by: z.enum(['force', 'cosmos']), armor: flag }),
  z.strictObject({ type: z.literal('heal'), seat, card: uid, targets: z.array(uid).check(z.minLength(1), z.maxLength(20)) }),
  z.strictObject({ type: z.literal('playRelic'), seat, card: uid, effect: flag }),
  z.strictObject({ type: z.literal('libra'), seat, card: uid }),
  z.strictObject({ type: z.literal('use'), seat, card: uid, index: intIn(0, 9) }),
  z.strictObject({ type: z.literal('endTurn'), seat, discard: z.optional(z.array(uid).check(z.maxLength(200))) }),
  z.strictObject({ type: z.literal('answer'), seat, decision: z.int().check(z.minimum(1)), picks: z.array(intIn()).check(z.maxLength(200)) }),
]);

/** Returns the action, typed, or a sentence naming what is wrong with it. */
export function parseAction(input: unknown): { ok: true; action: Action } | { ok: false; message: string } {
  let parsed: ReturnType<typeof actionSchema.safeParse>;
  try {
    parsed = actionSchema.safeParse(input);
  } catch (e) { // a getter or a proxy that throws: safeParse does not catch those
    return { ok: false, message: `malformed action: it cannot be read (${e instanceof Error ? e.message : String(e)})` };
  }
  if (parsed.success) return { ok: true, action: parsed.data as Action };
  const issue = parsed.error.issues[0];
  const where = issue.path.length ? ` (field "${issue.path.join('.')}")` : '';
  return { ok: false, message: `malformed action${where}: ${issue.message}` };
}
