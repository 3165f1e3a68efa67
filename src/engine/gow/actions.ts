// Every action: whose it is now (the pending question), whether it may be taken, what it does. The hero's
// own actions are in hero-actions.ts; the answers to the table's questions are here.
import { absorb, chooseTie } from './activation';
import { runEffects, sameTargets, targetVectors } from './effects';
import { advance, beginMission, endHeroTurn } from './flow';
import { hurt } from './heroes';
import { checkAttack, checkInteract, checkMove, checkRage, checkSpecial, doAttack, doInteract, doMove, doRage, doSpecial, placeFigure, refuse, addRage } from './hero-actions';
import { contentOf, figureById, inColumn, isCarried } from './lookup';
import { rageIcons, setProblem, strengthOf } from './sets';
import type { GowAction, GowEvent, GowState, Pending } from './types';

type Act<T extends GowAction['type']> = Extract<GowAction, { type: T }>;

/** Which pending question each action answers. */
const ANSWERS: Record<GowAction['type'], Pending['kind'][]> = {
  place: ['place'], carry: ['carrier'], move: ['hero'], attack: ['hero'], rage: ['hero'], interact: ['hero'], companion: ['hero'],
  endTurn: ['hero'], special: ['hero', 'defend'], absorb: ['absorb'], defend: ['defend'], choose: ['tie', 'poisoned', 'next'], upgrade: ['upgrade'],
};

export function check(state: GowState, a: GowAction): void {
  if (state.result) refuse('gameOver', 'the game is over');
  const p = state.pending;
  if (!p || !ANSWERS[a.type].includes(p.kind)) refuse('notNow', `"${a.type}" is not open now${p ? ` (the table waits for "${p.kind}")` : ''}`);
  if (a.seat !== p!.seat) refuse('notYourTurn', `seat ${p!.seat} is to act, not seat ${a.seat}`);
  checkOwn(state, a, p!);
}

function checkOwn(state: GowState, a: GowAction, p: Pending): void {
  switch (a.type) {
    case 'place': return checkPlace(state, a, p as Extract<Pending, { kind: 'place' }>);
    case 'carry': {
      const carrier = state.figures.find((f) => f.id === a.carrier);
      if (!carrier || carrier.seat === a.seat || carrier.exhausted || carrier.column === null) refuse('badCarrier', 'Mimir rides with an ally standing on the Scenario');
      return;
    }
    case 'move': checkMove(state, a); return;
    case 'attack': checkAttack(state, a); return;
    case 'special': checkSpecial(state, a); return;
    case 'rage': checkRage(state, a); return;
    case 'interact': checkInteract(state, a); return;
    case 'companion': return checkCompanion(state, a);
    case 'endTurn': return;
    case 'absorb': return;
    case 'defend': {
      if (a.cards.length === 0) return;
      const problem = setProblem(state, state.seats[a.seat].hand, a.cards, 'defense');
      if (problem) refuse('badSet', problem);
      return;
    }
    case 'choose': return checkChoose(state, a, p);
    case 'upgrade': {
      const s = state.seats[a.seat];
      const take = a.take !== undefined, remove = a.remove !== undefined;
      if (take === remove) refuse('oneUpgrade', 'take one revealed card or remove one card of your discard pile');
      if (take && !state.revealed.includes(a.take!)) refuse('notRevealed', 'that card is not among the revealed ones');
      if (remove && !s.discard.includes(a.remove!)) refuse('notDiscarded', 'that card is not in your discard pile');
      return;
    }
  }
}

function checkPlace(state: GowState, a: Act<'place'>, p: Extract<Pending, { kind: 'place' }>): void {
  if (a.figure !== p.figure) refuse('notThisHero', `${p.figure} is the one to place`);
  const bottom = state.scenario!.slots.some((s) => s.at === `b${a.column}`);
  if (!bottom) refuse('noCard', `no bottom-row card faces column ${a.column}`);
  const there = inColumn(state, a.column);
  if (there.length >= 2) refuse('columnFull', `column ${a.column} already has 2 heroes`);
  if (a.back && there.length === 0) refuse('aloneInFront', 'a hero alone in a column stands in front');
}

function checkChoose(state: GowState, a: Act<'choose'>, p: Pending): void {
  if (p.kind === 'tie' && !p.columns.includes(Number(a.pick))) refuse('badPick', `pick one of the columns ${p.columns.join(', ')}`);
  if (p.kind === 'poisoned' && !p.figures.includes(a.pick)) refuse('badPick', `pick ${p.figures.join(' or ')}`);
  if (p.kind === 'next' && !p.options.includes(a.pick)) refuse('badPick', `pick ${p.options.join(' or ')}`);
}

