// Poseidon as a side (Poseidon rulebook "Poséidon"; RULING-10): he applies the effects of the face-up
// cards he takes, as their controller, and he makes his own choices by VP: his own cards with the
// fewest VP first, the players' cards with the most VP first; a player to target: the one with the
// most VP. Ties go by the heroes' order clockwise from the flood pawn, then by card number. Each choice
// is reported with its reason for the log.
import { cardType, type Op, type Trigger } from '../../cards';
import { scriptOf } from '../../cards/scripts';
import { poseidonVp } from '../../cards/vp';
import { pushEffect } from '../effects/stack';
import { scoreSeat } from '../classic/scoring';
import { poseidonSeat } from './sides';
import type { GameEvent, Seat, Uid } from '../table/types';
import { locate } from '../table/zones';
import { emit } from './board';
import type { CoopState, PoseidonReason } from './types';

/** The printed keyword effects Poseidon applies, top to bottom ("Défausser, Blesser, Geler, Détruire,
 *  Marqué, Vaincu et Sortie"); the others (Mise en jeu, Arrivée, rules) he does not. */
const APPLIED = new Set(['discard', 'wound', 'freeze', 'destroy', 'marked', 'defeated', 'exit']);

/** The printed parts of a card that Poseidon applies when he takes it face up, in printed order, with
 *  their ops (the preview names them before his phase: public facts of a face-up card). */
export function appliedParts(type: number): { part: Trigger; ops: Op[] }[] {
  const script = scriptOf(type);
  if (!script) return [];
  return cardType(type).triggers.filter((t) => APPLIED.has(t)).flatMap((part) => {
    const ops = part === 'marked' ? script.marked : part === 'defeated' ? script.defeated : part === 'exit' ? script.exit : script.activate?.ops;
    return ops?.length ? [{ part, ops }] : [];
  });
}

/** Queues the effects of a card Poseidon has just taken, in printed order, with him as "you". */
export function applyTakenCard(state: CoopState, uid: Uid, events: GameEvent[]): void {
  const seat = poseidonSeat(state);
  const parts = appliedParts(state.cards[uid]);
  for (const { part } of parts) {
    events.push({ type: 'triggered', uid, card: state.cards[uid], trigger: part === 'marked' || part === 'defeated' || part === 'exit' ? part : 'activate' });
  }
  // Pushed last part first, so that the first printed resolves first.
  for (const { part, ops } of parts.reverse()) pushEffect(state, ops, { seat, source: uid, vars: {}, ...(part === 'defeated' ? { fighters: [] } : {}) });
}

/** A card's VP as Poseidon weighs it: printed, or the base of a VP rule. */
export function weighVp(state: CoopState, uid: Uid): number {
  return poseidonVp(state.cards[uid]);
}

/** The heroes in order clockwise from the flood pawn (by the pile each faces). */
function heroOrder(state: CoopState): Seat[] {
  const from = state.board.pawn;
  const distance = (seat: Seat) => (state.board.heroAt[seat] - from + 7) % 7;
  return state.players.map((p) => p.seat).sort((a, b) => distance(a) - distance(b) || a - b);
}

/**
 * Answers the choice to be made now if it is Poseidon's: his own, or a hero's choice within an effect he
 * applies ("pour toute autre décision, les joueurs choisissent dans l'intérêt de Poséidon"); false when
 * there is none, or when the table makes them by hand.
 */
export function answerForPoseidon(state: CoopState, events: GameEvent[]): boolean {
  const d = state.pending;
  const seat = poseidonSeat(state);
  if (!d || state.board.poseidonChoices === 'table') return false;
  const frame = state.stack[state.stack.length - 1];
  if (d.seat !== seat && frame?.ctx.seat !== seat) return false;
  let picks: number[];
  let reason: PoseidonReason;
  if (d.kind === 'yesNo') {
    picks = [1];
    reason = 'yes';
  } else if (d.kind === 'seat') {
    const order = heroOrder(state);
    const vp = new Map(d.options.map((s) => [s, s === seat ? -Infinity : scoreSeat(state, s).vp]));
    const rank = (s: Seat) => (order.indexOf(s) < 0 ? 99 : order.indexOf(s));
    picks = [[...d.options].sort((a, b) => vp.get(b)! - vp.get(a)! || rank(a) - rank(b))[0]];
    reason = 'mostVpHero';
  } else {
    const order = heroOrder(state);
    const owner = (u: Uid) => locate(state, u)?.seat;
    const his = (u: Uid) => owner(u) === seat || locate(state, u)?.zone === 'breadwinner';
    const theirs = d.options.filter((u) => !his(u));
    const rank = (u: Uid) => { const o = owner(u); return o === undefined ? 98 : order.indexOf(o); };
    const byCard = (a: Uid, b: Uid) => rank(a) - rank(b) || state.cards[a] - state.cards[b] || a - b;
    if (theirs.length) {
      // Most harm to the players: their cards with the most VP, as many as allowed.
      const sorted = [...theirs].sort((a, b) => weighVp(state, b) - weighVp(state, a) || byCard(a, b));
      const own = d.options.filter(his).sort((a, b) => weighVp(state, a) - weighVp(state, b) || byCard(a, b));
      picks = [...sorted, ...own].slice(0, Math.max(d.min, Math.min(d.max, sorted.length)));
      reason = 'mostVpTheirs';
    } else {
      // His own cards: the fewest VP, as few as allowed.
      picks = [...d.options].sort((a, b) => weighVp(state, a) - weighVp(state, b) || byCard(a, b)).slice(0, d.min);
      reason = 'leastVpOwn';
    }
  }
  frame.ctx.vars[d.bind] = [...picks];
  state.pending = null;
  events.push({ type: 'answered', seat: d.seat, decision: d.id, picks: [...picks] });
  emit(events, { type: 'poseidonChose', decision: d.id, seat: d.seat, prompt: d.prompt, source: d.source, picks: [...picks], reason });
  return true;
}
