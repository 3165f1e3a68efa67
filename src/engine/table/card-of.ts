// The card type of a physical card of a game: the one lookup every rule starts from.
import { cardType, type CardType } from '../../cards';
import type { GameState, Uid } from './types';

export const typeOf = (state: GameState, uid: Uid): CardType => cardType(state.cards[uid]);
