// The shape of an action, checked before anything else so that malformed input gets a clear message.
import { z } from 'zod';
import type { Action } from '../table/types';

// -0 passes int() and min(0) but would enter the state as -0, which JSON turns into 0: make it 0.
const int = () => z.number().int();
const plain = (n: number) => n + 0;
const uid = int().min(0).transform(plain);
const seat = int().min(0).max(4).transform(plain);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), seat, card: uid, facing: uid, effect: z.boolean().optional() }).strict(),
  z.object({ type: z.literal('equip'), seat, card: uid, effect: z.boolean().optional() }).strict(),
  z.object({ type: z.literal('activate'), seat, card: uid }).strict(),
  z.object({ type: z.literal('acquire'), seat, target: uid, by: z.enum(['force', 'cosmos']), armor: z.boolean().optional() }).strict(),
  z.object({ type: z.literal('heal'), seat, card: uid, targets: z.array(uid).min(1).max(20) }).strict(),
  z.object({ type: z.literal('playRelic'), seat, card: uid, effect: z.boolean().optional() }).strict(),
  z.object({ type: z.literal('libra'), seat, card: uid }).strict(),
  z.object({ type: z.literal('use'), seat, card: uid, index: int().min(0).max(9).transform(plain) }).strict(),
  z.object({ type: z.literal('endTurn'), seat, discard: z.array(uid).max(200).optional() }).strict(),
  z.object({ type: z.literal('answer'), seat, decision: z.number().int().min(1), picks: z.array(int().transform(plain)).max(200) }).strict(),
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
