// Loading a cooperative scenario ("mode": "coop"): its state, steps and expectations against
// schema-coop.ts, then what the schema cannot see alone: seats that exist, a board that can happen in a
// game (a General under each pile that still has cards, a pillar revealed only once its pile is empty,
// the face-up top of each pile a hero faces, the water under its top, a players' phase still under way),
// and no more copies of a card than a cooperative game with these heroes holds. A bad file gets a
// ScenarioError naming the field.
import { CARD_TYPES } from '../../cards';
import { CoopSetupError, validateCoopSetup, rules } from '../../engine';
import { DIFFICULTY, WATER_START } from '../../engine/coop/types';
import { placedCards } from './checker-coop';
import { bad, checkEpicKinds, checkExpectSeats, checkPlayerCards, checkStepSeats, parse, parseSteps, refSeatOk } from './parse';
import type { header } from './schema';
import {
  coopAnswerStep, coopDoStep, coopExpectSchema, coopExpectStep, coopSetup, coopState,
  type CoopExpectation, type CoopScenario, type CoopScenarioState, type CoopSetupSpec, type CoopStep,
} from './schema-coop';

const nameOf = (id: number) => `${CARD_TYPES.get(id)!.name} (${id})`;

export function loadCoop(head: ReturnType<typeof header.parse>): CoopScenario {
  const state = parseState(head.state);
  const steps = parseSteps(head.steps, { do: coopDoStep, answer: coopAnswerStep, expect: coopExpectStep }) as CoopStep[];
  const expect = head.expect === undefined ? undefined : parse(coopExpectSchema, head.expect, ['expect']);
  const scenario: CoopScenario = { mode: 'coop', name: head.name, rule: head.rule, state, steps, ...(expect ? { expect } : {}) };
  if (head.description !== undefined) scenario.description = head.description;
  const n = 'setup' in state ? state.setup.heroes.length : state.players.length;
  if (!('setup' in state)) checkBoard(state);
  const seats = (e: CoopExpectation, at: string) => {
    checkExpectSeats(e, at, n);
    for (const key of ['played', 'givenTo'] as const) e[key]?.forEach((seat, i) => { if (seat >= n) bad(`${at}.${key}.${i}`, `there are only ${n} heroes`); });
    if (e.heroAt && e.heroAt.length !== n) bad(`${at}.heroAt`, `give one pile per hero (${n})`);
  };
  steps.forEach((step, i) => { if ('expect' in step) seats(step.expect, `steps.${i}.expect`); });
  if (expect) seats(expect, 'expect');
  steps.forEach((step, i) => { if ('do' in step && step.do === 'give' && step.to >= n) bad(`steps.${i}.to`, `there are only ${n} heroes`); });
  checkStepSeats(steps, n, refSeatOk(n));
  return scenario;
}

function parseState(raw: unknown): CoopScenario['state'] {
  if (typeof raw !== 'object' || raw === null || !('setup' in raw)) return parse(coopState, raw, ['state']);
  const extra = Object.keys(raw).find((k) => k !== 'setup');
  if (extra) bad(`state.${extra}`, 'with "setup" the state is the game newCoopGame deals: arrange nothing else (or leave "setup" out and arrange the board)');
  const setup = parse(coopSetup, (raw as { setup: unknown }).setup, ['state', 'setup']);
  checkSetup(setup);
  return { setup };
}

function checkSetup(setup: CoopSetupSpec): void {
  const { heroes, start } = setup;
  heroes.forEach((h, i) => { if (heroes.indexOf(h) !== i) bad(`state.setup.heroes.${i}`, `each hero may be played once ("${h}" is taken)`); });
  if (start && start.length !== heroes.length) bad('state.setup.start', `give one starting pile per hero (${heroes.length})`);
  start?.forEach((p, i) => { if (start.indexOf(p) !== i) bad(`state.setup.start.${i}`, `each hero starts facing a different pile (pile ${p} is taken)`); });
  try {
    validateCoopSetup(setup);
  } catch (e) {
    if (e instanceof CoopSetupError) bad('state.setup', e.message);
    throw e;
  }
}

