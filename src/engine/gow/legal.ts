// Every action the seat asked may take now, listed from the rules' conditions (the bots choose from it,
// the table highlights from it). Identical cards in a hand are listed once (the first of them).
import { companionAbility } from './actions';
import { targetVectors, type EffectContext } from './effects';
import { actingColumn, rageEffects, tokenAtHand } from './hero-actions';
import { alive, cardOf, columnOf, contentOf, enemyAt, faceOf, inColumn, isCarried, rowOf, slotAt } from './lookup';
import { healthLeft } from './scenario';
import { meets, setsOf } from './sets';
import type { FigureState, GowAction, GowState, PlayedCard, Uid } from './types';

export function legalActions(state: GowState, side: number | string): GowAction[] {
  const p = state.pending;
  if (state.result || !p || p.seat !== side) return [];
  const seat = p.seat;
  switch (p.kind) {
    case 'place': return placements(state).map(({ column, back }) => ({ type: 'place', seat, figure: p.figure, column, ...(back ? { back } : {}) }));
    case 'carrier': return state.figures.filter((f) => f.seat !== seat && !f.exhausted && f.column !== null).map((f) => ({ type: 'carry', seat, carrier: f.id }));
    case 'hero': return heroActions(state, seat);
    case 'absorb': return [{ type: 'absorb', seat, yes: true }, { type: 'absorb', seat, yes: false }];
    case 'defend': return [
      { type: 'defend', seat, cards: [] },
      ...setsOf(state, state.seats[seat].hand, 'defense').map((cards): GowAction => ({ type: 'defend', seat, cards })),
      ...specials(state, seat),
    ];
    case 'tie': return p.columns.map((c) => ({ type: 'choose', seat, pick: String(c) }));
    case 'poisoned': return p.figures.map((pick) => ({ type: 'choose', seat, pick }));
    case 'next': return p.options.map((pick) => ({ type: 'choose', seat, pick }));
    case 'upgrade': return [
      ...distinct(state, state.revealed).map((take): GowAction => ({ type: 'upgrade', seat, take })),
      ...distinct(state, state.seats[seat].discard).map((remove): GowAction => ({ type: 'upgrade', seat, remove })),
    ];
  }
}

/** The first uid of each content id. */
const distinct = (state: GowState, uids: readonly Uid[]) => uids.filter((u, i) => uids.findIndex((v) => state.cards[v] === state.cards[u]) === i);

function placements(state: GowState, except?: FigureState): { column: number; back: boolean }[] {
  const out: { column: number; back: boolean }[] = [];
  for (let column = 0; column < state.scenario!.columns; column++) {
    if (!slotAt(state, `b${column}`) || column === except?.column) continue;
    const there = inColumn(state, column).filter((f) => f !== except).length;
    if (there < 2) out.push({ column, back: false });
    if (there === 1) out.push({ column, back: true });
  }
  return out;
}

const own = (state: GowState, seat: number) => state.figures.filter((f) => f.seat === seat && !f.exhausted);
const ctxOf = (state: GowState, f: FigureState): EffectContext => ({ seat: f.seat, figure: f.id, column: actingColumn(state, f) });

function heroActions(state: GowState, seat: number): GowAction[] {
  const out: GowAction[] = [];
  const content = contentOf(state);
  const hand = state.seats[seat].hand;
  for (const f of own(state, seat)) {
    if (f.column !== null && f.moves > 0) for (const { column, back } of placements(state, f)) out.push({ type: 'move', seat, figure: f.id, column, ...(back ? { back } : {}) });
    if (f.column !== null && !isCarried(content, state, f)) {
      for (const slot of state.scenario!.slots) {
        if (columnOf(slot.at) !== f.column || !alive(state, slot)) continue;
        const kinds = rowOf(slot.at) === 'bottom' ? (['melee', 'ranged'] as const) : (['ranged'] as const);
        for (const kind of kinds) for (const cards of setsOf(state, hand, kind)) out.push({ type: 'attack', seat, figure: f.id, cards, target: slot.at });
      }
    }
    if (f.rage >= f.track && tokenAtHand(state, rageEffects(state, f))) for (const targets of targetVectors(state, ctxOf(state, f), rageEffects(state, f))) out.push({ type: 'rage', seat, figure: f.id, ...(targets.length ? { targets } : {}) });
    out.push(...interactions(state, f));
  }
  out.push(...specials(state, seat));
  if (state.seats.length === 1 && content.solo) out.push(...companions(state));
  out.push({ type: 'endTurn', seat });
  return out;
}

/** Specials in hand, for the seat's first figure in play (Brok & Sindri: either may play it: both listed). */
function specials(state: GowState, seat: number): GowAction[] {
  const out: GowAction[] = [];
  const hand = distinct(state, state.seats[seat].hand);
  for (const f of own(state, seat)) for (const uid of hand) cardOf(state, uid).options.forEach((o, option) => {
    if (!o.kinds.includes('special')) return;
    for (const targets of targetVectors(state, ctxOf(state, f), o.effects ?? [])) out.push({ type: 'special', seat, figure: f.id, card: { uid, option }, ...(targets.length ? { targets } : {}) });
  });
  return out;
}

function interactions(state: GowState, f: FigureState): GowAction[] {
  const column = actingColumn(state, f);
  if (column === null) return [];
  const out: GowAction[] = [];
  for (const slot of state.scenario!.slots) {
    const point = faceOf(state, slot).interaction;
    if (!point || columnOf(slot.at) !== column || (slot.used && !point.repeat)) continue;
    const watch = point.whenEnemyHealthAtMost;
    if (watch) {
      const watched = slotAt(state, watch.at);
      const left = watched && enemyAt(state, watched) && !watched.dead ? healthLeft(state, watched) : 0;
      if (left > watch.health) continue;
    }
    for (const cards of payments(state, state.seats[f.seat].hand, point.requires)) out.push({ type: 'interact', seat: f.seat, figure: f.id, at: slot.at, cards });
  }
  return out;
}

/** Every way to pay the requirements one card each (distinct by content ids). */
function payments(state: GowState, hand: readonly Uid[], needs: readonly string[]): PlayedCard[][] {
  const out: PlayedCard[][] = [];
  const seen = new Set<string>();
  const walk = (i: number, picked: PlayedCard[]) => {
    if (i === needs.length) {
      const key = picked.map((p) => `${state.cards[p.uid]}/${p.option}`).sort().join(',');
      if (!seen.has(key)) { seen.add(key); out.push(picked); }
      return;
    }
    for (const uid of hand) {
      if (picked.some((p) => p.uid === uid)) continue;
      cardOf(state, uid).options.forEach((_, option) => {
        if (meets(state, { uid, option }, needs[i] as never)) walk(i + 1, [...picked, { uid, option }]);
      });
    }
  };
  walk(0, []);
  return out;
}

function companions(state: GowState): GowAction[] {
  const out: GowAction[] = [];
  const kratos = state.figures[0];
  if (kratos.exhausted) return out;
  for (const comp of contentOf(state).solo!.companions) comp.abilities.forEach((_, index) => {
    const key = `${comp.hero}:${index}`;
    if (state.soloUsed.includes(key)) return;
    companionAbility(state, key)!.options.forEach((effects, option) => {
      for (const targets of targetVectors(state, ctxOf(state, kratos), effects)) out.push({ type: 'companion', seat: 0, ability: key, option, ...(targets.length ? { targets } : {}) });
    });
  });
  return out;
}
