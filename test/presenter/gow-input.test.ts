// God of War's taps (issue 28): a person picks cards from the hand, sees which others can join the set
// (rulebook R: a set is one action card with any Numbers, GOW-4), and strikes the enemy that set can
// reach; moves and the listed choices are the engine's legal actions only.
import { describe, expect, it } from 'vitest';
import type { GowAction, GowPlayedCard } from '../../src/engine';
import { GowSession } from '../../src/session/gow-session';
import { GowInput } from '../../scenes/presenter/gow/gow-input';
import { buildGowModel, ownHand } from '../../scenes/presenter/gow/gow-model';

type Attack = Extract<GowAction, { type: 'attack' }>;

/** A two-hero game of people at Kratos's first turn (both pawns placed by their first legal place). */
function atKratosTurn(seed = 7): GowSession {
  const session = GowSession.start({ seed, heroes: ['kratos', 'atreus'], firstMission: 'wanderers' }, [{ kind: 'human' }, { kind: 'human' }]);
  for (let i = 0; i < 6 && session.view(0).pending?.kind !== 'hero'; i++) session.send(session.legal()[0]);
  return session;
}

const inputOn = (session: GowSession, seat = 0) => {
  const input = new GowInput();
  input.setModel(buildGowModel(session.view(seat), session.legal(seat), [false, false]));
  return input;
};

describe("God of War's taps", () => {
  it('picking the cards of a legal attack, then its enemy, sends that attack', () => {
    const session = atKratosTurn();
    const input = inputOn(session);
    const attack = session.legal(0).find((a): a is Attack => a.type === 'attack' && a.cards.every((c) => c.option === 0))!;
    expect(attack).toBeDefined();
    const sent: unknown[] = [];
    for (const c of attack.cards) for (const intent of input.tap({ kind: 'card', uid: c.uid })) if (intent.kind === 'send') sent.push(intent.action);
    expect(input.selection.map((p: GowPlayedCard) => p.uid).sort()).toEqual(attack.cards.map((c) => c.uid).sort());
    expect(input.targets().has(attack.target)).toBe(true);
    const intents = input.tap({ kind: 'slot', at: attack.target });
    const action = intents.find((i) => i.kind === 'send') as { action: Attack } | undefined;
    expect(action?.action.type).toBe('attack');
    expect(action?.action.target).toBe(attack.target);
    expect(session.send(action!.action).ok).toBe(true);
  });

  it('marks the cards that can join the set picked, and dims the rest', () => {
    const session = atKratosTurn();
    const input = inputOn(session);
    const hand = ownHand(buildGowModel(session.view(0), session.legal(0), [false, false]));
    const attack = session.legal(0).find((a): a is Attack => a.type === 'attack')!;
    input.tap({ kind: 'card', uid: attack.cards[0].uid });
    const joining = hand.filter((c) => input.joinable(c.uid)).map((c) => c.uid);
    // Every card some legal set plays with the one picked can join; a card no set plays it with cannot.
    for (const c of hand) {
      const withIt = session.legal(0).some((a) => a.type === 'attack' && a.cards.some((p) => p.uid === attack.cards[0].uid) && a.cards.some((p) => p.uid === c.uid));
      if (withIt) expect(joining).toContain(c.uid);
    }
    expect(joining).toContain(attack.cards[0].uid);
  });

  it('a tap on a place no set reaches sends nothing; a card no set plays is not picked', () => {
    const session = atKratosTurn();
    const input = inputOn(session);
    const reachable = new Set(session.legal(0).flatMap((a) => (a.type === 'attack' ? [a.target] : a.type === 'interact' ? [a.at] : [])));
    const far = session.view(0).scenario!.slots.find((s) => !reachable.has(s.at));
    if (far) expect(input.tap({ kind: 'slot', at: far.at })).toEqual([]);
    const unplayable = ownHand(buildGowModel(session.view(0), session.legal(0), [false, false]))
      .find((c) => !session.legal(0).some((a) => 'cards' in a && a.cards.some((p) => p.uid === c.uid) || (a.type === 'special' && a.card.uid === c.uid)));
    if (unplayable) {
      input.tap({ kind: 'card', uid: unplayable.uid });
      expect(input.selection).toEqual([]);
    }
  });

  it("moves are the engine's: a column marker sends the move, End turn ends the turn", () => {
    const session = atKratosTurn();
    const input = inputOn(session);
    const move = session.legal(0).find((a): a is Extract<GowAction, { type: 'move' }> => a.type === 'move');
    if (move) {
      const key = `${move.column}:${move.back ? 'back' : 'front'}`;
      expect([...input.moves().keys()]).toContain(key);
    }
    const end = input.tap({ kind: 'endTurn' }).find((i) => i.kind === 'send') as { action: GowAction };
    expect(end.action).toEqual({ type: 'endTurn', seat: 0 });
  });

  it("another seat's turn offers the viewer nothing to tap", () => {
    const session = atKratosTurn();
    const input = new GowInput();
    input.setModel(buildGowModel(session.view(1), [], [false, false]));
    expect(input.tap({ kind: 'endTurn' })).toEqual([]);
    expect(input.choices()).toEqual([]);
    expect(input.moves().size).toBe(0);
  });
});
