// Where a card sits on the cooperative board for a zone of the engine (for flights between zones): a
// centre and the width of the card there. Plain TS, from the board's layout alone.
import type { Seat, ZoneRef } from '../../../src/engine';
import type { Anchor } from '../anchors';
import type { Rect } from '../table-layout';
import { heroSpotAt, pileCardAt, pillarAt, type CoopLayout } from './coop-layout';

const centre = (r: Rect, w: number): Anchor => ({ x: r.x + r.w / 2, y: r.y + r.h / 2, w });

/** pileOfPillar: the pile a pillar belongs to (−1: not a pillar). */
export function coopAnchor(L: CoopLayout, zone: ZoneRef, viewer: Seat, heroAt: readonly number[], pileOfPillar: (uid: number) => number, uid: number): Anchor {
  const seat = zone.seat ?? 0;
  const panel = L.heroes[seat];
  const atPanel = (): Anchor => (panel ? { x: panel.x + panel.w * 0.75, y: panel.y + panel.h / 2, w: L.card * 0.5 } : { x: L.w / 2, y: -60, w: 40 });
  switch (zone.zone) {
    case 'field': case 'pile': return { ...pileCardAt(L, zone.slot ?? 0), w: L.card };
    case 'breadwinner': return { x: L.column.x + L.column.w / 2, y: L.column.y + L.column.h * 0.25, w: L.column.w * 0.9 };
    case 'pillarSide': case 'pillarsInPlay': case 'pillarsAside': {
      const pile = pileOfPillar(uid);
      return pile >= 0 ? { ...pillarAt(L, pile), w: L.card * 0.7 } : { x: L.board.cx, y: L.board.cy, w: L.card };
    }
    case 'play': {
      const spot = heroSpotAt(L, heroAt[seat] ?? 0);
      return { ...spot, w: L.card * 0.6 };
    }
    case 'hand': return seat === viewer ? centre(L.hand, L.handCard) : atPanel();
    case 'fieldDiscard': return { x: L.board.cx, y: L.board.cy, w: L.card * 0.8 }; // the Abyss, the board's heart
    case 'reserve': return { x: L.poseidon.x + L.poseidon.w / 2, y: -L.card, w: L.card };
    case 'epic': case 'epicDeck': case 'epicsDone': return centre(L.epic, Math.min(L.epic.w, L.card));
    default: return atPanel();
  }
}
