// Bronze armors (ids 6–10) and their Asgard V2 versions (1006–1010): upgrade two identical heroes to
// the next rank.
import type { Rank } from '../../../cards';
import { moveCard } from '../../table/zones';
import { typeOf } from '../../table/card-of';
import type { Handler } from './types';
import { upgradeRanks } from '../epic-rules';
import { playerOf } from '../../table/sides';

const RANK_ORDER: Rank[] = ['veryCommon', 'common', 'uncommon', 'rare', 'veryRare'];
const nextRank = (rank: Rank | null) => (rank ? RANK_ORDER[RANK_ORDER.indexOf(rank) + 1] ?? null : null);

/**
 * Bronze armor activation: destroy two identical copies of the armor's hero from your hand, then
 * add that hero's card of the next rank, from the cards set aside, to your discard (a V2 armor: to
 * your hand). With the expansions several cards of that rank may wait aside (a ◆ Hero of Asgard and
 * one of Poseidon): the player chooses which (RULING-13). A transcended ★ Hero is not an upgrade: it
 * is gained by marking a ◆ Hero (Poseidon rulebook "Nouveau Héros transcendé"), and would go back
 * aside at once from a discard.
 */
export const upgradeHero: Handler = (state, frame, events, { ask }) => {
  const seat = frame.ctx.seat;
  const p = playerOf(state, seat);
  const armor = typeOf(state, frame.ctx.source);
  const hero = armor.armorFor;
  const upgradesFor = (typeId: number) => {
    // Septième sens 2915: an uncommon Hero instead of a common one (the common one if none waits aside).
    const ranks = upgradeRanks(state, nextRank(typeOf(state, p.hand.find((u) => state.cards[u] === typeId)!).rank));
    const aside = (rank: Rank) => p.setAside.filter((u) => typeOf(state, u).heroName === hero && typeOf(state, u).rank === rank &&
      !typeOf(state, u).classes.includes('transcendedHero'));
    const found = ranks.map(aside).find((list) => list.length > 0) ?? [];
    // One option per card type (copies aside are interchangeable).
    return found.filter((u, i) => found.findIndex((v) => state.cards[v] === state.cards[u]) === i);
  };
  const pairAnswer = frame.ctx.vars.upgrade;
  if (pairAnswer === undefined) {
    const pairs = [...new Set(p.hand.map((u) => state.cards[u]))].filter((typeId) =>
      typeOf(state, p.hand.find((u) => state.cards[u] === typeId)!).heroName === hero &&
      p.hand.filter((u) => state.cards[u] === typeId).length >= 2 && upgradesFor(typeId).length > 0);
    if (pairs.length === 0) return;
    frame.pc--;
    ask(seat, 'cards', pairs.map((typeId) => p.hand.find((u) => state.cards[u] === typeId)!), 1, 1, 'prompt.upgradePair', 'upgrade');
    return;
  }
  const typeId = state.cards[pairAnswer[0]];
  const options = upgradesFor(typeId);
  if (options.length > 1 && frame.ctx.vars.upgradeTo === undefined) {
    frame.pc--;
    ask(seat, 'cards', options, 1, 1, 'prompt.upgradeChoose', 'upgradeTo');
    return;
  }
  const upgrade = frame.ctx.vars.upgradeTo?.[0] ?? options[0];
  delete frame.ctx.vars.upgrade;
  delete frame.ctx.vars.upgradeTo;
  if (upgrade === undefined) return;
  for (const uid of p.hand.filter((u) => state.cards[u] === typeId).slice(0, 2)) moveCard(state, uid, { zone: 'destroyed', seat }, events);
  moveCard(state, upgrade, { zone: armor.zone === 'v2Armor' ? 'hand' : 'discard', seat }, events);
};
