// One random God of War game walked action by action, checking the engine after every step: each listed
// action accepted (all of them at sampled steps, on copies), wrong actions refused with the state
// unchanged, apply pure, and the invariants below. `npm run fuzz:gow` and test/property/gow-fuzz.test.ts.
import { seededRandom } from '../../engine';
import { contentSet, copyGow, gowRules, placedCards, ROUND_CAP, type GowAction, type GowState } from '../../engine/gow';
import type { FuzzOptions, FuzzResult } from './index';

const HEROES = ['kratos', 'atreus', 'freya', 'mimir', 'brok-sindri'];

/** The team a fuzz seed plays: 1 to 4 heroes (alone: Kratos), any order, some with Mimir. */
export function gowFuzzTeam(seed: number): string[] {
  const random = seededRandom(seed ^ 0x60f);
  const n = 1 + Math.floor(random() * 4);
  if (n === 1) return ['kratos'];
  const team = [...HEROES].sort(() => random() - 0.5).slice(0, n);
  return team.every((h) => h === 'mimir') ? ['kratos', ...team].slice(0, n) : team;
}

/** What must hold in every state a game reaches (the rulebook's counts and our rulings). */
export function gowInvariants(s: GowState, removed: ReadonlySet<number>): string[] {
  const bad: string[] = [];
  const content = contentSet(s.content)!;
  const seen = new Set<number>();
  for (const uid of placedCards(s)) { if (seen.has(uid)) bad.push(`card ${uid} is in two places`); seen.add(uid); }
  const roles = new Map([[content.status.stun, 'stun'], [content.status.poison, 'poison'], [content.status.crystal, 'crystal']] as const);
  for (let uid = 0; uid < s.cards.length; uid++) {
    if (!seen.has(uid) && !removed.has(uid) && !roles.has(s.cards[uid])) bad.push(`card ${uid} (${s.cards[uid]}) vanished`);
  }
  for (const [id, role] of roles) {
    const live = [...seen].filter((u) => s.cards[u] === id).length;
    if (live + s.supply[role] !== content.status.supply) bad.push(`${role}: ${live} in play + ${s.supply[role]} in the supply ≠ ${content.status.supply}`);
  }
  for (const f of s.figures) {
    if (f.damage < 0 || f.rage < 0 || f.rage > f.track) bad.push(`${f.id}: damage ${f.damage}, rage ${f.rage}/${f.track}`);
    if (!f.exhausted && f.damage >= f.health) bad.push(`${f.id} has ${f.damage} damage of ${f.health} and is not exhausted`);
    if (f.exhausted && f.column !== null) bad.push(`${f.id} is exhausted but stands in column ${f.column}`);
  }
  if (s.figures.reduce((n, f) => n + f.wards, 0) > 2) bad.push('more than Freya\'s 2 tokens in play');
  if (s.scenario) {
    for (let c = 0; c < s.scenario.columns; c++) {
      const there = s.figures.filter((f) => f.column === c && !f.exhausted);
      if (there.length > 2) bad.push(`column ${c} holds ${there.length} heroes`);
      if (there.length === 1 && there[0].back) bad.push(`${there[0].id} stands alone behind nobody`);
      if (there.length === 2 && there.filter((f) => f.back).length !== 1) bad.push(`column ${c}: not one hero in front and one behind`);
    }
    for (const slot of s.scenario.slots) if (slot.damage < 0 || slot.armorBroken < 0) bad.push(`${slot.at}: negative tokens`);
  }
  if ((s.result === null) !== (gowRules.toAct(s) !== null)) bad.push('a game not over with nobody to act, or over with someone');
  if (s.result === null && gowRules.legalActions(s, s.pending!.seat).length === 0) bad.push(`nothing legal for ${JSON.stringify(s.pending)}`);
  if (s.round > ROUND_CAP + 1) bad.push(`round ${s.round} past the cap`);
  return bad;
}

