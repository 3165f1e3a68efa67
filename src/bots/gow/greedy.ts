// God of War's greedy team: every hero plays from its own view and the legal list. It kills what it can,
// hits the weakest enemy in reach, walks to an enemy when none faces it, blocks a blow that hurts, and
// takes the strongest revealed upgrade (or clears a Stun or Poison from its discard pile).
import { cardById, contentSet, type CardDef, type GowAction, type GowView, type PlayedCard } from '../../engine/gow';
import type { Bot } from '../types';

/** God of War's bots (append only: saves name them): the greedy team; hard: the search (search/gow-bot.ts). */
export type GowBotKind = 'greedy' | 'hard';
export const GOW_BOT_KINDS: readonly GowBotKind[] = ['greedy', 'hard'];

/** The die's mean for our content (faces 0,0,1,1,2,3): what an attack expects to lose. */
const dieMean = (view: GowView) => { const d = contentSet(view.content)!.die; return d.reduce((a, b) => a + b, 0) / d.length; };

const cardOf = (view: GowView, id: string): CardDef => cardById(contentSet(view.content)!, id);
const handIds = (view: GowView, seat: number) => {
  const hand = view.seats[seat].hand;
  return new Map(typeof hand === 'number' ? [] : hand.map((h) => [h.uid, h.card]));
};
const strength = (view: GowView, seat: number, cards: PlayedCard[]) => {
  const ids = handIds(view, seat);
  return cards.reduce((n, c) => n + (cardOf(view, ids.get(c.uid)!).options[c.option].value ?? 0), 0);
};

/** What an upgrade card is worth to a deck: its best option's Number, more for attacks and specials. */
export function cardWorth(card: CardDef): number {
  if (card.role) return -5;
  return Math.max(...card.options.map((o) => (o.value ?? 0) + (o.kinds.includes('special') ? 2.5 : 0) + (o.stun ? 1 : 0) + (o.rage ? 0.5 : 0) + (o.kinds.length > 1 ? 0.5 : 0)));
}

/** How much the greedy hero likes an action of its turn (0 or less: rather end the turn). */
export function scoreHeroAction(view: GowView, a: GowAction): number {
  const slots = view.scenario?.slots ?? [];
  const figure = (id: string) => view.figures.find((f) => f.id === id)!;
  switch (a.type) {
    case 'rage': return 50;
    case 'attack': {
      const slot = slots.find((s) => s.at === a.target)!;
      const enemy = slot.enemy!;
      const power = strength(view, a.seat, a.cards) + figure(a.figure).attackBoost;
      if (enemy.armor.length > 0) return power >= enemy.armor[0] ? 20 - a.cards.length : -1;
      const expected = Math.min(enemy.left, Math.max(0, power - dieMean(view)));
      const kills = power - dieMean(view) >= enemy.left ? 15 : 0;
      return expected * 3 + kills - a.cards.length * 1.5 - enemy.left * 0.1;
    }
    case 'interact': return 30;
    case 'special': {
      const id = handIds(view, a.seat).get(a.card.uid)!;
      const effects = cardOf(view, id).options[a.card.option].effects ?? [];
      const me = figure(a.figure);
      if (effects.some((e) => e.do === 'heal')) return me.damage >= 2 || view.figures.some((f) => f.damage >= 3) ? 12 : -1;
      if (effects.some((e) => e.do === 'damage' || e.do === 'stun')) return (a.targets?.length ?? 0) > 0 ? 10 : -1;
      return 8;
    }
    case 'move': {
      const here = slots.filter((s) => Number(s.at[1]) === figure(a.figure).column && s.enemy && !s.dead);
      const there = slots.filter((s) => Number(s.at[1]) === a.column && s.enemy && !s.dead);
      if (there.length === 0) return -1;
      return (here.length === 0 ? 9 : 0) + (a.back ? -0.5 : 0) - Math.min(...there.map((s) => s.enemy!.left)) * 0.05;
    }
    case 'companion': return 6;
    default: return 0;
  }
}