/** What the schema cannot see alone in an arranged board. */
function checkBoard(st: CoopScenarioState): void {
  const n = st.players.length;
  const seat = (s: number, at: string) => { if (s >= n) bad(at, `there are only ${n} heroes (seats 0 to ${n - 1})`); };
  seat(st.active, 'state.active');
  st.played.forEach((s, i) => seat(s, `state.played.${i}`));
  st.givenTo.forEach((s, i) => seat(s, `state.givenTo.${i}`));
  st.played.forEach((s, i) => { if (st.played.indexOf(s) !== i) bad(`state.played.${i}`, `seat ${s} is listed twice`); });
  if (st.inTurn && st.played.includes(st.active)) bad('state.played', `seat ${st.active} is in their turn ("active", "inTurn"): they have not played yet`);
  if (st.played.length >= n) bad('state.played', 'every hero has played: Poseidon\'s phase would be under way (leave the last hero in their turn and end it in a step)');
  if (!st.inTurn && st.givenTo.length) bad('state.givenTo', 'gifts are counted within a hero\'s turn: "inTurn" is false');
  if (st.givenTo.includes(st.active)) bad('state.givenTo', 'a hero gives to the others, not to themselves');
  const top = st.waterTop ?? DIFFICULTY[st.difficulty].waterTop;
  const water = st.water ?? WATER_START[n];
  if (water >= top) bad('state.water', `the water at its top (${top}) ends the game: a game under way has 0 to ${top - 1}`);
  checkPiles(st);
  st.players.forEach((p, s) => {
    const at = `state.players.${s}`;
    if (st.players.findIndex((q) => q.hero === p.hero) !== s) bad(`${at}.hero`, `each hero may be played once ("${p.hero}" is taken)`);
    checkPlayerCards(p, at);
    const pile = st.piles[p.at];
    if (pile.general !== null && pile.top === null) {
      bad(`${at}.at`, `seat ${s} faces pile ${p.at}, whose top is face down: the top of a pile a hero faces is face up (give that pile a "top")`);
    }
    p.play.forEach((c, i) => {
      if (c.facing !== null && st.piles[c.facing].top === null) bad(`${at}.play.${i}.facing`, `pile ${c.facing} has no face-up top`);
      const pillar = c.facingPillar === undefined ? undefined : st.piles[c.facingPillar]?.pillar;
      if (c.facingPillar !== undefined && (c.facing !== null || !pillar?.revealed)) {
        bad(`${at}.play.${i}.facingPillar`, 'give "facing": null and the pile whose pillar is revealed');
      }
    });
  });
  st.costModifiers.forEach((m, i) => { if (st.piles[m.slot].top === null) bad(`state.costModifiers.${i}.slot`, `pile ${m.slot} has no face-up top`); });
  st.tokens.forEach((m, i) => refSeatOk(n)(m.card, `state.tokens.${i}.card`));
  checkEpicKinds(st.epic);
  checkCopies(st);
}

