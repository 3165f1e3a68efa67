// The Scenario on the table: laying it by its Sequence (rulebook p.4), damage and armor on enemies
// (p.8), defeat and the Death token, and flips with their groups and rewards (p.11).
import type { Effect, Position } from './content-schema';
import { alive, contentOf, enemyAt, enemyDamage, faceOf, slotAt } from './lookup';
import type { GowEvent, GowState, SlotState } from './types';

/** Effects a flip's reward asks of the hero who caused it: run by the caller's effect runner. */
export type RewardSink = (effects: Effect[], seat: number) => void;

export function layScenario(state: GowState, id: string): void {
  const def = contentOf(state).scenarios.find((s) => s.id === id);
  if (!def) throw new Error(`no scenario "${id}"`);
  const order = (at: string) => (at[0] === 't' ? 0 : 10) + Number(at[1]);
  const slots: SlotState[] = def.cards
    .map((c, card) => ({ at: c.at, card, face: 'front' as const, damage: 0, stunned: false, dead: false, armorBroken: 0, used: false }))
    .sort((a, b) => order(a.at) - order(b.at));
  const columns = 1 + Math.max(...def.cards.map((c) => Number(c.at[1])));
  state.scenario = { id, slots, columns, rounds: 0 };
  state.tracks = {};
}

/** The armor still standing on an enemy, highest first (destroyed in that order, p.8). */
export function armorLeft(state: GowState, slot: SlotState): number[] {
  const armor = [...(enemyAt(state, slot)?.armor ?? [])].sort((a, b) => b - a);
  return armor.slice(slot.armorBroken);
}

/** Health left on an enemy. */
export const healthLeft = (state: GowState, slot: SlotState) => Math.max(0, (enemyAt(state, slot)?.health ?? 0) - enemyDamage(state, slot));

/** The slots showing the same tracked enemy (a trace card's enemy spans cards, p.13). */
const sameEnemy = (state: GowState, slot: SlotState) => {
  const track = enemyAt(state, slot)?.track;
  return track === undefined ? [slot] : state.scenario!.slots.filter((s) => enemyAt(state, s)?.track === track);
};

/**
 * Damage tokens on an enemy; at its health it is defeated: its card flips if it says so, else it
 * takes a Death token. `seat` is the hero's who caused it (a flip's reward is theirs).
 */
export function damageEnemy(state: GowState, slot: SlotState, amount: number, seat: number, events: GowEvent[], reward: RewardSink): void {
  const enemy = enemyAt(state, slot);
  if (!enemy || slot.dead || amount <= 0) return;
  if (enemy.track !== undefined) state.tracks[enemy.track] = (state.tracks[enemy.track] ?? 0) + amount;
  else slot.damage += amount;
  events.push({ type: 'enemyHit', at: slot.at, damage: amount, health: healthLeft(state, slot) });
  if (enemyDamage(state, slot) < enemy.health) return;
  for (const s of sameEnemy(state, slot)) {
    events.push({ type: 'enemyDefeated', at: s.at, name: enemy.name });
    const flip = faceOf(state, s).flip;
    if (flip?.when === 'defeated') flipGroup(state, s, flip.group, seat, events, reward);
    else s.dead = true;
  }
  afterDefeat(state, seat, events, reward);
}

/** A card whose condition is "every enemy defeated" turns once none is left standing (Helheim, p.12). */
export function afterDefeat(state: GowState, seat: number, events: GowEvent[], reward: RewardSink): void {
  const slots = state.scenario!.slots;
  if (slots.some((s) => alive(state, s))) return;
  const waiting = slots.find((s) => faceOf(state, s).flip?.when === 'allDefeated');
  if (waiting) flipGroup(state, waiting, faceOf(state, waiting).flip!.group, seat, events, reward);
}

/** One armor destroyed by an attack at least as strong; all of it gone turns an "armor" card. */
export function breakArmor(state: GowState, slot: SlotState, seat: number, events: GowEvent[], reward: RewardSink): void {
  const [value] = armorLeft(state, slot);
  slot.armorBroken++;
  events.push({ type: 'armorBroken', at: slot.at, value });
  const flip = faceOf(state, slot).flip;
  if (armorLeft(state, slot).length === 0 && flip?.when === 'armorBroken') flipGroup(state, slot, flip.group, seat, events, reward);
}

/**
 * Turns the group (none named: the card itself). Damage tokens stay on a turned card, every other
 * token goes (p.11); a reward on a newly shown face is the triggering hero's to do at once.
 */
export function flipGroup(state: GowState, origin: SlotState, group: readonly Position[], seat: number, events: GowEvent[], reward: RewardSink): void {
  const places = group.length > 0 ? group : [origin.at];
  const turned: SlotState[] = [];
  for (const at of places) {
    const slot = slotAt(state, at);
    if (!slot) continue;
    slot.face = slot.face === 'front' ? 'back' : 'front';
    slot.stunned = false;
    slot.dead = false;
    slot.armorBroken = 0;
    slot.used = false;
    turned.push(slot);
    events.push({ type: 'flipped', at, face: slot.face, title: faceOf(state, slot).title });
  }
  for (const slot of turned) {
    const gift = faceOf(state, slot).reward;
    if (gift && gift.length > 0) reward(gift, seat);
  }
  // A newly shown enemy already beaten by the damage its card carries lies dead (it does not turn
  // again: content should give such a back more health, docs/gow/content-format.md).
  for (const slot of turned) {
    const enemy = enemyAt(state, slot);
    if (enemy && enemyDamage(state, slot) >= enemy.health) {
      slot.dead = true;
      events.push({ type: 'enemyDefeated', at: slot.at, name: enemy.name });
    }
  }
}
