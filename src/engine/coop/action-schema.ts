// The shape of a cooperative action, checked before anything else so that malformed input gets a clear
// message: the classic actions, and moving, giving and picking the next hero.
import { z } from 'zod';
import { actionSchema as classicSchema } from '../classic/action-schema';
import type { CoopAction } from './types';

const int = () => z.number().int();
const plain = (n: number) => n + 0;
const uid = int().min(0).transform(plain);
const seat = int().min(0).max(4).transform(plain);
const pile = int().min(0).max(6).transform(plain);

export const coopActionSchema = z.union([
  classicSchema,
  // Poseidon's choice made by the table (RULING-10): his seat number is the heroes' count, up to 5.
  z.object({ type: z.literal('answer'), seat: int().min(0).max(5).transform(plain), decision: int().min(1), picks: z.array(int().transform(plain)).max(200) }).strict(),
  z.object({ type: z.literal('takeTurn'), seat }).strict(),
  z.object({ type: z.literal('move'), seat, discard: uid, to: pile }).strict(),
  z.object({ type: z.literal('give'), seat, to: seat, cards: z.array(uid).min(1).max(200) }).strict(),
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