/** Actions that must be refused now (each says why). */
function wrongActions(s: GowState): { why: string; action: GowAction }[] {
  const out: { why: string; action: GowAction }[] = [];
  const p = s.pending;
  if (!p) return out;
  const other = (p.seat + 1) % s.seats.length;
  if (other !== p.seat) out.push({ why: 'another seat ends the turn', action: { type: 'endTurn', seat: other } });
  out.push({ why: 'an upgrade out of the upgrade phase', action: { type: 'upgrade', seat: p.seat, take: 999_999 } });
  const hand = s.seats[p.seat].hand;
  const f = s.figures.find((x) => x.seat === p.seat && !x.exhausted && x.column !== null);
  if (f && hand.length > 0) {
    const top = s.scenario?.slots.find((x) => x.at[0] === 't');
    if (top) out.push({ why: 'a lone card played as a set at the top row', action: { type: 'attack', seat: p.seat, figure: f.id, cards: [{ uid: hand[0], option: 9 }], target: top.at } });
    const full = s.scenario ? [...Array(s.scenario.columns).keys()].find((c) => s.figures.filter((g) => g.column === c && !g.exhausted).length >= 2 && c !== f.column) : undefined;
    if (full !== undefined) out.push({ why: 'a move into a full column', action: { type: 'move', seat: p.seat, figure: f.id, column: full } });
  }
  if (p.kind !== 'defend') out.push({ why: 'a defense with no attack', action: { type: 'defend', seat: p.seat, cards: [] } });
  return out;
}

function pick(listed: GowAction[], random: () => number, endPercent: number): GowAction {
  const end = listed.find((a) => a.type === 'endTurn');
  const others = listed.filter((a) => a.type !== 'endTurn');
  if (end && (others.length === 0 || random() * 100 < endPercent)) return end;
  const attacks = others.filter((a) => a.type === 'attack');
  if (attacks.length > 0 && random() < 0.6) return attacks[Math.floor(random() * attacks.length)];
  return others[Math.floor(random() * others.length)] ?? listed[0];
}

export function fuzzGowGame(options: FuzzOptions & { maxActions?: number }): FuzzResult & { heroes: string[] } {
  const heroes = gowFuzzTeam(options.seed);
  const random = seededRandom(options.seed * 7919 + 3);
  const endPercent = 10 + Math.floor(random() * 40);
  let state = gowRules.setup({ seed: options.seed, heroes }).state;
  const removed = new Set<number>();
  const violations: string[] = [];
  let steps = 0, probes = 0;
  const max = options.maxActions ?? 20_000;
  while (state.result === null && steps < max && violations.length === 0) {
    const seat = gowRules.toAct(state)!;
    const listed = gowRules.legalActions(state, seat);
    if (random() < (options.tryAllListed ?? 0)) {
      for (const a of listed) {
        const copy = copyGow(state);
        try { gowRules.check(copy, a); gowRules.execute(copy, a, []); } catch (e) { violations.push(`listed ${JSON.stringify(a)} refused: ${(e as Error).message}`); }
      }
    }
    for (const { why, action } of wrongActions(state)) {
      probes++;
      const before = JSON.stringify(state);
      let refused = false;
      try { gowRules.check(state, action); } catch { refused = true; }
      if (!refused) violations.push(`accepted ${why}: ${JSON.stringify(action)}`);
      if (JSON.stringify(state) !== before) violations.push(`refusing ${why} changed the state`);
    }
    const action = pick(listed, random, endPercent);
    const before = JSON.stringify(state);
    const next = copyGow(state);
    const events: ReturnType<typeof gowRules.setup>['events'] = [];
    try { gowRules.check(next, action); gowRules.execute(next, action, events); } catch (e) {
      violations.push(`listed ${JSON.stringify(action)} failed: ${(e as Error).message}`);
      break;
    }
    if (JSON.stringify(state) !== before) violations.push('apply changed its input');
    if (JSON.stringify(JSON.parse(JSON.stringify(next))) !== JSON.stringify(next)) violations.push('the state is not plain data');
    for (const e of events) {
      if (e.type === 'removedCard') removed.add(e.uid);
      if (e.type === 'upgradesBurned') e.uids.forEach((u) => removed.add(u));
    }
    state = next;
    steps++;
    violations.push(...gowInvariants(state, removed).map((v) => `after ${action.type}: ${v}`));
  }
  if (state.result === null && violations.length === 0) violations.push(`no end after ${steps} actions`);
  return { steps, probes, violations, over: state.result !== null, heroes };
}
