// La force de l'amitié 2910 ("name a Hero: a player holding that Hero must discard one"). The active
// player names a Hero by choosing the seat that plays it (variable `named`): only the Heroes of the
// players at the table have cards in the game. This handler keeps, in variable `held`, only the cards
// of that Hero (its name, any rank, transcended included); the script bound `held` before.
import type { Handler } from './types';
import { typeOf } from '../../table/card-of';
import { playerOf } from '../../table/sides';

export const keepNamedHero: Handler = (state, frame) => {
  const named = frame.ctx.vars.named?.[0];
  const hero = named === undefined ? null : playerOf(state, named)?.hero ?? null;
  frame.ctx.vars.held = (frame.ctx.vars.held ?? []).filter((uid) => hero !== null && typeOf(state, uid).heroName === hero);
};
