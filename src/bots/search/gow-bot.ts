// God of War's searching bot (`hard`): at a hero's turn, a defense and an upgrade pick it tries the
// greedy team's few best candidates on guesses of what the team cannot see (every deck's order and the
// upgrade deck's, and the die: the team talks, so hands are seen), plays the round on with the greedy
// team, and keeps the move that leaves the team best placed (flat.ts: successive halving, common
// samples). Other questions are the greedy bot's. Its randomness comes from its seed and the state.
import { seededRandom } from '../../engine';
import { copyGow, gowRules, type GowAction, type GowState } from '../../engine/gow';
import { decideGreedy, scoreHeroAction } from '../gow/greedy';
import type { Bot } from '../types';
import { hashText } from './determinize';
import { drain, searchSteps } from './flat';

export const GOW_PLAYOUTS = 24;
const MOST_CANDIDATES = 4;
/** A playout stops after this many actions whatever happens (a round takes ~60 with 4 heroes). */
const PLAYOUT_ACTIONS = 400;

/** One guess of the hidden order of every deck, the upgrade deck and the dice to come. */
function sample(state: GowState, seed: number): GowState {
  const copy = copyGow(state);
  const r = seededRandom(seed);
  const shuffle = (xs: number[]) => { for (let i = xs.length - 1; i > 0; i--) { const j = Math.floor(r() * (i + 1)); [xs[i], xs[j]] = [xs[j], xs[i]]; } };
  for (const s of copy.seats) { s.deck.sort((a, b) => a - b); shuffle(s.deck); }
  copy.upgradeDeck.sort((a, b) => a - b);
  shuffle(copy.upgradeDeck);
  copy.rng = (r() * 2 ** 31) | 0;
  delete copy.dice;
  return copy;
}

/** How well the team stands: Missions won, enemies beaten and hurt, heroes hale; the game's end first. */
export function teamWorth(state: GowState): number {
  if (state.result) return state.result.win ? 1000 : -1000 + 100 * state.result.missions;
  let worth = 100 * (state.played.length - 1);
  for (const slot of gowRules.view(state, 'audience').scenario?.slots ?? []) {
    if (slot.enemy) worth += slot.dead ? 8 : 6 * (1 - slot.enemy.left / slot.enemy.health);
  }
  for (const f of state.figures) worth += f.exhausted ? -25 : -8 * (f.damage / f.health) + f.rage * 0.3;
  return worth;
}

/** Plays the greedy team on until the next round begins (or the game ends). */
function playOn(state: GowState): GowState {
  const round = state.round;
  for (let n = 0; n < PLAYOUT_ACTIONS && !state.result && state.round === round; n++) {
    const side = gowRules.toAct(state)!;
    const action = decideGreedy(gowRules.view(state, side), gowRules.legalActions(state, side));
    gowRules.check(state, action);
    gowRules.execute(state, action, []);
  }
  return state;
}

/** The candidates worth searching at this question (the greedy choice first), or null: answer greedily. */
function candidates(state: GowState, seat: number, legal: GowAction[]): GowAction[] | null {
  const view = gowRules.view(state, seat);
  const greedy = decideGreedy(view, legal);
  const p = state.pending!;
  let others: GowAction[];
  if (p.kind === 'hero') others = [...legal].sort((a, b) => scoreHeroAction(view, b) - scoreHeroAction(view, a)).filter((a) => a.type === 'endTurn' || scoreHeroAction(view, a) > 0);
  else if (p.kind === 'defend' || p.kind === 'upgrade') others = legal;
  else return null;
  const out = [greedy, ...others.filter((a) => JSON.stringify(a) !== JSON.stringify(greedy))].slice(0, MOST_CANDIDATES);
  return out.length > 1 ? out : null;
}

export function gowSearchBot(seed: number, playouts = GOW_PLAYOUTS): Bot<never, GowAction, 'hard', GowState> {
  function* think(state: GowState, seat: number): Generator<void, GowAction> {
    const legal = gowRules.legalActions(state, seat);
    const tried = candidates(state, seat, legal);
    if (!tried) return decideGreedy(gowRules.view(state, seat), legal);
    const base = hashText(`${seed}:${state.round}:${state.revealed.length}:${state.seats.map((s) => s.hand.join('.')).join('|')}:${legal.length}`);
    const result = yield* searchSteps<GowState>({
      count: tried.length,
      sample: (k) => sample(state, base + k * 7919),
      value: (guess, i) => {
        // A pick among hidden cards (Mimir's look at the upgrade deck) may name cards this guess put
        // elsewhere: such a candidate is not this guess's to play.
        try { gowRules.check(guess, tried[i]); } catch { return -2000; }
        gowRules.execute(guess, tried[i], []);
        return teamWorth(playOn(guess));
      },
    }, playouts);
    return tried[result.best];
  }
  return {
    kind: 'hard',
    decide: () => { throw new Error('the searching bot reads the state (decideOnState)'); },
    decideOnState: (state, seat) => drain(think(state, seat)),
    thinkOnState: think,
  };
}