export function decideGreedy(view: GowView, legal: GowAction[]): GowAction {
  const p = view.pending!;
  switch (p.kind) {
    case 'hero': {
      let best = legal.find((a) => a.type === 'endTurn') ?? legal[0], score = 0;
      for (const a of legal) { const s = scoreHeroAction(view, a); if (s > score) { score = s; best = a; } }
      return best;
    }
    case 'defend': {
      const sets = legal.filter((a): a is Extract<GowAction, { type: 'defend' }> => a.type === 'defend' && a.cards.length > 0);
      const blocking = sets.filter((a) => strength(view, p.seat, a.cards) >= p.power)
        .sort((x, y) => x.cards.length - y.cards.length || strength(view, p.seat, x.cards) - strength(view, p.seat, y.cards));
      // After the seat's own turn its hand is good for nothing but defense until the upgrade phase.
      const n = view.seats.length, order = (s: number) => (s - view.first + n) % n;
      const acted = view.stage === 'extra' || order(p.seat) <= order(view.active);
      const ids = handIds(view, p.seat);
      const defenseOnly = (a: { cards: PlayedCard[] }) => a.cards.every((c) => cardOf(view, ids.get(c.uid)!).options.every((o) => o.kinds.includes('defense') || o.kinds.length === 1 && o.kinds[0] === 'number' && a.cards.length === 1));
      if (blocking.length > 0 && (p.power >= 2 || acted)) return blocking[0];
      const cheap = blocking.find(defenseOnly);
      if (cheap) return cheap;
      const f = view.figures.find((x) => x.id === p.figure)!;
      if (f.health - f.damage <= p.power && sets.length > 0) return sets.sort((x, y) => strength(view, p.seat, y.cards) - strength(view, p.seat, x.cards))[0];
      return legal.find((a) => a.type === 'defend' && a.cards.length === 0)!;
    }
    case 'absorb': {
      const mimir = view.figures.find((f) => f.seat === p.seat)!;
      return legal.find((a) => a.type === 'absorb' && a.yes === mimir.health - mimir.damage > 3)!;
    }
    case 'upgrade': {
      const takes = legal.filter((a): a is Extract<GowAction, { type: 'upgrade' }> => a.type === 'upgrade' && a.take !== undefined);
      const worth = (uid: number) => cardWorth(cardOf(view, view.revealed.find((r) => r.uid === uid)!.card));
      const best = takes.sort((x, y) => worth(y.take!) - worth(x.take!))[0];
      const roles = contentSet(view.content)!.status;
      const statusIds = [roles.stun, roles.poison];
      const discard = view.seats[p.seat].discard;
      const removals = legal.filter((a): a is Extract<GowAction, { type: 'upgrade' }> => a.type === 'upgrade' && a.remove !== undefined);
      const cardIn = (a: Extract<GowAction, { type: 'upgrade' }>) => discard.find((d) => d.uid === a.remove)?.card ?? '';
      const status = removals.find((a) => statusIds.includes(cardIn(a)));
      if (status && (!best || worth(best.take!) < 3)) return status;
      // No revealed card worth taking: thin the deck of its weakest starting card (a bare Number 1).
      const weak = removals.filter((a) => !statusIds.includes(cardIn(a)) && cardWorth(cardOf(view, cardIn(a))) <= 1)[0];
      if (weak && (!best || worth(best.take!) < 3)) return weak;
      return best ?? legal[legal.length - 1];
    }
    case 'place': {
      const places = legal.filter((a): a is Extract<GowAction, { type: 'place' }> => a.type === 'place');
      const threat = (column: number) => (view.scenario?.slots ?? []).filter((s) => Number(s.at[1]) === column && s.enemy && !s.dead).length;
      return places.sort((x, y) => threat(y.column) - threat(x.column) || Number(!!x.back) - Number(!!y.back))[0];
    }
    default: return legal[0];
  }
}

export const gowGreedyBot = (): Bot<GowView, GowAction, GowBotKind, never> => ({ kind: 'greedy', decide: decideGreedy });
