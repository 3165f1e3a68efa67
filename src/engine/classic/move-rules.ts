// The rules of the classic game that react to a card moving (see move-hooks.ts): a Flame card leaving
// the field puts out a flame (rulebook "Flamme"; RULING-3), a God Warrior leaving it adds a sapphire to
// Odin's statue unless Fuite 2911 rules (rulings sheet "Guerriers Divins et Saphirs"), and a Hero that
// has just been destroyed may be discarded instead while Encerclés 2912 rules.
import { typeOf } from '../table/card-of';
import { removeFlames } from './clock';
import { offerDiscardInstead, sapphireCounts } from './epic-rules';
import { addMoveRules, type MoveRule } from '../table/move-hooks';
import type { GameEvent, GameState, Uid } from '../table/types';

/** A God Warrior (sapphire icon) adds a sapphire to Odin's statue (rulings sheet "Guerriers Divins et Saphirs"). */
export function addSapphire(state: GameState, uid: Uid, events: GameEvent[]): void {
  if (!state.expansion) return;
  state.expansion.sapphires += 1;
  events.push({ type: 'sapphireAdded', uid, card: state.cards[uid], total: state.expansion.sapphires });
}

const CLASSIC_MOVE_RULES: MoveRule = {
  leftField(state, uid, events) {
    const card = typeOf(state, uid);
    if (card.icon === 'flame') removeFlames(state, 1, events, uid);
    if (card.icon === 'sapphire' && sapphireCounts(state, false)) addSapphire(state, uid, events); // not while Fuite 2911 rules
  },
  arrived(state, uid, to) {
    if (to.zone === 'destroyed') offerDiscardInstead(state, uid, to.seat!); // Encerclés 2912
  },
};

addMoveRules(CLASSIC_MOVE_RULES);