/** Solo companions (p.13): each ability once per Mission, one of its two options. */
function checkCompanion(state: GowState, a: Act<'companion'>): void {
  const solo = contentOf(state).solo;
  if (state.seats.length !== 1 || !solo) refuse('notSolo', 'companions help only in the solo game');
  const ability = companionAbility(state, a.ability);
  if (!ability) refuse('noAbility', `no companion ability "${a.ability}"`);
  if (state.soloUsed.includes(a.ability)) refuse('abilityUsed', 'that ability is spent for this Mission');
  const effects = ability!.options[a.option];
  if (!effects) refuse('noOption', 'that ability has no such option');
  const kratos = state.figures[0];
  const ctx = { seat: 0, figure: kratos.id, column: kratos.column };
  if (!targetVectors(state, ctx, effects).some((v) => sameTargets(v, a.targets ?? []))) refuse('badTargets', 'those targets are not open to this ability');
}

/** "atreus:0": the companion's first ability. */
export function companionAbility(state: GowState, key: string) {
  const [hero, index] = key.split(':');
  return contentOf(state).solo?.companions.find((c) => c.hero === hero)?.abilities[Number(index)];
}

export function execute(state: GowState, a: GowAction, events: GowEvent[]): void {
  const p = state.pending!;
  switch (a.type) {
    case 'place': {
      const f = figureById(state, a.figure);
      placeFigure(state, f, a.column, a.back === true);
      events.push({ type: 'placed', figure: f.id, column: a.column, back: f.back });
      state.toPlace.shift();
      state.pending = null;
      break;
    }
    case 'carry': {
      const mimir = state.figures.find((f) => f.seat === a.seat && isCarried(contentOf(state), state, f))!;
      mimir.carrier = a.carrier;
      state.pending = null;
      break;
    }
    case 'move': doMove(state, a, events); break;
    case 'attack': doAttack(state, a, events); break;
    case 'special': doSpecial(state, a, events); break;
    case 'rage': doRage(state, a, events); break;
    case 'interact': doInteract(state, a, events); break;
    case 'companion': {
      const kratos = state.figures[0];
      state.soloUsed.push(a.ability);
      runEffects(state, companionAbility(state, a.ability)!.options[a.option], { seat: 0, figure: kratos.id, column: kratos.column }, a.targets ?? [], events);
      break;
    }
    case 'endTurn': endHeroTurn(state, events); break;
    case 'absorb': absorb(state, a.yes); break;
    case 'defend': {
      const attack = state.activation!.attack!;
      const figure = figureById(state, (p as Extract<Pending, { kind: 'defend' }>).figure);
      if (a.cards.length > 0) {
        const s = state.seats[a.seat];
        for (const c of a.cards) { s.hand.splice(s.hand.indexOf(c.uid), 1); s.discard.push(c.uid); }
        attack.defense = strengthOf(state, a.cards);
        events.push({ type: 'played', seat: a.seat, figure: figure.id, cards: a.cards, ids: a.cards.map((c) => state.cards[c.uid]), as: 'defense' });
        events.push({ type: 'defended', figure: figure.id, defense: attack.defense });
        addRage(figure, rageIcons(state, a.cards), events);
      }
      state.pending = null;
      break;
    }
    case 'choose':
      if (p.kind === 'tie') chooseTie(state, Number(a.pick));
      else if (p.kind === 'poisoned') { const owed = state.owed.shift()!; state.pending = null; hurt(state, figureById(state, a.pick), owed.amount, events); }
      else { state.pending = null; beginMission(state, a.pick, events); }
      break;
    case 'upgrade': {
      const s = state.seats[a.seat];
      if (a.take !== undefined) {
        state.revealed.splice(state.revealed.indexOf(a.take), 1);
        s.deck.push(a.take);
        events.push({ type: 'upgraded', seat: a.seat, uid: a.take, card: state.cards[a.take] });
      } else {
        s.discard.splice(s.discard.indexOf(a.remove!), 1);
        const role = contentOf(state).cards.find((c) => c.id === state.cards[a.remove!])?.role;
        if (role) state.supply[role]++;
        events.push({ type: 'removedCard', seat: a.seat, uid: a.remove!, card: state.cards[a.remove!] });
      }
      state.toUpgrade.shift();
      state.pending = null;
      break;
    }
  }
  advance(state, events);
}

