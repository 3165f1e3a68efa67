// What the next Poseidon phase will do, as far as the face-up cards tell (rulebook "Phase de Poséidon"):
// the piles the flood pawn will cross and what happens at each, for the board to show before the heroes
// commit. A face-down card will be taken unseen.
import type { Uid } from '../table/types';
import { clockwise, lastCardOf } from './board';
import { START_INTERVAL } from './flood';
import { PILES, type CoopState } from './types';

export interface FloodPreviewStep {
  pile: number;
  /** take: a face-up card to the Main Breadwinner (its effects applied); takeHidden: a face-down one;
   *  flipGeneral / tokenGeneral: the last General turned face up or given a +1 VP token; nothing: an
   *  empty pile or a pillar. */
  does: 'take' | 'takeHidden' | 'flipGeneral' | 'tokenGeneral' | 'nothing';
  uid?: Uid;
  card?: number;
  /** The pawn reaches the start interval after this pile: the water rises by 1. */
  waterRises: boolean;
}

export function previewPoseidon(state: CoopState): FloodPreviewStep[] {
  const b = state.board;
  const steps: FloodPreviewStep[] = [];
  let left = state.players.length;
  let took = false;
  let pawn = b.pawn;
  for (let moved = 0; left > 0 || (!took && moved < PILES); moved++) {
    const pile = pawn;
    pawn = clockwise(pawn);
    left = Math.max(0, left - 1);
    const top = state.field[pile];
    const last = lastCardOf(state, pile);
    let step: FloodPreviewStep;
    if (top === null && b.piles[pile].length === 0) step = { pile, does: 'nothing', waterRises: false };
    else if (last !== null && top === null) step = { pile, does: 'flipGeneral', waterRises: false };
    else if (last !== null) step = { pile, does: 'tokenGeneral', uid: last, card: state.cards[last], waterRises: false };
    else if (top !== null) step = { pile, does: 'take', uid: top, card: state.cards[top], waterRises: false };
    else step = { pile, does: 'takeHidden', waterRises: false };
    if (step.does === 'take' || step.does === 'takeHidden' || step.does === 'tokenGeneral') took = true;
    step.waterRises = pawn === START_INTERVAL;
    steps.push(step);
  }
  return steps;
}
