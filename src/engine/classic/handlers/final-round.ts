// Attaque de la fondation Graad 2901, end of Epic ("otherwise the game is over"): the game ends as when
// the last flame goes (rulebook "Fin de partie"; RULING-3): the round is finished so that everyone has
// played the same number of turns, then the end-of-game effects run and the game is scored.
import type { Handler } from './types';

export const finalRound: Handler = (state, _frame, events) => {
  if (state.finalRound) return;
  state.finalRound = true;
  events.push({ type: 'finalRound' });
};
