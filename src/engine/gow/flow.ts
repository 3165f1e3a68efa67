// The round (rulebook p.6–10): preparation, each seat's activation (hero, then Scenario), the extra
// Scenario activation, the upgrade phase; Missions won and the pyramid climbed (p.12); the game's end.
// `advance` runs every automatic step until someone must choose.
import { continueActivation, startActivation } from './activation';
import { runEffects } from './effects';
import { drawToLimit, hurt, roleOf, seatFigures } from './heroes';
import { alive, contentOf, current, enemyAt, faceOf, isBoss, isCarried, missionDef, slotAt, standing } from './lookup';
import { layScenario } from './scenario';
import type { Goal } from './content-schema';
import type { GowEvent, GowResult, GowState } from './types';

/** A game still going after this many rounds is called stalled (none should: the sim counts them). */
export const ROUND_CAP = 60;

export function advance(state: GowState, events: GowEvent[]): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (state.result) { state.pending = null; state.stage = 'over'; return; }
    if (heroesAllDown(state)) { end(state, false, 'exhaustion', events); continue; }
    if (state.scenario && goalMet(state, current(state).defeat)) { end(state, false, 'defeatCondition', events); continue; }
    if (state.scenario && state.stage !== 'upgrade' && goalMet(state, current(state).victory)) { winMission(state, events); continue; }
    // Poison drawn in a hero's own turn hurts at once (« scartata immediatamente »): its choice comes
    // before the turn goes on.
    if (state.pending && !(state.pending.kind === 'hero' && state.owed.length > 0)) return;
    if (state.owed.length > 0 && settleOwed(state, events)) continue;
    if (state.pending) return;
    if (!step(state, events)) return;
  }
  throw new Error('the God of War flow did not settle');
}

/** Damage owed by a seat with two figures waits for its choice; with one, it lands at once. */
function settleOwed(state: GowState, events: GowEvent[]): boolean {
  const { seat, amount } = state.owed[0];
  const figures = seatFigures(state, seat);
  if (figures.length > 1) { state.pending = { kind: 'poisoned', seat, figures: figures.map((f) => f.id) }; return false; }
  state.owed.shift();
  if (figures.length === 1) hurt(state, figures[0], amount, events);
  return true;
}

/** Defeat when every hero who stands on the Scenario is exhausted (Mimir alone cannot go on: GOW rulings). */
function heroesAllDown(state: GowState): boolean {
  const content = contentOf(state);
  return state.figures.filter((f) => !isCarried(content, state, f)).every((f) => f.exhausted);
}

/** One automatic step of the stage; false when it waits for a choice. */
function step(state: GowState, events: GowEvent[]): boolean {
  const n = state.seats.length;
  switch (state.stage) {
    case 'placing': {
      const next = state.toPlace.find((p) => !state.figures.find((f) => f.id === p.figure)!.exhausted);
      if (next) { state.pending = { kind: 'place', seat: next.seat, figure: next.figure }; return false; }
      state.toPlace = [];
      state.stage = 'preparation';
      return true;
    }
    case 'preparation': {
      state.round++;
      if (state.round > ROUND_CAP) { end(state, false, 'stalled', events); return true; }
      events.push({ type: 'roundBegan', round: state.round, first: state.first });
      for (let i = 0; i < n; i++) drawToLimit(state, (state.first + i) % n, events);
      for (const f of state.figures) f.moves = 1;
      state.stage = 'activation';
      state.step = 'start';
      state.active = state.first;
      const mimir = state.figures.find((f) => isCarried(contentOf(state), state, f) && !f.exhausted);
      if (mimir && standing(state).some((f) => f.seat !== mimir.seat)) { state.pending = { kind: 'carrier', seat: mimir.seat }; return false; }
      return true;
    }
    case 'activation':
      if (state.step === 'start') {
        if (seatFigures(state, state.active).length === 0) { endHeroTurn(state, events); return true; }
        state.step = 'hero';
      }
      // The hero's turn goes on (again, after a question it raised) until its player ends it.
      if (state.step === 'hero') {
        if (seatFigures(state, state.active).length === 0) { endHeroTurn(state, events); return true; }
        state.pending = { kind: 'hero', seat: state.active };
        return false;
      }
      if (state.activation && !continueActivation(state, events)) return false;
      // A set may make its solo game harder with more reveals after Kratos's own (content-format.md).
      if (n === 1 && (state.soloReveals ?? 0) < (contentOf(state).solo?.extraReveals ?? 0)) {
        state.soloReveals = (state.soloReveals ?? 0) + 1;
        startActivation(state, 0, false, events);
        return true;
      }
      delete state.soloReveals;
      state.active = (state.active + 1) % n;
      state.step = 'start';
      if (state.active === state.first) state.stage = 'extra';
      return true;
    case 'extra':
      if (state.step === 'start') { state.step = 'scenario'; startActivation(state, state.first, true, events); return true; }
      if (state.activation && !continueActivation(state, events)) return false;
      beginUpgrade(state);
      return true;
    case 'upgrade': {
      const seat = state.toUpgrade[0];
      if (seat !== undefined) {
        const s = state.seats[seat];
        if (state.revealed.length > 0 || s.discard.length > 0) { state.pending = { kind: 'upgrade', seat }; return false; }
        state.toUpgrade.shift();
        return true;
      }
      endRound(state, events);
      return true;
    }
    case 'next': {
      const options = state.played.length === 1 ? state.missions.slice(1, 3) : state.bosses;
      state.pending = { kind: 'next', seat: state.first, options };
      return false;
    }
    case 'over': return false;
  }
}

