// Loading a classic scenario: its state, steps and expectations against schema.ts, then what the
// schema cannot see alone (seats that exist, slots that hold a card, cards of the right kind).
import { CARD_TYPES } from '../../cards';
import { isBoxSet } from '../../engine';
import type { ScenarioHead } from './driver';
import { bad, checkEpicKinds, checkExpectSeats, checkPlayerCards, checkStepSeats, parse, parseSteps, refSeatOk } from './parse';
import { answerStep, doStep, expectSchema, expectStep, stateSchema, type ClassicScenario, type Step } from './schema';

/** Validates a classic scenario's state, steps and expectations; a ScenarioError names a bad field. */
export function loadClassic(head: ScenarioHead): ClassicScenario {
  const state = parse(stateSchema, head.state, ['state']);
  const steps: Step[] = parseSteps(head.steps, { do: doStep, answer: answerStep, expect: expectStep });
  const expect = head.expect === undefined ? undefined : parse(expectSchema, head.expect, ['expect']);
  const scenario: ClassicScenario = { name: head.name, rule: head.rule, state, steps, ...(expect ? { expect } : {}) };
  if (head.description !== undefined) scenario.description = head.description;
  checkConsistency(scenario);
  return scenario;
}

/** What the schema cannot see alone: seats that exist, slots that hold a card, the right kinds. */
function checkConsistency(s: ClassicScenario): void {
  const st = s.state;
  const n = st.players.length;
  const seatOk = (seat: number | undefined) => seat === undefined || seat < n;
  if (!seatOk(st.active)) bad('state.active', `there are only ${n} players (seats 0 to ${n - 1})`);
  if (!seatOk(st.firstSeat)) bad('state.firstSeat', `there are only ${n} players (seats 0 to ${n - 1})`);
  st.players.forEach((p, seat) => {
    const at = `state.players.${seat}`;
    if (st.players.findIndex((q) => q.hero === p.hero) !== seat) bad(`${at}.hero`, `each player needs a different hero ("${p.hero}" is taken)`);
    checkPlayerCards(p, at);
    p.play.forEach((c, i) => {
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
  if (!st.sets.some(isBoxSet) && (poseidonParts > 0 || st.sapphires > 0 || (st.libra ?? 0) > 0)) {
    bad('state.sets', 'pillars, Libra weapons and sapphires need "sets": ["poseidon"] (or "asgard" for sapphires)');
  }
  for (const [k, list] of [['pillarsAside', st.pillarsAside], ['pillarsInPlay', st.pillarsInPlay]] as const) {
    list.forEach((t, i) => { if (CARD_TYPES.get(t)!.kind !== 'pillar') bad(`state.${k}.${i}`, `${CARD_TYPES.get(t)!.name} (${t}) is not a pillar`); });
  }
  checkEpicKinds(st.epic);
  const refOk = refSeatOk(n);
  st.tokens.forEach((m, i) => refOk(m.card, `state.tokens.${i}.card`));
  s.steps.forEach((step, i) => { if ('expect' in step) checkExpectSeats(step.expect, `steps.${i}.expect`, n); });
  checkStepSeats(s.steps, n, refOk);
  if (s.expect) checkExpectSeats(s.expect, 'expect', n);
}
