// God of War expectations: each named value compared with the state (or the events since the last
// expectation), one check each, so that every one of them can fail (test/scenarios/can-fail.test.ts).
import { contentSet, gowRules, type GowEvent, type GowState } from '../../../engine/gow';
import type { Check } from '../checker';
import { RefError } from '../refs';
import { ScenarioError } from '../parse';
import { listed, toGowAction } from './build-gow';
import type { GowDoStep, GowExpectation } from './schema-gow';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sorted = (xs: readonly string[]) => [...xs].sort();

export function checkGow(state: GowState, e: GowExpectation, events: readonly GowEvent[], where: string): Check[] {
  const checks: Check[] = [];
  const eq = (label: string, expected: unknown, actual: unknown) => checks.push({ label: `${where}${label}`, ok: same(expected, actual), expected, actual });
  const content = contentSet(state.content)!;
  const ids = (uids: readonly number[]) => uids.map((u) => state.cards[u]);

  for (const [id, f] of Object.entries(e.figures ?? {})) {
    const actual = state.figures.find((x) => x.id === id);
    for (const [k, v] of Object.entries(f)) eq(`${id} ${k}`, v, actual ? actual[k as keyof typeof actual] : 'no such hero');
  }
  for (const [at, s] of Object.entries(e.slots ?? {})) {
    const slot = state.scenario?.slots.find((x) => x.at === at);
    const def = slot && content.scenarios.find((x) => x.id === state.scenario!.id)!.cards[slot.card];
    const face = def && slot && (slot.face === 'front' ? def.front : def.back);
    const enemy = face?.enemy;
    const damage = slot && enemy ? (enemy.track !== undefined ? (state.tracks[enemy.track] ?? 0) : slot.damage) : 0;
    const armor = slot && enemy ? Math.max(0, (enemy.armor?.length ?? 0) - slot.armorBroken) : 0;
    const read: Record<string, unknown> = { left: enemy ? Math.max(0, enemy.health - damage) : 0, dead: slot?.dead, face: slot?.face, stunned: slot?.stunned, armor, title: face?.title, enemy: enemy?.name ?? null };
    for (const [k, v] of Object.entries(s)) eq(`${at} ${k}`, v, slot ? read[k] : 'no card there');
  }
  for (const [seat, s] of Object.entries(e.seats ?? {})) {
    const actual = state.seats[Number(seat)];
    const read: Record<string, unknown> = actual ? {
      hand: sorted(ids(actual.hand)), handSize: actual.hand.length, deckSize: actual.deck.length, discard: sorted(ids(actual.discard)),
      handLimit: gowRules.view(state, 0).seats[Number(seat)].handLimit,
    } : {};
    for (const [k, v] of Object.entries(s)) {
      if (k === 'deckTop') { const top = actual ? ids(actual.deck).reverse().slice(0, (v as string[]).length) : []; eq(`seat ${seat} deckTop`, v, top); continue; }
      eq(`seat ${seat} ${k}`, k === 'hand' || k === 'discard' ? sorted(v as string[]) : v, read[k]);
    }
  }
  if (e.pending !== undefined) {
    const p = state.pending;
    const options = p && 'options' in p ? p.options : undefined;
    eq('pending', e.pending, p === null || e.pending === null ? p : { kind: p.kind, ...(e.pending.seat !== undefined ? { seat: p.seat } : {}), ...(e.pending.options !== undefined ? { options } : {}) });
  }
  const simple: [keyof GowExpectation, unknown][] = [['stage', state.stage], ['round', state.round], ['first', state.first], ['revealed', ids(state.revealed)],
    ['upgradeDeck', state.upgradeDeck.length], ['played', state.played], ['obstacles', state.obstacles], ['soloUsed', state.soloUsed],
    ['upgradeBottom', ids(state.upgradeDeck.slice(0, e.upgradeBottom?.length ?? 0))]];
  for (const [k, actual] of simple) if (e[k] !== undefined) eq(k, e[k], actual);
  for (const [k, v] of Object.entries(e.supply ?? {})) eq(`supply ${k}`, v, state.supply[k as 'stun']);
  if (e.result !== undefined) {
    if (e.result === null || state.result === null) eq('result', e.result, state.result);
    else for (const [k, v] of Object.entries(e.result)) eq(`result ${k}`, v, state.result[k as 'win']);
  }
  if (e.events) checks.push(...eventChecks(e.events, events, where));
  for (const type of e.noEvents ?? []) {
    const found = events.filter((ev) => ev.type === type).length;
    checks.push({ label: `${where}no ${type} event`, ok: found === 0, expected: 0, actual: found });
  }
  for (const [key, want] of [['listed', true], ['unlisted', false]] as const) {
    for (const step of e[key] ?? []) checks.push(listedCheck(state, step, want, where));
  }
  return checks;
}

/** The expected events in order, each matched by every field it gives. */
function eventChecks(expected: readonly Record<string, unknown>[], events: readonly GowEvent[], where: string): Check[] {
  let from = 0;
  return expected.map((want) => {
    const at = events.findIndex((ev, i) => i >= from && Object.entries(want).every(([k, v]) => same((ev as unknown as Record<string, unknown>)[k], v)));
    if (at >= 0) from = at + 1;
    return { label: `${where}event ${String(want.type)}`, ok: at >= 0, expected: want, actual: at >= 0 ? 'seen' : events.map((ev) => ev.type).join(', ') || 'no events' };
  });
}

function listedCheck(state: GowState, step: GowDoStep, want: boolean, where: string): Check {
  const label = `${where}${want ? '' : 'not '}listed: ${step.do}`;
  if (!step || typeof step !== 'object' || !('do' in step)) return { label, ok: false, expected: 'a step', actual: step };
  const seat = step.seat ?? state.pending?.seat ?? 0;
  try {
    const is = listed(state, toGowAction(state, step, seat), seat);
    return { label, ok: is === want, expected: want ? 'listed' : 'not listed', actual: is ? 'listed' : 'not listed' };
  } catch (e) {
    if (!(e instanceof ScenarioError || e instanceof RefError)) throw e;
    return { label, ok: false, expected: 'a step naming what is there', actual: e.message };
  }
}
