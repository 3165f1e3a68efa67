// Checking a state against a scenario's expectations, and reporting what held and what did not.
import { classicScoreSeat } from '../../engine';
import { hasMarker } from '../../engine/table/markers';
import type { GameEvent, GameState, PlayerState, Uid } from '../../engine/classic/types';
import type { Expectation, ZoneExpect } from './schema';

export interface Check {
  label: string;
  ok: boolean;
  expected: unknown;
  actual: unknown;
}
export interface ScenarioResult {
  passed: boolean;
  checks: Check[];
}

export const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function compareZone(label: string, expected: ZoneExpect, actual: number[]): Check {
  if (expected.ordered) return { label: `${label} (in order)`, ok: same(expected.ordered, actual), expected: expected.ordered, actual };
  if (expected.contains) {
    const left = [...actual];
    const ok = expected.contains.every((t) => { const i = left.indexOf(t); if (i < 0) return false; left.splice(i, 1); return true; });
    return { label: `${label} contains`, ok, expected: expected.contains, actual: sorted(actual) };
  }
  return { label, ok: same(sorted(expected.exactly!), sorted(actual)), expected: sorted(expected.exactly!), actual: sorted(actual) };
}

/** Partial match: every key of `expected` matches in `actual`, recursively; arrays match in full. */
export function partialMatch(expected: unknown, actual: unknown): boolean {
  if (typeof expected !== 'object' || expected === null) return Object.is(expected, actual);
  if (typeof actual !== 'object' || actual === null) return false;
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && expected.length === actual.length && expected.every((e, i) => partialMatch(e, actual[i]));
  }
  return Object.entries(expected).every(([k, v]) => partialMatch(v, (actual as Record<string, unknown>)[k]));
}

