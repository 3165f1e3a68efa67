// The engine marks where each step of a hero's turn end and of Poseidon's phase begins, so that the
// flow and the board walk those steps without counting the events between them (issue 24, "Hidden
// information has one owner"). Poseidon rulebook "Phase de Poséidon": "déplacez le pion Submersion
// dans le sens horaire, d'autant d'intervalles que le nombre de joueurs", acting at each pile crossed,
// going on while he has taken nothing, and "à la fin de cette phase" the faced tops are revealed;
// RULING-7: a hero's turn end is the classic upkeep's steps 1 and 2 only.
import { describe, expect, it } from 'vitest';
import { rules, coopRules, coopView, type CoopEvent, type CoopState, type PoseidonStep } from '../../src/engine';
import { readFromGame } from '../../src/stream/messages';
import { coopGame, play, setHand } from './helpers';

const DELUGE = 2904; // Epic: whenever a Marina is revealed on the field, the active hero discards a card

type Marker = Extract<CoopEvent, { type: 'upkeepStep' | 'poseidonStep' }>;
const markersOf = (events: unknown[]) => (events as CoopEvent[]).filter((e): e is Marker => e.type === 'upkeepStep' || e.type === 'poseidonStep');
const poseidonSteps = (events: unknown[]) => (events as CoopEvent[]).flatMap((e) => (e.type === 'poseidonStep' ? [e.step] : []));

/** The steps of a Poseidon phase of n crossings, in the rulebook's order. */
function phaseOf(n: number): PoseidonStep[] {
  const crossings = Array.from({ length: n }, (_, i) => i + 1);
  return [
    { kind: 'poseidonBegins' },
    ...crossings.flatMap((crossing): PoseidonStep[] => [{ kind: 'floodMoves', crossing }, { kind: 'poseidonActs', crossing }]),
    { kind: 'poseidonEnds' },
  ];
}

/** The event each marker must come just before: the one that opens its step. */
function opened(events: unknown[]): string[] {
  const all = events as CoopEvent[];
  return all.flatMap((e, i) => {
    if (e.type !== 'poseidonStep') return [];
    const next = all[i + 1];
    const crossing = next && 'crossing' in next ? ` ${next.crossing}` : '';
    return [`${e.step.kind} → ${next?.type}${next?.type === 'phaseStarted' ? ` ${next.phase}` : crossing}`];
  });
}

/** Both heroes (at piles 3 and 5) play empty turns; the second's turn end brings Poseidon's phase. */
const lastTurnEnd = (s: CoopState) => {
  const first = play(s, { type: 'takeTurn', seat: 0 }, { type: 'endTurn', seat: 0 });
  return { first: first.events, ...play(first.state, { type: 'takeTurn', seat: 1 }, { type: 'endTurn', seat: 1 }) };
};

function emptied(piles: number[]): CoopState {
  const s = coopGame({ start: [3, 5] });
  for (const pile of piles) { s.reserve.push(...s.board.piles[pile].splice(0)); s.field[pile] = null; }
  return s;
}

describe('the step markers of Poseidon\'s phase', () => {
  it.each([
    ['two heroes: one pile crossed per hero', coopGame({ start: [3, 5] }), 2],
    ['the first three piles empty: the pawn goes on until Poseidon takes a card', emptied([0, 1, 2]), 4],
    ['nothing to take anywhere: a full lap of the board', emptied([0, 1, 2, 3, 4, 5, 6]), 7],
  ])('%s: the phase begins, each crossing moves then acts, the reveals end it (%i crossings)', (_name, start, n) => {
    const { events } = lastTurnEnd(start);
    expect(poseidonSteps(events)).toEqual(phaseOf(n));
    // Each marker comes just before the event that opens its step, and names the same crossing.
    const opener = { poseidonBegins: 'phaseStarted poseidon', floodMoves: 'floodMoved', poseidonActs: 'floodAt', poseidonEnds: 'poseidonReveals' };
    expect(opened(events)).toEqual(phaseOf(n).map((step) => `${step.kind} → ${opener[step.kind]}${'crossing' in step ? ` ${step.crossing}` : ''}`));
  });

  it('a hero\'s turn end marks upkeep steps 1 and 2 only; the last one\'s are followed by Poseidon\'s steps', () => {
    const { first, events } = lastTurnEnd(coopGame({ start: [3, 5] }));
    expect(markersOf(first)).toEqual([{ type: 'upkeepStep', step: 1, seat: 0 }, { type: 'upkeepStep', step: 2, seat: 0 }]);
    expect(markersOf(events).slice(0, 3)).toEqual([
      { type: 'upkeepStep', step: 1, seat: 1 }, { type: 'upkeepStep', step: 2, seat: 1 }, { type: 'poseidonStep', step: { kind: 'poseidonBegins' } },
    ]);
  });

  it('a question in the middle of a crossing stops the markers there; the answer goes on from that crossing, none marked twice', () => {
    const s = coopGame({ start: [3, 5], epics: true });
    const e = s.epic!;
    const deluge = [...e.deck, e.current!].find((u) => s.cards[u] === DELUGE)!;
    if (e.current !== deluge) { e.deck.splice(e.deck.indexOf(deluge), 1, e.current!); e.current = deluge; }
    s.reserve.push(...s.board.piles[1].splice(1)); // pile 1: its General alone: the flood flips this Marina, Deluge asks
    setHand(s, 1, [86, 88, 69]);
    const { state, events } = lastTurnEnd(s);
    expect(state.pending?.seat).toBe(1);
    expect(poseidonSteps(events)).toEqual(phaseOf(2).slice(0, -1));
    const answer = play(state, rules('coop').legal(state, 1)[0]);
    expect(poseidonSteps(answer.events)).toEqual([{ kind: 'poseidonEnds' }]);
  });

  it('are public: every seat, Poseidon and the audience get them as they are, and they name no card', () => {
    const { state, events } = lastTurnEnd(coopGame({ start: [3, 5] }));
    const raw = (events as CoopEvent[]).filter((e) => e.type === 'poseidonStep');
    for (const viewer of [0, 1, state.players.length, 'audience'] as const) {
      const seen = coopRules.redactEvents(state, events as never, viewer) as CoopEvent[];
      expect(seen.filter((e) => e.type === 'poseidonStep')).toEqual(raw);
    }
    expect(raw.every((m) => !('uid' in m) && !('card' in m) && Object.keys(m.step).every((k) => k === 'kind' || k === 'crossing'))).toBe(true);
    // An audience window reads the action's message with its markers in it.
    const message = { v: 1, kind: 'game', mode: 'coop', fresh: false, actions: 4, view: coopView(state, 'audience'), events: coopRules.redactEvents(state, events as never, 'audience') };
    expect(readFromGame(JSON.parse(JSON.stringify(message)))).toMatchObject({ kind: 'game', events: expect.arrayContaining(raw) });
  });
});
