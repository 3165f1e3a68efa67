// The Scenario activation (rulebook p.9–10): a revealed upgrade card's rune activates every matching
// Scenario card, top row then bottom, left to right; its enemy attacks (melee by its directions, ranged
// at the farthest occupied column), the front hero defends, Mimir may take the blow for his carrier,
// Freya's tokens cancel it; then the card's boxes and its rune or "attacked" flips.
import { reward, runEffects } from './effects';
import { gainStatus, hurt } from './heroes';
import { alive, columnOf, contentOf, enemyAt, faceOf, figureById, inColumn, isCarried, missionDef, slotAt, standing } from './lookup';
import { flipGroup } from './scenario';
import type { Activation, AttackInProgress, FigureState, GowEvent, GowState } from './types';

/** Reveals the top upgrade card and starts its activation (an empty deck reveals nothing: GOW rulings). */
export function startActivation(state: GowState, seat: number, extra: boolean, events: GowEvent[]): void {
  const uid = state.upgradeDeck.pop();
  if (uid === undefined) return;
  state.revealed.push(uid);
  const rune = contentOf(state).cards.find((c) => c.id === state.cards[uid])!.rune!;
  events.push({ type: 'revealed', seat, uid, card: state.cards[uid], rune, extra });
  const queue = state.scenario!.slots.filter((s) => activates(state, s.at, rune)).map((s) => s.at);
  state.activation = { seat, rune, queue, attack: null, extra };
}

function activates(state: GowState, at: string, rune: string): boolean {
  const slot = slotAt(state, at)!;
  const face = faceOf(state, slot);
  return (face.enemy?.attacks[rune] !== undefined && !slot.dead) || face.boxes?.[rune] !== undefined || (face.flip?.when === 'rune' && face.flip.rune === rune);
}

/** The power the obstacles weighing on this Mission add to every enemy attack. */
const obstaclePower = (state: GowState) => state.obstacles.reduce((n, id) => n + (missionDef(contentOf(state), id).obstacle.enemyPower ?? 0), 0);

/**
 * Goes on with the activation until it needs a choice (returns false, `state.pending` set) or is done
 * (returns true, `state.activation` cleared).
 */
export function continueActivation(state: GowState, events: GowEvent[]): boolean {
  const a = state.activation!;
  for (;;) {
    if (a.attack) {
      if (!continueAttack(state, a, events)) return false;
      finishCard(state, a, a.attack.at, true, events);
      a.attack = null;
      if (state.result || state.owed.length > 0) return false;
      continue;
    }
    const at = a.queue.shift();
    if (at === undefined) { state.activation = null; return true; }
    if (!slotAt(state, at) || !activates(state, at, a.rune)) continue;
    events.push({ type: 'activated', at, rune: a.rune });
    const started = startAttack(state, a, at, events);
    if (started === 'tie') return false;
    if (!started) finishCard(state, a, at, false, events);
  }
}

/** The enemy's attack on this card, if it has one for the rune and is not stunned. */
function startAttack(state: GowState, a: Activation, at: string, events: GowEvent[]): boolean | 'tie' {
  const slot = slotAt(state, at)!;
  const attack = enemyAt(state, slot)?.attacks[a.rune];
  if (!attack || !alive(state, slot)) return false;
  if (slot.stunned) { slot.stunned = false; events.push({ type: 'stunShaken', at }); return false; }
  const column = columnOf(at);
  const power = attack.power + obstaclePower(state);
  let columns: number[];
  if (attack.kind === 'melee') {
    const offsets = (attack.directions ?? ['self']).map((d) => (d === 'left' ? -1 : d === 'right' ? 1 : 0));
    columns = offsets.map((o) => column + o).filter((c) => inColumn(state, c).length > 0);
  } else {
    const occupied = [...new Set(standing(state).map((f) => f.column!))];
    const far = Math.max(-1, ...occupied.map((c) => Math.abs(c - column)));
    const farthest = occupied.filter((c) => Math.abs(c - column) === far).sort((x, y) => x - y);
    if (farthest.length > 1) {
      a.attack = { at, rune: a.rune, power, targets: [], hit: false, defense: 0 };
      state.pending = { kind: 'tie', seat: state.first, columns: farthest };
      events.push({ type: 'enemyAttacks', at, kind: 'ranged', power, targets: [] });
      return 'tie';
    }
    columns = farthest;
  }
  if (columns.length === 0) return false; // nobody in reach: no attack (and no "after its attack" flip)
  const targets = columns.map((c) => inColumn(state, c)[0].id);
  events.push({ type: 'enemyAttacks', at, kind: attack.kind, power, targets });
  a.attack = { at, rune: a.rune, power, targets, hit: false, defense: 0 };
  return true;
}

