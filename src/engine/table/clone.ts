// A copy of a game state that shares only what is never changed once made: the card types of the uids,
// the setup, the result, and the op lists of effect frames (the interpreter replaces them, never edits
// them). About twenty times cheaper than structuredClone, which was a third of the time of an action.
import { hooksOf } from './table-hooks';
import type { CardMarkers, Frame, GameState, PlayerState } from './types';

/** A copy of the cards a side keeps. */
export const copyPlayer = <P extends Omit<PlayerState, 'hero'>>(p: P): P => ({
  ...p,
  deck: p.deck.slice(), hand: p.hand.slice(), discard: p.discard.slice(), destroyed: p.destroyed.slice(),
  marked: p.marked.slice(), setAside: p.setAside.slice(), relics: p.relics.slice(), pillars: p.pillars.slice(),
  vpTokens: p.vpTokens.slice(),
});

function copyVars(vars: Record<string, number[]>): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const k in vars) out[k] = vars[k].slice();
  return out;
}

const copyFrame = (f: Frame): Frame => ({
  ops: f.ops, pc: f.pc,
  ctx: { ...f.ctx, vars: copyVars(f.ctx.vars), ...(f.ctx.fighters ? { fighters: f.ctx.fighters.slice() } : {}) },
});

function copyMarkers(markers: Record<number, CardMarkers>): Record<number, CardMarkers> {
  const out: Record<number, CardMarkers> = {};
  for (const k of Object.keys(markers)) { // faster than for…in on this sparse, integer-keyed record
    const uid = Number(k);
    const m = markers[uid];
    out[uid] = m.vp ? { ...m, vp: m.vp.slice() } : { ...m };
  }
  return out;
}

/** Generic so a ruleset's own state (the coop board and all) comes back as the type it went in. */
export function cloneState<S extends GameState>(s: S): S {
  const out: S = {
    ...s,
    players: s.players.map(copyPlayer),
    reserve: s.reserve.slice(),
    field: s.field.slice(),
    fieldDiscard: s.fieldDiscard.slice(),
    play: s.play.map((c) => ({ ...c })),
    modifiers: s.modifiers.map((m) => ({ ...m })),
    pending: s.pending && { ...s.pending, options: s.pending.options.slice(), ...(s.pending.reveal ? { reveal: s.pending.reveal.slice() } : {}) },
    stack: s.stack.map(copyFrame),
    markers: copyMarkers(s.markers),
    expansion: s.expansion && { ...s.expansion, pillarsAside: s.expansion.pillarsAside.slice(), pillarsInPlay: s.expansion.pillarsInPlay.slice() },
    epic: s.epic && { ...s.epic, deck: s.epic.deck.slice(), done: s.epic.done.slice() },
    used: s.used.slice(),
  };
  if (s.targets) out.targets = s.targets.map((t) => ({ ...t, ...(t.seats ? { seats: t.seats.slice() } : {}) }));
  hooksOf(s).places.copy(out, s); // the ruleset's own part (its keys keep their place: `out` spread `s`)
  if (s.under) {
    const under: Record<number, number[]> = {};
    for (const k in s.under) under[k] = s.under[k].slice();
    out.under = under;
  }
  return out;
}
