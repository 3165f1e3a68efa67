// Where a card sits on screen for a zone of the engine (for flights between zones): a centre and the
// width of the card there. Plain TS, from the table layout alone.
import type { Seat, ZoneRef } from '../../src/engine';
import { panelAnchors, stripParts, type Rect, type TableLayout } from './table-layout';
import { railParts } from './rail-layout';

export interface Anchor { x: number; y: number; w: number }

const centre = (r: Rect, w = r.w): Anchor => ({ x: r.x + r.w / 2, y: r.y + r.h / 2, w });

export function zoneAnchor(L: TableLayout, zone: ZoneRef, viewer: Seat, toSlot?: number): Anchor {
  const seat = zone.seat ?? 0;
  const panel = L.players[seat] ? panelAnchors(L.players[seat]) : null;
  const icon = (r: Rect | undefined): Anchor => (r ? centre(r, r.h * 0.75) : { x: L.w / 2, y: -60, w: 40 });
  switch (zone.zone) {
    case 'field': return centre(L.slots[zone.slot ?? 0]);
    case 'play': {
      if (toSlot !== undefined && L.strips[toSlot]) {
        const m = stripParts(L.strips[toSlot]).minis;
        return { x: m.x + m.w / 2, y: m.y + m.h / 2, w: L.mini };
      }
      return centre(L.loose, L.mini);
    }
    case 'reserve': return centre(L.reserve);
    case 'fieldDiscard': return centre(L.fieldDiscard);
    case 'hand': return seat === viewer ? centre(L.hand, L.handCard) : icon(panel?.hand);
    case 'armor': return seat === viewer ? centre(L.armor) : icon(panel?.armor);
    case 'deck': case 'setAside': return icon(panel?.deck);
    case 'discard': return icon(panel?.discard);
    case 'marked': return icon(panel?.wounded);
    case 'destroyed': case 'pillars': return icon(panel?.name);
    case 'relics': return icon(panel?.armor);
    case 'epic': case 'epicDeck': case 'epicsDone': return L.rail ? centre(railParts(L.rail, 0).epic) : icon(undefined);
    case 'pillarsInPlay': case 'pillarsAside': {
      // A pillar rises where the next one goes on the rail.
      if (!L.rail) return icon(undefined);
      const parts = railParts(L.rail, (toSlot ?? 0) + 1);
      return centre(parts.pillars[toSlot ?? 0].card);
    }
    default: return { x: L.w / 2, y: L.h / 2, w: L.card };
  }
}

/** Zones whose cards the table shows one by one (a card flying there stays until the re-sync). */
export function shownOnTable(zone: ZoneRef, viewer: Seat): boolean {
  return zone.zone === 'field' || zone.zone === 'play' || zone.zone === 'epic' || zone.zone === 'pillarsInPlay' || (zone.zone === 'hand' && zone.seat === viewer)
    || (zone.zone === 'armor' && zone.seat === viewer);
}
