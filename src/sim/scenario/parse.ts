// What both loaders share (load.ts, load-coop.ts): the error naming the bad field, and parsing a value
// against a schema with that error.
import type { z } from 'zod';
import { CARD_TYPES } from '../../cards';
import { parseRef } from './refs';

export class ScenarioError extends Error {
  constructor(readonly field: string, readonly detail: string) {
    super(field ? `field "${field}": ${detail}` : detail);
  }
}

export function parse<T>(schema: z.ZodType<T>, value: unknown, at: (string | number)[]): T {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = [...at, ...issue.path.map(String)].join('.');
  const missing = 'input' in issue && issue.input === undefined && issue.code !== 'custom';
  throw new ScenarioError(path, missing ? 'missing' : issue.message);
}

/** Throws the error for a field. */
export const bad = (field: string, detail: string): never => { throw new ScenarioError(field, detail); };

/** Parses the steps: each has exactly one of "do", "answer" or "expect", checked by its schema. */
export function parseSteps<D, A, E>(raws: unknown[], schemas: { do: z.ZodType<D>; answer: z.ZodType<A>; expect: z.ZodType<E> }): (D | A | E)[] {
  return raws.map((raw, i) => {
    const at = ['steps', i];
    if (typeof raw !== 'object' || raw === null) throw new ScenarioError(at.join('.'), 'a step is an object with "do", "answer" or "expect"');
    const keys = (['do', 'answer', 'expect'] as const).filter((k) => k in raw);
    if (keys.length !== 1) throw new ScenarioError(at.join('.'), 'a step has exactly one of "do", "answer" or "expect"');
    return parse<D | A | E>(schemas[keys[0]], raw, at);
  });
}

/** The card references a step holds, by key: a reference, or a list of them. */
const REF_KEYS = ['card', 'facing', 'target', 'discard', 'targets', 'cards', 'answer'] as const;

/** Each card reference of the steps names a seat of the table (the schema checked their form). */
export function checkStepSeats(steps: object[], players: number, refOk: (text: string, at: string) => void): void {
  steps.forEach((step, i) => {
    if ('expect' in step) return;
    const s = step as Record<string, unknown>;
    if (typeof s.seat === 'number' && s.seat >= players) bad(`steps.${i}.seat`, `there are only ${players} players`);
    for (const key of REF_KEYS) {
      const v = s[key];
      if (typeof v === 'string') refOk(v, `steps.${i}.${key}`);
      else if (Array.isArray(v)) v.forEach((text, j) => refOk(String(text), `steps.${i}.${key}.${j}`));
    }
  });
}

/** The seat a card reference names ("hand:1@2", "armor@1", "seat:3"), if it names one ("@poseidon"
 *  names none: his place is found at the table). */
export function seatOfRef(text: string): number | undefined {
  const r = parseRef(text);
  const seat = r && (r.kind === 'seat' || r.kind === 'armor' || r.kind === 'zone') ? r.seat : undefined;
  return typeof seat === 'number' ? seat : undefined;
}

/** A reference naming no seat beyond the table's `players`. */
export const refSeatOk = (players: number) => (text: string, at: string): void => {
  const seat = seatOfRef(text);
  if (seat !== undefined && seat >= players) bad(at, `"${text}" names seat ${seat}, but there are only ${players} players`);
};

/** A player's armor is an armor and the cards they have in play are characters. */
export function checkPlayerCards(p: { armor: number | null; play: { card: number }[] }, at: string): void {
  const named = (id: number) => `${CARD_TYPES.get(id)!.name} (${id})`;
  if (p.armor !== null && CARD_TYPES.get(p.armor)!.kind !== 'armor') bad(`${at}.armor`, `${named(p.armor)} is not an armor`);
  p.play.forEach((c, i) => {
    if (CARD_TYPES.get(c.card)!.kind !== 'character') bad(`${at}.play.${i}.card`, `${named(c.card)} is not a character; an armor goes in "armor"`);
  });
}

/** The Epics of a state are Epics. */
export function checkEpicKinds(epic: { current: number | null; deck: number[]; done: number[] } | undefined): void {
  if (!epic) return;
  for (const t of [...(epic.current === null ? [] : [epic.current]), ...epic.deck, ...epic.done]) {
    if (CARD_TYPES.get(t)!.kind !== 'epic') bad('state.epic', `${CARD_TYPES.get(t)!.name} (${t}) is not an Epic`);
  }
}

/** An expectation names only seats of the table. */
export function checkExpectSeats(e: { players?: Record<string, unknown>; active?: number }, at: string, players: number): void {
  for (const key of Object.keys(e.players ?? {})) if (Number(key) >= players) bad(`${at}.players.${key}`, `there are only ${players} players`);
  if (e.active !== undefined && e.active >= players) bad(`${at}.active`, `there are only ${players} players`);
}