function checkPiles(st: CoopScenarioState): void {
  st.piles.forEach((p, i) => {
    const at = `state.piles.${i}`;
    const other = st.piles.findIndex((q) => q.general === p.general);
    if (p.general !== null && other !== i) bad(`${at}.general`, `${nameOf(p.general!)} already guards pile ${other}: each pile has a different General`);
    const twin = st.piles.findIndex((q) => q.pillar.card === p.pillar.card);
    if (twin !== i) bad(`${at}.pillar`, `${nameOf(p.pillar.card)} is already the pillar of pile ${twin}: each side has a different pillar`);
    const standing = !p.pillar.revealed && p.pillar.destroyedBy === undefined;
    if (p.general === null) {
      if (p.down.length) bad(`${at}.down`, 'a pile whose General is gone ("general": null) holds no card');
      if (p.top !== null) bad(`${at}.top`, 'a pile whose General is gone ("general": null) holds no card');
      if (standing) bad(`${at}.pillar`, `pile ${i} is empty: its pillar is revealed ({ "card": ${p.pillar.card}, "revealed": true }) or destroyed ({ "card": ${p.pillar.card}, "destroyedBy": 0 })`);
    } else if (!standing) {
      bad(`${at}.pillar`, 'a pillar is revealed once its pile is empty: give the pile "general": null');
    }
    if (p.top === 'general' && p.down.length) bad(`${at}.down`, 'the General is the face-up top ("top": "general"): he is alone, the pile has no other card');
    if (p.generalTokens && p.top !== 'general') bad(`${at}.generalTokens`, 'the flood puts +1 VP tokens on a General alone face up: give "top": "general"');
    if (p.pillar.destroyedBy !== undefined && p.pillar.destroyedBy >= st.players.length) bad(`${at}.pillar.destroyedBy`, `there are only ${st.players.length} heroes`);
  });
}

/** Each card listed, by its field, in the order the builder makes them. */
function listed(st: CoopScenarioState): [string, number][] {
  const out: [string, number][] = [];
  const add = (at: string, ids: number[]) => ids.forEach((id, i) => out.push([`${at}.${i}`, id]));
  st.players.forEach((p, s) => {
    const at = `state.players.${s}`;
    add(`${at}.wounded`, p.wounded); add(`${at}.frozen`, p.frozen); add(`${at}.marked`, p.marked.map((m) => m.card));
    add(`${at}.hand`, p.hand); add(`${at}.deck`, p.deck); add(`${at}.discard`, p.discard); add(`${at}.destroyed`, p.destroyed);
    if (p.armor !== null) out.push([`${at}.armor`, p.armor]);
    add(`${at}.setAside`, p.setAside); add(`${at}.relics`, p.relics); add(`${at}.play`, p.play.map((c) => c.card));
  });
  st.piles.forEach((p, i) => {
    if (p.general !== null) out.push([`state.piles.${i}.general`, p.general]);
    add(`state.piles.${i}.down`, p.down);
    if (typeof p.top === 'number') out.push([`state.piles.${i}.top`, p.top]);
  });
  st.piles.forEach((p, i) => out.push([`state.piles.${i}.pillar`, p.pillar.card]));
  add('state.breadwinner', st.breadwinner); add('state.poseidon.marked', st.poseidon.marked.map((m) => m.card));
  add('state.reserve', st.reserve); add('state.fieldDiscard', st.fieldDiscard);
  if (st.epic) {
    add('state.epic.deck', st.epic.deck);
    if (st.epic.current !== null) out.push(['state.epic.current', st.epic.current]);
    add('state.epic.done', st.epic.done);
  }
  return out;
}

/** No more copies of a card than the cooperative game with these heroes and sets holds. */
function checkCopies(st: CoopScenarioState): void {
  const game = rules('coop').setup({ seed: 1, heroes: st.players.map((p) => p.hero), asgard: st.asgard, epics: !!st.epic }).state;
  const limit = new Map<number, number>();
  for (const uid of placedCards(game)) limit.set(game.cards[uid], (limit.get(game.cards[uid]) ?? 0) + 1);
  const seen = new Map<number, number>();
  for (const [at, id] of listed(st)) {
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    const most = limit.get(id) ?? 0;
    if (count <= most) continue;
    if (most === 0 && CARD_TYPES.get(id)!.kind === 'epic' && !st.epic) bad(at, `${nameOf(id)} is an Epic: the Epics are in the game only with "epic"`);
    if (most === 0) bad(at, `${nameOf(id)} is not in a cooperative game${st.asgard ? '' : ' without Asgard'} with these heroes`);
    bad(at, `a cooperative game holds ${most} ${nameOf(id)}, this state lists more`);
  }
}
