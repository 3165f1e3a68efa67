// The actions' schema, for untrusted input (a tap, a save, a file, the test hook).
import { z } from 'zod';
import type { GowAction } from './types';

const seat = z.number().int().min(0).max(3);
const id = z.string().min(1).max(40);
const place = z.string().regex(/^[tb][0-5]$/);
const played = z.object({ uid: z.number().int().min(0), option: z.number().int().min(0).max(2) }).strict();
const targets = z.array(z.string().max(80)).max(6).optional();

export const gowActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('place'), seat, figure: id, column: z.number().int().min(0).max(5), back: z.boolean().optional() }).strict(),
  z.object({ type: z.literal('carry'), seat, carrier: id }).strict(),
  z.object({ type: z.literal('move'), seat, figure: id, column: z.number().int().min(0).max(5), back: z.boolean().optional() }).strict(),
  z.object({ type: z.literal('attack'), seat, figure: id, cards: z.array(played).min(1).max(8), target: place }).strict(),
  z.object({ type: z.literal('special'), seat, figure: id, card: played, targets }).strict(),
  z.object({ type: z.literal('rage'), seat, figure: id, targets }).strict(),
  z.object({ type: z.literal('interact'), seat, figure: id, at: place, cards: z.array(played).min(1).max(4) }).strict(),
  z.object({ type: z.literal('companion'), seat, ability: id, option: z.number().int().min(0).max(1), targets }).strict(),
  z.object({ type: z.literal('endTurn'), seat }).strict(),
  z.object({ type: z.literal('absorb'), seat, yes: z.boolean() }).strict(),
  z.object({ type: z.literal('defend'), seat, cards: z.array(played).max(8) }).strict(),
  z.object({ type: z.literal('choose'), seat, pick: id }).strict(),
  z.object({ type: z.literal('upgrade'), seat, take: z.number().int().min(0).optional(), remove: z.number().int().min(0).optional() }).strict(),
]) satisfies z.ZodType<GowAction>;
