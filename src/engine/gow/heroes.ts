// What happens to heroes: drawing (Stun and Poison drawn, rulebook p.9), damage and exhaustion (p.9),
// healing, status and crystal cards put on top of a deck (p.9, p.13).
import { shuffleInPlace } from '../core/rng';
import { contentOf, handLimit } from './lookup';
import type { FigureState, GowEvent, GowState, Uid } from './types';

/** A new card of the content set (a status or crystal from its supply). */
function mint(state: GowState, id: string): Uid {
  state.cards.push(id);
  return state.cards.length - 1;
}

export function roleOf(state: GowState, uid: Uid): 'stun' | 'poison' | 'crystal' | undefined {
  const s = contentOf(state).status;
  const id = state.cards[uid];
  return id === s.stun ? 'stun' : id === s.poison ? 'poison' : id === s.crystal ? 'crystal' : undefined;
}

/** Puts a Stun, Poison or Crystal card from its supply on top of (or into) a seat's deck; none left: nothing. */
export function gainStatus(state: GowState, seat: number, status: 'stun' | 'poison' | 'crystal', where: 'top' | 'shuffle', events: GowEvent[]): void {
  if (state.supply[status] <= 0) return;
  state.supply[status]--;
  const content = contentOf(state);
  const uid = mint(state, content.status[status]);
  const deck = state.seats[seat].deck;
  deck.push(uid);
  if (where === 'shuffle') shuffleInPlace(state, deck);
  events.push({ type: 'statusGained', seat, status });
}

/** Damage to a figure (after any defense); exhaustion when it reaches its health. */
export function hurt(state: GowState, figure: FigureState, amount: number, events: GowEvent[]): void {
  if (amount <= 0 || figure.exhausted) return;
  figure.damage += amount;
  events.push({ type: 'heroHurt', figure: figure.id, damage: amount, total: figure.damage });
  if (figure.damage >= figure.health) exhaust(state, figure, events);
}

function exhaust(state: GowState, figure: FigureState, events: GowEvent[]): void {
  figure.exhausted = true;
  const column = figure.column;
  if (column !== null) figure.leftFrom = column;
  figure.column = null;
  figure.back = false;
  events.push({ type: 'exhausted', figure: figure.id });
  if (column !== null) for (const f of state.figures) if (f.column === column && !f.exhausted) f.back = false;
}

export function heal(figure: FigureState, amount: number, events: GowEvent[]): void {
  const healed = Math.min(amount, figure.damage);
  if (healed <= 0 || figure.exhausted) return;
  figure.damage -= healed;
  events.push({ type: 'healed', figure: figure.id, amount: healed });
}

/** The figures of a seat still in play. */
export const seatFigures = (state: GowState, seat: number) => state.figures.filter((f) => f.seat === seat && !f.exhausted);

/**
 * Damage to a seat's hero where the seat may choose which figure takes it (Poison with Brok and Sindri,
 * rulebook p.9): with two figures in play it waits for the seat's choice.
 */
export function hurtSeat(state: GowState, seat: number, amount: number, events: GowEvent[]): void {
  const figures = seatFigures(state, seat);
  if (figures.length === 1) hurt(state, figures[0], amount, events);
  else if (figures.length > 1) state.owed.push({ seat, amount });
}

/** Draws `n` cards; a drawn Stun is discarded, a drawn Poison is discarded, hurts 1 and is replaced. */
export function draw(state: GowState, seat: number, n: number, events: GowEvent[]): void {
  const s = state.seats[seat];
  const drawn: Uid[] = [];
  // The guard: a deck of nothing but Poison and Stun would otherwise be drawn around for ever.
  for (let left = n, guard = 100; left > 0 && guard > 0; left--, guard--) {
    if (s.deck.length === 0) {
      if (s.discard.length === 0) break;
      s.deck = shuffleInPlace(state, s.discard);
      s.discard = [];
    }
    const uid = s.deck.pop()!;
    const role = roleOf(state, uid);
    if (role === 'stun' || role === 'poison') {
      s.discard.push(uid);
      events.push({ type: 'statusDrawn', seat, uid, card: state.cards[uid], status: role });
      if (role === 'poison') { hurtSeat(state, seat, 1, events); left++; }
      continue;
    }
    s.hand.push(uid);
    drawn.push(uid);
  }
  if (drawn.length > 0) events.push({ type: 'drew', seat, uids: drawn, cards: drawn.map((u) => state.cards[u]) });
}

/** The preparation phase's draw: up to the hand limit. */
export const drawToLimit = (state: GowState, seat: number, events: GowEvent[]) =>
  draw(state, seat, Math.max(0, handLimit(state, seat) - state.seats[seat].hand.length), events);