export function checkExpectation(state: GameState, e: Expectation, events: GameEvent[], where: string): Check[] {
  const out: Check[] = [];
  const types = (uids: Uid[]) => uids.map((u) => state.cards[u]);
  const value = (label: string, expected: unknown, actual: unknown) => out.push({ label: `${where}${label}`, ok: same(expected, actual), expected, actual });
  const zone = (label: string, expected: ZoneExpect | undefined, uids: Uid[]) => {
    if (expected) out.push(compareZone(`${where}${label}`, expected, types(uids)));
  };

  for (const [key, pe] of Object.entries(e.players ?? {})) {
    const seat = Number(key);
    const p = state.players[seat];
    const at = `seat ${seat} `;
    zone(`${at}hand`, pe.hand, p.hand);
    zone(`${at}deck`, pe.deck, [...p.deck].reverse());
    zone(`${at}discard`, pe.discard, p.discard);
    zone(`${at}wounded`, pe.wounded, p.marked.filter((u) => hasMarker(state, u, 'wound')));
    zone(`${at}frozen`, pe.frozen, p.marked.filter((u) => hasMarker(state, u, 'freeze')));
    zone(`${at}marked`, pe.marked, p.marked);
    zone(`${at}destroyed`, pe.destroyed, p.destroyed);
    zone(`${at}setAside`, pe.setAside, p.setAside);
    zone(`${at}relics`, pe.relics, p.relics);
    zone(`${at}pillars`, pe.pillars, p.pillars);
    zone(`${at}under`, pe.under, p.relics.flatMap((r) => state.under?.[r] ?? []));
    if (pe.vpTokens !== undefined) value(`${at}vpTokens`, sorted(pe.vpTokens), sorted(p.vpTokens));
    if (pe.libra !== undefined) value(`${at}libra`, pe.libra, p.libra);
    if (pe.energy !== undefined) value(`${at}energy`, pe.energy, p.energy);
    if (pe.eliminated !== undefined) value(`${at}eliminated`, pe.eliminated, !!p.eliminated);
    if (pe.armor !== undefined) value(`${at}armor`, pe.armor, p.armor === null ? null : state.cards[p.armor]);
    if (pe.play) {
      const key = (c: { card: number; facing: number | null }) => `${c.card}@${c.facing}`;
      const actual = state.play.filter((c) => c.seat === seat)
        .map((c) => ({ card: state.cards[c.uid], facing: c.facing === null ? null : state.field.indexOf(c.facing) }));
      const ok = same(pe.play.map(key).sort(), actual.map(key).sort());
      out.push({ label: `${where}${at}play`, ok, expected: pe.play, actual });
    }
    const counts = { handCount: p.hand, deckCount: p.deck, discardCount: p.discard, woundedCount: p.marked.filter((u) => hasMarker(state, u, 'wound')), destroyedCount: p.destroyed, setAsideCount: p.setAside };
    for (const [k, list] of Object.entries(counts)) {
      const n = pe[k as keyof typeof counts];
      if (n !== undefined) value(`${at}${k}`, n, list.length);
    }
    if (pe.vp !== undefined) value(`${at}vp`, pe.vp, classicScoreSeat(state, seat).vp);
  }
  if (e.field) value('field', e.field, state.field.map((u) => (u === null ? null : state.cards[u])));
  zone('reserve', e.reserve, [...state.reserve].reverse());
  if (e.reserveCount !== undefined) value('reserveCount', e.reserveCount, state.reserve.length);
  zone('fieldDiscard', e.fieldDiscard, state.fieldDiscard);
  if (e.clock !== undefined) value('clock', e.clock, state.clock);
  if (e.finalRound !== undefined) value('finalRound', e.finalRound, state.finalRound);
  if (e.phase !== undefined) value('phase', e.phase, state.phase);
  if (e.active !== undefined) value('active', e.active, state.active);
  if (e.turn !== undefined) value('turn', e.turn, state.turn);
  if (e.winners !== undefined) value('winners', sorted(e.winners), state.result ? sorted(state.result.winners) : null);
  if (e.sapphires !== undefined) value('sapphires', e.sapphires, state.expansion?.sapphires ?? 0);
  if (e.libraLeft !== undefined) value('libraLeft', e.libraLeft, state.expansion?.libra ?? 0);
  zone('pillarsInPlay', e.pillarsInPlay, state.expansion?.pillarsInPlay ?? []);
  zone('pillarsAside', e.pillarsAside, state.expansion?.pillarsAside ?? []);
  zone('targets', e.targets, (state.targets ?? []).map((t) => t.uid));
  if (e.epic) {
    const ep = state.epic;
    if (e.epic.current !== undefined) value('epic current', e.epic.current, ep?.current === null || !ep ? null : state.cards[ep.current]);
    if (e.epic.hourglasses !== undefined) value('epic hourglasses', e.epic.hourglasses, ep?.hourglasses ?? 0);
    if (e.epic.deckCount !== undefined) value('epic deckCount', e.epic.deckCount, ep?.deck.length ?? 0);
    zone('epics done', e.epic.done, ep?.done ?? []);
  }
  for (const mark of e.marks ?? []) {
    const candidates = Object.entries(state.markers)
      .filter(([uid]) => typeof mark === 'object' && mark !== null && state.cards[Number(uid)] === mark.card)
      .map(([, m]) => ({ wound: !!m.wound, freeze: m.freeze ?? 0, vp: sorted(m.vp ?? []) }));
    const want = typeof mark === 'object' && mark !== null ? { ...mark, ...(mark.vp ? { vp: sorted(mark.vp) } : {}) } : mark;
    const ok = candidates.some((c) => Object.entries(want).every(([k, v]) => k === 'card' || same(v, c[k as keyof typeof c])));
    out.push({ label: `${where}markers on ${JSON.stringify(mark)}`, ok, expected: mark, actual: candidates });
  }
  if (e.pending !== undefined) {
    const d = state.pending;
    if (e.pending === null || d === null) {
      value('pending', e.pending, d === null ? null : { kind: d.kind, seat: d.seat });
    } else {
      const options = d.kind === 'cards' ? sorted(types(d.options)) : sorted(d.options);
      const actual = { kind: d.kind, seat: d.seat, options, min: d.min, max: d.max, prompt: d.prompt };
      const expected = { ...e.pending, ...(e.pending.options ? { options: sorted(e.pending.options) } : {}) };
      const ok = Object.entries(expected).every(([k, v]) => same(v, actual[k as keyof typeof actual]));
      out.push({ label: `${where}pending`, ok, expected, actual });
    }
  }
  const seen = events.map((ev) => ev.type);
  for (const ev of e.events ?? []) {
    const ok = events.some((actual) => partialMatch(ev, actual));
    const shown = Object.keys(ev).length > 1 ? JSON.stringify(ev) : ev.type;
    out.push({ label: `${where}event ${shown}`, ok, expected: ev, actual: ok ? ev : events.filter((a) => a.type === ev.type).length ? events.filter((a) => a.type === ev.type) : seen });
  }
  if (e.eventOrder) {
    // Each expected event is looked for after the one matched before it.
    let from = 0;
    const ok = e.eventOrder.every((ev) => {
      const at = events.findIndex((actual, i) => i >= from && partialMatch(ev, actual));
      from = at + 1;
      return at >= 0;
    });
    out.push({ label: `${where}events in order`, ok, expected: e.eventOrder, actual: events.filter((a) => e.eventOrder!.some((ev) => ev.type === a.type)) });
  }
  for (const type of e.noEvents ?? []) {
    const hits = events.filter((ev) => ev.type === type);
    out.push({ label: `${where}no event ${type}`, ok: hits.length === 0, expected: [], actual: hits });
  }
  return out;
}

