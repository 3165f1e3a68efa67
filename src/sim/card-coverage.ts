// How much of each card set the card language covers: a card type is scripted when every trigger
// keyword of its printed text has a script part that answers it (the rule the card lint applies).
// Pure functions: the CLI (cards-cli.ts) prints them.
import type { CardScript, CardSet, CardType, Trigger } from '../cards';

export const SETS: readonly CardSet[] = ['base', 'asgard', 'poseidon', 'epic', 'promo'];

/**
 * Whether a script answers one trigger keyword: play → play ops; discard / wound / destroy / freeze →
 * an activation with that cost; defeated, arrival, exit, marked, epicEnd, gameEnd → those ops;
 * static → always-on effects (value, cost or field rules), or, for an Epic or a relic, its turn
 * hooks, turn actions or reactions (an Epic's ongoing text).
 */
export function answers(trigger: Trigger, script: CardScript | undefined): boolean {
  if (!script) return false;
  const has = (ops: unknown[] | undefined) => (ops?.length ?? 0) > 0;
  switch (trigger) {
    case 'play': return has(script.play);
    case 'discard': case 'wound': case 'destroy': case 'freeze': return script.activate?.cost === trigger && script.activate.ops.length > 0;
    case 'defeated': return has(script.defeated);
    case 'arrival': return has(script.arrival);
    case 'exit': return has(script.exit);
    case 'marked': return has(script.marked);
    case 'epicEnd': return has(script.epicEnd);
    case 'gameEnd': return has(script.gameEnd);
    case 'static': return has(script.statics) || has(script.turnStart) || has(script.turnEnd) || has(script.actions) || has(script.whenever);
  }
}

/** The trigger keywords of a card that its script leaves unanswered. */
export const missingTriggers = (card: CardType, script: CardScript | undefined): Trigger[] =>
  card.triggers.filter((t) => !answers(t, script));

export const isScripted = (card: CardType, script: CardScript | undefined): boolean => missingTriggers(card, script).length === 0;

export interface SetCoverage {
  set: CardSet;
  /** Number of card types in the set. */
  types: number;
  /** Card types whose every trigger is scripted (a card without any effect counts as scripted). */
  scripted: number;
  /** Card types with an effect and no trigger, for information. */
  noEffect: number;
  /** Ids still missing a script part, ascending. */
  missing: number[];
}

export function coverage(cards: Iterable<CardType>, scriptOf: (id: number) => CardScript | undefined): SetCoverage[] {
  const all = [...cards];
  return SETS.map((set) => {
    const inSet = all.filter((c) => c.set === set).sort((a, b) => a.id - b.id);
    const missing = inSet.filter((c) => !isScripted(c, scriptOf(c.id))).map((c) => c.id);
    return { set, types: inSet.length, scripted: inSet.length - missing.length, noEffect: inSet.filter((c) => c.triggers.length === 0).length, missing };
  });
}

/** Consecutive ids as ranges: [1, 2, 3, 7] → "1–3, 7". */
export function ranges(ids: number[]): string {
  const out: string[] = [];
  for (let i = 0; i < ids.length; i++) {
    let j = i;
    while (j + 1 < ids.length && ids[j + 1] === ids[j] + 1) j++;
    out.push(j === i ? String(ids[i]) : `${ids[i]}–${ids[j]}`);
    i = j;
  }
  return out.join(', ');
}

/** A readable table: one line per set, then the missing ids. */
export function formatCoverage(rows: SetCoverage[]): string {
  const head = ['set', 'types', 'scripted', 'missing'];
  const body = rows.map((r) => [r.set, String(r.types), `${r.scripted}/${r.types}`, String(r.missing.length)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const lines = [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)];
  const gaps = rows.filter((r) => r.missing.length);
  if (gaps.length) lines.push('', ...gaps.map((r) => `${r.set} missing: ${ranges(r.missing)}`));
  else lines.push('', 'every card type is scripted');
  return lines.join('\n');
}
