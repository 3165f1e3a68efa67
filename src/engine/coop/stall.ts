// When no hero can change the outcome of a cooperative game any more (issue 25, "no dead rounds": an
// easy game where every pile was empty rose for 23 rounds while nobody could act). The heroes win only
// by destroying the seventh pillar, or by out-scoring Poseidon when the water reaches the top (Poseidon
// rulebook "Fin de partie"). The game is stalled when neither can happen whatever the heroes do:
//
// 1. No card is left face down in any pile: nothing new can come up ("Compléter le terrain" draws
//    only onto a pile that still has cards), and no pillar can be uncovered but by acquiring the
//    card on top of its pile.
// 2. Nothing left on the board can be taken: each face-up top and each revealed pillar costs, by each
//    route it has (Force, Cosmos), more than the team's ceiling: the printed value of that kind of every
//    card the heroes own, all together (a turn can never bring more: draws and gifts only move those
//    cards), with +4 for every Libra weapon held or left in the supply. The ceiling is not computed (the
//    game is not stalled) when a card the heroes own may add to values or lower costs (a static or an op
//    that does).
// 3. The VP cannot turn: Poseidon leads by more than the heroes can take from him without acquiring
//    anything (healing his marked cards: rulings sheet "Carte marquée"), and no card the heroes own may
//    give them VP.
// Each clause is checked on what the rules say of the state: none holds while a hero's action could
// still decide the game, so the table may play the rest out on its own (and says so first).
import { scriptOf, hasStatics } from '../../cards/scripts';
import { poseidonVp } from '../../cards/vp';
import { score } from '../classic/scoring';
import { fieldCost, type Energy } from '../classic/values';
import { typeOf } from '../table/card-of';
import type { Uid } from '../table/types';
import { poseidonScore } from './end';
import { START_INTERVAL } from './flood';
import { PILES, type CoopState } from './types';

/** The ops of the card language that can raise what a hero brings, lower what a card costs, add a
 *  target, or give a hero VP: a team owning such a card has no ceiling we can state. */
/** What a Libra weapon adds against a pillar. */
const LIBRA_BONUS = 4;
const UNBOUNDED_OPS = ['modify', 'turnBonus', 'gainEnergy', 'grant', 'costMod', 'takeLibra', 'swap', 'offerTarget', 'gainVp', 'addVp', 'playCard'];
const unboundedKnown = new Map<number, boolean>();
function unbounded(type: number): boolean {
  let known = unboundedKnown.get(type);
  if (known === undefined) {
    const script = JSON.stringify(scriptOf(type) ?? {});
    known = hasStatics(type) || UNBOUNDED_OPS.some((op) => script.includes(`"op":"${op}"`));
    unboundedKnown.set(type, known);
  }
  return known;
}

/** Every card the heroes own and may still play: decks, hands, discards, marked (healable), armors, in play. */
function teamCards(state: CoopState): Uid[] {
  const out: Uid[] = [];
  for (const p of state.players) {
    out.push(...p.deck, ...p.hand, ...p.discard, ...p.marked);
    if (p.armor !== null) out.push(p.armor);
  }
  for (const c of state.play) if (c.seat < state.players.length) out.push(c.uid);
  return out;
}

/** The most the whole team could ever bring of each kind in one turn, or null when it cannot be stated. */
export function teamCeiling(state: CoopState): Record<Energy, number> | null {
  const libra = LIBRA_BONUS * ((state.expansion?.libra ?? 0) + state.players.reduce((n, p) => n + p.libra, 0));
  const ceiling = { force: libra, cosmos: libra };
  for (const uid of teamCards(state)) {
    const card = typeOf(state, uid);
    if (unbounded(card.id)) return null;
    ceiling.force += Math.max(0, card.force);
    ceiling.cosmos += Math.max(0, card.cosmos);
  }
  return ceiling;
}

/** The cards on the board a hero could still take: the face-up tops and the revealed pillars. */
const boardTargets = (state: CoopState): Uid[] =>
  [...state.field.filter((u): u is Uid => u !== null), ...(state.expansion?.pillarsInPlay ?? [])];

/** Whether some hero could pay for the card by one of its routes with everything the team has. */
function reachable(state: CoopState, target: Uid, ceiling: Record<Energy, number>): boolean {
  return (['force', 'cosmos'] as const).some((kind) => state.players.some((p) => {
    const cost = fieldCost(state, target, kind, p.seat);
    return cost !== null && cost <= ceiling[kind];
  }));
}

/** VP the heroes could take from Poseidon without acquiring anything: healing his marked cards. */
const healableVp = (state: CoopState): number =>
  state.board.poseidon.marked.reduce((sum, uid) => sum + Math.max(0, poseidonVp(state.cards[uid])) + (state.markers[uid]?.vp ?? []).reduce((a, b) => a + b, 0), 0);

/** The game is stalled: no hero can change its outcome any more (clauses 1–3 above). */
export function stalled(state: CoopState): boolean {
  if (state.phase === 'gameOver') return false;
  if (state.board.piles.some((p) => p.length > 0)) return false; // 1
  const ceiling = teamCeiling(state);
  if (!ceiling || boardTargets(state).some((uid) => reachable(state, uid, ceiling))) return false; // 2
  const heroes = score(state).scores.reduce((sum, s) => sum + s.vp, 0);
  return poseidonScore(state).vp - heroes > healableVp(state); // 3
}

/** The Poseidon phases left before the water reaches the top, with the pawn crossing one pile per hero
 *  each phase (it may cross more when it takes nothing: the top may come sooner, never later). */
export function roundsToTop(state: CoopState): number {
  const b = state.board;
  let water = b.water;
  let pawn = b.pawn;
  let rounds = 0;
  while (water < b.waterTop && rounds < 1000) {
    rounds++;
    for (let i = 0; i < state.players.length; i++) {
      pawn = (pawn + 1) % PILES;
      if (pawn === START_INTERVAL) water++;
    }
  }
  return rounds;
}