/** The first players' pick of a tied ranged target. */
export function chooseTie(state: GowState, column: number): void {
  const a = state.activation!.attack!;
  a.targets = [inColumn(state, column)[0].id];
  state.pending = null;
}

/** Mimir, when he rides with this hero and can still take a blow. */
export function mimirFor(state: GowState, target: FigureState): FigureState | undefined {
  return state.figures.find((f) => f.carrier === target.id && !f.exhausted && isCarried(contentOf(state), state, f));
}

/**
 * Asks, one target at a time: Mimir's player whether he takes the blow, then the defender for its
 * Defense; resolves the target once answered (`a.targets[0]` is the one under way).
 */
function continueAttack(state: GowState, a: Activation, events: GowEvent[]): boolean {
  const attack = a.attack!;
  while (attack.targets.length > 0) {
    if (state.pending) return false;
    const target = figureById(state, attack.targets[0]);
    if (target.exhausted) { attack.targets.shift(); continue; }
    const mimir = mimirFor(state, target);
    if (mimir && !asked.has(state, 'absorb')) { state.pending = { kind: 'absorb', seat: mimir.seat, target: target.id }; asked.mark(state, 'absorb'); return false; }
    if (!asked.has(state, 'defend')) { state.pending = { kind: 'defend', seat: target.seat, figure: target.id, power: attack.power, at: attack.at }; asked.mark(state, 'defend'); return false; }
    resolveOn(state, attack, target, events);
    asked.clear(state);
    attack.targets.shift();
    if (state.result) return false;
  }
  return true;
}

/** Which questions the target under way has been asked (kept in the attack: a save resumes it). */
const asked = {
  has: (state: GowState, q: 'absorb' | 'defend') => state.activation?.attack?.asked?.includes(q) === true,
  mark: (state: GowState, q: 'absorb' | 'defend') => { const at = state.activation!.attack!; at.asked = [...(at.asked ?? []), q]; },
  clear: (state: GowState) => { delete state.activation!.attack!.asked; },
};

/** Damage through the defense, Freya's token, Stun and Poison on a hit (p.9). */
function resolveOn(state: GowState, attack: AttackInProgress, target: FigureState, events: GowEvent[]): void {
  const slot = slotAt(state, attack.at)!;
  const enemyAttack = enemyAt(state, slot)?.attacks[attack.rune];
  const defense = attack.defense + target.defenseBoost;
  target.defenseBoost = 0;
  attack.defense = 0;
  let damage = Math.max(0, attack.power - defense);
  if (damage > 0 && target.wards > 0) { target.wards--; damage = 0; events.push({ type: 'warded', figure: target.id }); }
  if (damage <= 0 || !enemyAttack) return;
  attack.hit = true;
  hurt(state, target, damage, events);
  if (enemyAttack.stun) gainStatus(state, target.seat, 'stun', 'top', events);
  if (enemyAttack.poison) gainStatus(state, target.seat, 'poison', 'top', events);
  if (enemyAttack.effects) runEffects(state, enemyAttack.effects, { seat: target.seat, figure: target.id, column: target.column, at: attack.at }, null, events);
}

/** Redirects the blow under way to Mimir (his player said yes). */
export function absorb(state: GowState, yes: boolean): void {
  const attack = state.activation!.attack!;
  const target = figureById(state, attack.targets[0]);
  if (yes) attack.targets[0] = mimirFor(state, target)!.id;
  state.pending = null;
}

/** After a card's attack (or its turn without one): its instruction box, then its flips. */
function finishCard(state: GowState, a: Activation, at: string, attacked: boolean, events: GowEvent[]): void {
  const slot = slotAt(state, at)!;
  const face = faceOf(state, slot);
  const gift = reward(state, events);
  const box = face.boxes?.[a.rune];
  const shown = slot.face;
  if (box) runEffects(state, box, { seat: a.seat, figure: null, column: columnOf(at), at }, null, events);
  if (slot.face !== shown) return; // the box turned it already
  const flip = face.flip;
  if (flip === undefined) return;
  if ((flip.when === 'attacked' && attacked) || (flip.when === 'rune' && flip.rune === a.rune)) flipGroup(state, slot, flip.group, a.seat, events, gift);
}
