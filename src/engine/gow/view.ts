// What a seat or the audience may see: its own hand, every other hand as a count, decks as counts, the
// Scenario's shown faces only (a back stays unknown until it turns), the revealed upgrade cards.
import type { Viewer } from '../core/ruleset';
import { contentOf, enemyAt, faceOf, handLimit } from './lookup';
import { armorLeft, healthLeft } from './scenario';
import type { GowEvent, GowResult, GowState, Pending } from './types';

export interface GowSlotView {
  at: string; face: 'front' | 'back'; title: string; text?: string;
  enemy: { name: string; health: number; left: number; armor: number[]; attacks: Record<string, { kind: string; power: number; directions?: string[]; stun?: boolean; poison?: boolean }> } | null;
  stunned: boolean; dead: boolean; interaction: boolean;
}

export interface GowView {
  mode: 'gow'; content: string; round: number; stage: GowState['stage'];
  /** The stage as the other modes name their phase: 'gameOver' once the game is over (the test hook). */
  phase: Exclude<GowState['stage'], 'over'> | 'gameOver';
  first: number; active: number;
  pending: Pending | null; viewer: Viewer;
  seats: { seat: number; hero: string; hand: { uid: number; card: string }[] | number; deck: number; discard: { uid: number; card: string }[]; handLimit: number }[];
  figures: GowState['figures'];
  scenario: { id: string; columns: number; rounds: number; slots: GowSlotView[] } | null;
  revealed: { uid: number; card: string }[];
  upgradeDeck: number;
  missions: string[]; bosses: string[]; played: string[]; obstacles: string[];
  result: GowResult | null;
}

export function gowView(state: GowState, viewer: Viewer): GowView {
  const content = contentOf(state);
  const scenario = state.scenario;
  return {
    mode: 'gow', content: content.id, round: state.round, stage: state.stage, phase: state.stage === 'over' ? 'gameOver' : state.stage,
    first: state.first, active: state.active,
    pending: state.pending, viewer,
    seats: state.seats.map((s) => ({
      seat: s.seat, hero: s.hero, deck: s.deck.length, discard: s.discard.map((uid) => ({ uid, card: state.cards[uid] })),
      hand: viewer === s.seat ? s.hand.map((uid) => ({ uid, card: state.cards[uid] })) : s.hand.length,
      handLimit: handLimit(state, s.seat),
    })),
    figures: state.figures.map((f) => ({ ...f })),
    scenario: scenario && {
      id: scenario.id, columns: scenario.columns, rounds: scenario.rounds,
      slots: scenario.slots.map((slot) => {
        const face = faceOf(state, slot);
        const enemy = enemyAt(state, slot);
        return {
          at: slot.at, face: slot.face, title: face.title, ...(face.text ? { text: face.text } : {}),
          enemy: enemy && { name: enemy.name, health: enemy.health, left: healthLeft(state, slot), armor: armorLeft(state, slot), attacks: enemy.attacks },
          stunned: slot.stunned, dead: slot.dead, interaction: face.interaction !== undefined && !slot.used,
        };
      }),
    },
    revealed: state.revealed.map((uid) => ({ uid, card: state.cards[uid] })),
    upgradeDeck: state.upgradeDeck.length,
    missions: [...state.missions], bosses: [...state.bosses], played: [...state.played], obstacles: [...state.obstacles],
    result: state.result,
  };
}

/** A draw is named to its drawer alone; everything else in the log is public. */
export function redactGowEvents(_state: GowState, events: readonly GowEvent[], viewer: Viewer): GowEvent[] {
  return events.map((e) => (e.type === 'drew' && viewer !== e.seat ? { ...e, uids: e.uids.map(() => -1), cards: e.cards.map(() => '') } : e));
}
