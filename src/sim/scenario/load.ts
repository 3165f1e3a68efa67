// Loading a scenario: validating a parsed JSON value against the schema, then what the schema cannot
// see alone (seats that exist, slots that hold a card, cards of the right kind). A bad file gets a
// ScenarioError whose message names the field.
import type { z } from 'zod';
import { CARD_TYPES } from '../../cards';
import { parseRef } from './refs';
import { answerStep, doStep, expectSchema, expectStep, header, stateSchema, type Expectation, type Scenario, type Step } from './schema';

export class ScenarioError extends Error {
  constructor(readonly field: string, readonly detail: string) {
    super(field ? `field "${field}": ${detail}` : detail);
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown, at: (string | number)[]): T {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = [...at, ...issue.path.map(String)].join('.');
  const missing = 'input' in issue && issue.input === undefined && issue.code !== 'custom';
  throw new ScenarioError(path, missing ? 'missing' : issue.message);
}

/** Validates a parsed JSON value as a scenario; throws a ScenarioError naming the bad field. */
export function loadScenario(json: unknown): Scenario {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new ScenarioError('', 'a scenario is a JSON object with "name", "rule", "state", "steps" and "expect"');
  }
  const head = parse(header, json, []);
  const state = parse(stateSchema, head.state, ['state']);
  const steps = head.steps.map((raw, i): Step => {
    const at = ['steps', i];
    if (typeof raw !== 'object' || raw === null) throw new ScenarioError(at.join('.'), 'a step is an object with "do", "answer" or "expect"');
    const keys = ['do', 'answer', 'expect'].filter((k) => k in raw);
    if (keys.length !== 1) throw new ScenarioError(at.join('.'), 'a step has exactly one of "do", "answer" or "expect"');
    if (keys[0] === 'do') return parse(doStep, raw, at);
    if (keys[0] === 'answer') return parse(answerStep, raw, at);
    return parse(expectStep, raw, at);
  });
  const expect = head.expect === undefined ? undefined : parse(expectSchema, head.expect, ['expect']);
  const scenario: Scenario = { name: head.name, rule: head.rule, state, steps, ...(expect ? { expect } : {}) };
  if (head.description !== undefined) scenario.description = head.description;
  checkConsistency(scenario);
  return scenario;
}

/** What the schema cannot see alone: seats that exist, slots that hold a card, the right kinds. */
function checkConsistency(s: Scenario): void {
  const st = s.state;
  const n = st.players.length;
  const seatOk = (seat: number | undefined) => seat === undefined || seat < n;
  const bad = (field: string, detail: string): never => { throw new ScenarioError(field, detail); };
  if (!seatOk(st.active)) bad('state.active', `there are only ${n} players (seats 0 to ${n - 1})`);
  if (!seatOk(st.firstSeat)) bad('state.firstSeat', `there are only ${n} players (seats 0 to ${n - 1})`);
  st.players.forEach((p, seat) => {
    const at = `state.players.${seat}`;
    if (st.players.findIndex((q) => q.hero === p.hero) !== seat) bad(`${at}.hero`, `each player needs a different hero ("${p.hero}" is taken)`);
    if (p.armor !== null && CARD_TYPES.get(p.armor)!.kind !== 'armor') bad(`${at}.armor`, `${CARD_TYPES.get(p.armor)!.name} (${p.armor}) is not an armor`);
    p.play.forEach((c, i) => {
      if (CARD_TYPES.get(c.card)!.kind !== 'character') bad(`${at}.play.${i}.card`, `${CARD_TYPES.get(c.card)!.name} (${c.card}) is not a character; an armor goes in "armor"`);
      if (c.facing !== null && st.field[c.facing] === null) bad(`${at}.play.${i}.facing`, `field slot ${c.facing} is empty`);
      if (c.facingPillar !== undefined && (c.facing !== null || c.facingPillar >= st.pillarsInPlay.length)) {
        bad(`${at}.play.${i}.facingPillar`, `give "facing": null and the index of a pillar of "pillarsInPlay" (there are ${st.pillarsInPlay.length})`);
      }
    });
  });
  st.costModifiers.forEach((m, i) => {
    if (st.field[m.slot] === null) bad(`state.costModifiers.${i}.slot`, `field slot ${m.slot} is empty`);
  });
  const poseidonParts = st.pillarsAside.length + st.pillarsInPlay.length + st.players.reduce((n, p) => n + p.pillars.length + p.libra, 0);
  if (st.sets.length === 0 && (poseidonParts > 0 || st.sapphires > 0 || (st.libra ?? 0) > 0)) {
    bad('state.sets', 'pillars, Libra weapons and sapphires need "sets": ["poseidon"] (or "asgard" for sapphires)');
  }
  for (const [k, list] of [['pillarsAside', st.pillarsAside], ['pillarsInPlay', st.pillarsInPlay]] as const) {
    list.forEach((t, i) => { if (CARD_TYPES.get(t)!.kind !== 'pillar') bad(`state.${k}.${i}`, `${CARD_TYPES.get(t)!.name} (${t}) is not a pillar`); });
  }
  if (st.epic) {
    for (const t of [...(st.epic.current === null ? [] : [st.epic.current]), ...st.epic.deck, ...st.epic.done]) {
      if (CARD_TYPES.get(t)!.kind !== 'epic') bad('state.epic', `${CARD_TYPES.get(t)!.name} (${t}) is not an Epic`);
    }
  }
  const refOk = (text: string, at: string) => {
    const r = parseRef(text)!;
    const seat = r.kind === 'seat' || r.kind === 'armor' || r.kind === 'zone' ? r.seat : undefined;
    if (!seatOk(seat)) bad(at, `"${text}" names seat ${seat}, but there are only ${n} players`);
  };
  const refsOk = (refs: string[], at: string) => refs.forEach((text, i) => refOk(text, `${at}.${i}`));
  st.tokens.forEach((m, i) => refOk(m.card, `state.tokens.${i}.card`));
  const expectOk = (e: Expectation, at: string) => {
    for (const key of Object.keys(e.players ?? {})) if (!seatOk(Number(key))) bad(`${at}.players.${key}`, `there are only ${n} players`);
    if (!seatOk(e.active)) bad(`${at}.active`, `there are only ${n} players`);
  };
  s.steps.forEach((step, i) => {
    const at = `steps.${i}`;
    if ('expect' in step) return expectOk(step.expect, `${at}.expect`);
    if (!seatOk(step.seat)) bad(`${at}.seat`, `there are only ${n} players`);
    if ('answer' in step) return refsOk(step.answer, `${at}.answer`);
    for (const k of ['card', 'facing', 'target'] as const) {
      if (k in step) refOk((step as unknown as Record<string, string>)[k], `${at}.${k}`);
    }
    if (step.do === 'heal') refsOk(step.targets, `${at}.targets`);
    if (step.do === 'endTurn') refsOk(step.discard ?? [], `${at}.discard`);
  });
  if (s.expect) expectOk(s.expect, 'expect');
}
