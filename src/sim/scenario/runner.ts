// Running a scenario: its actions and decision answers, played through the engine's apply() (the
// mode's, by its part in scenario-modes.ts), with the expectations checked where the file puts them.
import { stateHash, type GameEvent, type GameState } from '../../engine';
import type { Check, ScenarioResult } from './checker';
import type { Driver } from './driver';
import { isListed } from './legal';
import { RefError, resolveRefs } from './refs';
import type { AnyStep, DoStep, Scenario } from './schema';
import type { CoopDoStep } from './schema-coop';
import { scenarioModeOf } from './scenario-modes';

export function describeStep(step: AnyStep): string {
  if ('expect' in step) return 'expect';
  const who = step.seat === undefined ? '' : ` (seat ${step.seat})`;
  if ('answer' in step) return `answer [${step.answer.join(', ')}]${who}`;
  switch (step.do) {
    case 'play': return `play ${step.card} facing ${step.facing}${step.effect === false ? ' without its effect' : ''}${who}`;
    case 'equip': return `equip ${step.card}${step.effect === false ? ' without its effect' : ''}${who}`;
    case 'activate': return `activate ${step.card}${who}`;
    case 'acquire': return `acquire ${step.target} by ${step.by}${step.armor ? ' with the armor' : ''}${who}`;
    case 'heal': return `heal [${step.targets.join(', ')}] with ${step.card}${who}`;
    case 'endTurn': return `end the turn${step.discard?.length ? ` discarding [${step.discard.join(', ')}]` : ''}${who}`;
    case 'playRelic': return `play the relic ${step.card}${step.effect === false ? ' without its effect' : ''}${who}`;
    case 'libra': return `give a Libra weapon to ${step.card}${who}`;
    case 'use': return `use ${step.card}'s action ${step.index}${who}`;
    case 'takeTurn': return `seat ${step.seat} takes their turn`;
    case 'move': return `move to pile ${step.to} discarding ${step.discard}${who}`;
    case 'give': return `give [${step.cards.join(', ')}] to seat ${step.to}${who}`;
  }
  // A registered mode's own step: its words as written.
  const { do: verb, seat: _seat, note: _note, expectError: _error, ...rest } = step as { do: string; seat?: number; note?: string; expectError?: string };
  return `${verb} ${JSON.stringify(rest)}${who}`;
}

/** How the scenario runs: its mode's part (scenario-modes.ts). */
const driverFor = (scenario: Scenario): Driver => scenarioModeOf(scenario.mode).driver(scenario);

/** The `legal` expectation: each action named is among those the engine lists for its seat now. */
function checkLegal(driver: Driver, state: GameState, steps: unknown[] | undefined, where: string): Check[] {
  return (steps ?? []).map((step) => {
    if (!step || typeof step !== 'object' || !('do' in step)) return { label: `${where}legal`, ok: false, expected: 'an action as a do step', actual: step };
    const s = step as DoStep | CoopDoStep;
    const seat = s.seat ?? state.active;
    const label = `${where}legal: ${describeStep(s)}`;
    try {
      const listed = isListed(state, driver.toAction(state, s, seat) as object, driver.legal(state, seat));
      return { label, ok: listed, expected: 'listed by legalActions', actual: listed ? 'listed' : 'not listed' };
    } catch (e) {
      if (!(e instanceof RefError)) throw e;
      return { label, ok: false, expected: 'a card that is there', actual: e.message };
    }
  });
}

/** Runs the steps and checks every expectation. Stops at the first step that does not go as written. */
export function runScenario(scenario: Scenario): ScenarioResult {
  const checks: Check[] = [];
  let driver: Driver;
  try {
    driver = driverFor(scenario);
  } catch (e) {
    checks.push({ label: 'build the state', ok: false, expected: 'a valid state', actual: (e as Error).message });
    return { passed: false, checks };
  }
  let state = driver.state;
  let window: GameEvent[] = [];
  let stopped = false;
  for (const [i, step] of scenario.steps.entries()) {
    const where = `step ${i + 1}: `;
    if ('expect' in step) {
      checks.push(...driver.check(state, step.expect, window, where), ...checkLegal(driver, state, step.expect.legal, where));
      window = [];
      continue;
    }
    const seat = step.seat ?? ('answer' in step ? state.pending?.seat ?? state.active : state.active);
    const label = `${where}${describeStep(step)}${step.note ? ` (${step.note})` : ''}`;
    let action: unknown;
    try {
      action = 'answer' in step
        ? { type: 'answer', seat, decision: state.pending?.id ?? state.nextDecisionId, picks: resolveRefs(state, step.answer, seat, false) }
        : driver.toAction(state, step, seat);
    } catch (e) {
      if (!(e instanceof RefError)) throw e;
      checks.push({ label, ok: false, expected: 'a card that is there', actual: e.message });
      stopped = true;
      break;
    }
    const before = stateHash(state);
    const result = driver.apply(state, action);
    if (step.expectError) {
      const actual = result.ok ? 'accepted' : `rejected (${result.error.code}): ${result.error.message}`;
      const ok = !result.ok && result.error.code === step.expectError;
      checks.push({ label: `${label} is rejected (${step.expectError})`, ok, expected: `rejected (${step.expectError})`, actual });
      if (!ok) { stopped = true; break; }
      const after = stateHash(state);
      if (after !== before) {
        checks.push({ label: `${where}the state is unchanged after the rejection`, ok: false, expected: before, actual: after });
        stopped = true;
        break;
      }
      continue;
    }
    if (!result.ok) {
      checks.push({ label, ok: false, expected: 'accepted', actual: `rejected (${result.error.code}): ${result.error.message}` });
      stopped = true;
      break;
    }
    checks.push({ label, ok: true, expected: 'accepted', actual: 'accepted' });
    state = result.state;
    window.push(...result.events);
    const lost = driver.conservation(state);
    if (lost) {
      checks.push({ label: `${where}every card is in exactly one place`, ok: false, expected: 'each card once', actual: lost });
      stopped = true;
      break;
    }
  }
  if (stopped) {
    checks.push({ label: 'the remaining steps and expectations', ok: false, expected: 'run', actual: 'not run: the scenario stopped at the step above' });
  } else if (scenario.expect) {
    checks.push(...driver.check(state, scenario.expect, window, 'final: '), ...checkLegal(driver, state, scenario.expect.legal, 'final: '));
  }
  return { passed: checks.every((c) => c.ok), checks };
}
