// The shape of a cooperative action, checked before anything else so that malformed input gets a clear
// message: the classic actions, and moving, giving and picking the next hero.
import { z } from '../../cards/zod';
import { actionSchema as classicSchema, intIn } from '../classic/action-schema';
import type { CoopAction } from './types';

const uid = intIn(0);
const seat = intIn(0, 4);
const pile = intIn(0, 6);

export const coopActionSchema = z.union([
  classicSchema,
  // Poseidon's choice made by the table (RULING-10): his seat number is the heroes' count, up to 5.
  z.strictObject({ type: z.literal('answer'), seat: intIn(0, 5), decision: z.int().check(z.minimum(1)), picks: z.array(intIn()).check(z.maxLength(200)) }),
  z.strictObject({ type: z.literal('takeTurn'), seat }),
  z.strictObject({ type: z.literal('move'), seat, discard: uid, to: pile }),
  z.strictObject({ type: z.literal('give'), seat, to: seat, cards: z.array(uid).check(z.minLength(1), z.maxLength(200)) }),
]);

export function parseCoopAction(input: unknown): { ok: true; action: CoopAction } | { ok: false; message: string } {
  let parsed: ReturnType<typeof coopActionSchema.safeParse>;
  try {
    parsed = coopActionSchema.safeParse(input);
  } catch (e) {
    return { ok: false, message: `malformed action: it cannot be read (${e instanceof Error ? e.message : String(e)})` };
  }
  if (parsed.success) return { ok: true, action: parsed.data as CoopAction };
  const issue = parsed.error.issues[0];
  const where = issue.path.length ? ` (field "${issue.path.join('.')}")` : '';
  return { ok: false, message: `malformed action${where}: ${issue.message}` };
}