/** Every card in a place of the table every mode shares: `sides`' zones (the seats', and the sides
 *  that are no seat), the cards in play, the field, the reserve and its discard, the Poseidon box's
 *  pillars, the Epics, the cards under a relic. A mode with places of its own adds them (its `places`). */
export function tablePlaces(state: GameState, sides: readonly Omit<PlayerState, 'hero'>[] = state.players): Uid[] {
  const out: Uid[] = [...state.reserve, ...state.fieldDiscard, ...state.play.map((c) => c.uid)];
  for (const uid of state.field) if (uid !== null) out.push(uid);
  for (const p of sides) {
    out.push(...p.hand, ...p.deck, ...p.discard, ...p.marked, ...p.destroyed, ...p.setAside, ...p.relics, ...p.pillars);
    if (p.armor !== null) out.push(p.armor);
  }
  if (state.expansion) out.push(...state.expansion.pillarsAside, ...state.expansion.pillarsInPlay);
  if (state.epic) out.push(...state.epic.deck, ...state.epic.done, ...(state.epic.current === null ? [] : [state.epic.current]));
  for (const uids of Object.values(state.under ?? {})) out.push(...uids); // Urne d'Athéna
  return out;
}

/**
 * A scenario step must never create or lose a card: each card of `placed` (every card when not given)
 * is in exactly one of `places` (the mode's, with repeats), and no other card is in any.
 */
export function conservation(state: GameState, places: readonly Uid[], placed?: ReadonlySet<Uid>): string | null {
  const seen = new Map<Uid, number>();
  for (const uid of places) seen.set(uid, (seen.get(uid) ?? 0) + 1);
  for (let uid = 0; uid < state.cards.length; uid++) {
    const n = seen.get(uid) ?? 0;
    if (n !== (!placed || placed.has(uid) ? 1 : 0)) return `card ${uid} (${state.cards[uid]}) is in ${n} places`;
  }
  return null;
}

// ——— printing ———

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

export function formatCheck(c: Check): string {
  if (c.ok) return `  ✓ ${c.label}`;
  return `  ✗ ${c.label}\n      expected ${show(c.expected)}\n      actual   ${show(c.actual)}`;
}

/** The failed checks, one per line: for a test failure message. */
export function formatFailures(result: ScenarioResult): string {
  return result.checks.filter((c) => !c.ok).map(formatCheck).join('\n');
}