/** The hero activation ends (its player says so, or it has nobody in play): the Scenario's begins. */
export function endHeroTurn(state: GowState, events: GowEvent[]): void {
  state.pending = null;
  state.step = 'scenario';
  startActivation(state, state.active, false, events);
}

/** Upgrade phase (p.10): hands discarded, then each seat from the first picks. */
function beginUpgrade(state: GowState): void {
  state.stage = 'upgrade';
  for (const s of state.seats) { s.discard.push(...s.hand); s.hand = []; }
  const n = state.seats.length;
  state.toUpgrade = Array.from({ length: n }, (_, i) => (state.first + i) % n);
}

function endRound(state: GowState, events: GowEvent[]): void {
  state.upgradeDeck.unshift(...state.revealed);
  state.revealed = [];
  state.first = (state.first + 1) % state.seats.length;
  if (state.scenario === null) { state.stage = 'next'; return; }
  state.scenario.rounds++;
  state.stage = 'preparation';
  if (goalMet(state, current(state).defeat)) end(state, false, 'defeatCondition', events);
}

export function goalMet(state: GowState, goal: Goal | undefined): boolean {
  if (!goal || !state.scenario) return false;
  const slots = state.scenario.slots;
  switch (goal.kind) {
    case 'allDefeated': return slots.every((s) => !alive(state, s)) && !slots.some((s) => faceOf(state, s).flip?.when === 'allDefeated');
    case 'defeat': return goal.enemies.every((name) => slots.some((s) => enemyAt(state, s)?.name === name) && !slots.some((s) => enemyAt(state, s)?.name === name && alive(state, s)));
    case 'flipped': return slotAt(state, goal.at)?.face === 'back';
    case 'roundsPlayed': return state.scenario.rounds >= goal.rounds;
  }
}

/**
 * A Mission won (p.12): the Scenario cleared, damage healed, the exhausted back, Stun, Poison and
 * Crystals out of every deck, rage to 0; the rest of the round skipped but its upgrade phase played
 * (GOW rulings); then the next Mission or the Boss is chosen. The Boss beaten wins the game.
 */
function winMission(state: GowState, events: GowEvent[]): void {
  const id = current(state).id;
  events.push({ type: 'missionWon', mission: id });
  if (isBoss(contentOf(state), id)) { end(state, true, 'boss', events); return; }
  state.scenario = null;
  state.activation = null;
  state.pending = null;
  state.obstacles = [];
  state.soloUsed = [];
  state.owed = [];
  for (const f of state.figures) { Object.assign(f, { damage: 0, exhausted: false, rage: 0, column: null, back: false, carrier: null }); delete f.leftFrom; }
  for (const s of state.seats) {
    s.missionLimitTokens = 0;
    for (const zone of [s.deck, s.hand, s.discard]) {
      for (let i = zone.length - 1; i >= 0; i--) {
        const role = roleOf(state, zone[i]);
        if (role) { zone.splice(i, 1); state.supply[role]++; }
      }
    }
  }
  beginUpgrade(state);
}

/** The chosen Mission or Boss begins: the unchosen ones' obstacles weigh on it (p.12). */
export function beginMission(state: GowState, id: string, events: GowEvent[]): void {
  const content = contentOf(state);
  const boss = isBoss(content, id);
  const pool = state.played.length === 0 ? [] : boss ? state.bosses : state.missions.slice(1, 3);
  state.obstacles = pool.filter((m) => m !== id);
  state.played.push(id);
  const mission = missionDef(content, id);
  layScenario(state, mission.scenario);
  events.push({ type: 'missionBegan', mission: id, boss, obstacles: state.obstacles });
  const ctx = { seat: state.first, figure: null, column: null };
  for (const o of state.obstacles) runEffects(state, missionDef(content, o).obstacle.atStart, ctx, null, events);
  runEffects(state, mission.special, ctx, null, events);
  const n = state.seats.length;
  state.toPlace = [];
  for (let i = 0; i < n; i++) {
    const seat = (state.first + i) % n;
    for (const f of state.figures) if (f.seat === seat && !isCarried(content, state, f)) state.toPlace.push({ seat, figure: f.id });
  }
  state.stage = 'placing';
}

function end(state: GowState, win: boolean, by: GowResult['by'], events: GowEvent[]): void {
  const missions = state.played.length - (win ? 0 : 1);
  state.result = { win, by, round: state.round, missions };
  state.pending = null;
  state.activation = null;
  state.stage = 'over';
  events.push({ type: 'gameOver', result: state.result });
}
