// The plain data God of War's pieces draw, read from a seat's view and the content set (no Phaser): the
// pieces take these, so the table scene builds them once per change and a test can too.
import { cardById, type GowCardDef, type GowContent, type GowEffect, type GowView } from '../../../src/engine';
import { t } from '../../../src/i18n';
import type { RuneInfo } from './gowPaint';

export type { RuneInfo };
type Figure = GowView['figures'][number];

/** One figure's line on a hero board. */
export interface FigureLine { id: string; name: string; health: number; damage: number; rage: number; track: number; exhausted: boolean; wards: number }

export interface HeroBoardData {
  seat: number; hero: string; name: string;
  figures: FigureLine[];
  handLimit: number; hand: number; deck: number; discard: number;
  /** Status and crystal cards in the hand (own seat) and the discard pile. */
  stun: number; poison: number; crystal: number;
  active: boolean;
}

export interface PyramidTile { id: string; name: string; number: number; boss: boolean; played: boolean; current: boolean }
/** Rows from the bottom: the first Mission, the two Missions above it, the three Bosses on top. */
export interface PyramidData { rows: PyramidTile[][] }

/** A hand or market card: its uid (for taps) and its content definition; null: face down. */
export interface ActionCardData { uid: number; card: GowCardDef }

export const runesOf = (content: GowContent): RuneInfo[] => content.runes.map((r) => ({ ...r }));

const figureName = (content: GowContent, id: string): string =>
  content.heroes.flatMap((h) => h.figures).find((f) => f.id === id)?.name ?? id;

function line(content: GowContent, f: Figure): FigureLine {
  return { id: f.id, name: figureName(content, f.id), health: f.health, damage: f.damage, rage: f.rage, track: f.track, exhausted: f.exhausted, wards: f.wards };
}

export function heroBoardData(view: GowView, content: GowContent, seat: number): HeroBoardData {
  const s = view.seats[seat];
  const hero = content.heroes.find((h) => h.id === s.hero);
  const seen = [...s.discard, ...(Array.isArray(s.hand) ? s.hand : [])].map((c) => c.card);
  const count = (id: string) => seen.filter((c) => c === id).length;
  return {
    seat, hero: s.hero, name: hero?.name ?? s.hero,
    figures: view.figures.filter((f) => f.seat === seat).map((f) => line(content, f)),
    handLimit: s.handLimit, hand: Array.isArray(s.hand) ? s.hand.length : s.hand, deck: s.deck, discard: s.discard.length,
    stun: count(content.status.stun), poison: count(content.status.poison), crystal: count(content.status.crystal),
    active: view.active === seat && view.phase !== 'gameOver',
  };
}

export function pyramidData(view: GowView, content: GowContent): PyramidData {
  const current = view.played[view.played.length - 1];
  const tile = (id: string, boss: boolean): PyramidTile => {
    const def = (boss ? content.bosses : content.missions).find((m) => m.id === id);
    return { id, name: def?.name ?? id, number: def?.number ?? 0, boss, played: view.played.includes(id) && id !== current, current: id === current };
  };
  return { rows: [view.missions.slice(0, 1), view.missions.slice(1, 3)].map((ids) => ids.map((id) => tile(id, false))).concat([view.bosses.map((id) => tile(id, true))]) };
}

export const cardData = (content: GowContent, uid: number, id: string): ActionCardData => ({ uid, card: cardById(content, id) });

/** A short English phrase for an effect, for a card face ("heal 2", "+2 attack"). */
export function effectText(e: GowEffect): string {
  const n = 'amount' in e ? e.amount : 0;
  switch (e.do) {
    case 'damage': return t('gow.effect.damage', { n }) + (e.count > 1 ? t('gow.effect.times', { n: e.count }) : '') + (e.pierce ? t('gow.effect.pierce') : '');
    case 'stun': return e.count > 1 ? t('gow.effect.stunMany', { n: e.count }) : t('gow.effect.stun');
    case 'draw': return e.amount > 0 ? t('gow.effect.draw', { n }) : t('gow.effect.none');
    case 'status': return t(`gow.effect.status.${e.status}`);
    case 'handLimit': return t('gow.effect.handLimit', { d: e.delta > 0 ? '+1' : '−1' });
    case 'attack': return t(`gow.effect.attack.${e.kind}`, { n: e.power });
    default: return t(`gow.effect.${e.do}`, { n });
  }
}
