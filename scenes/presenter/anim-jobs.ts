// Engine events → animation steps. A step is a few jobs played together (with a stagger); steps play
// one after another. Pure data: the scene's runner turns each job into tweens. The events are those the
// viewer may know (the engine's redactEvents: the table animates nothing more than it may show), and
// which faces show is the engine's rule too (seesPlace), not the presenter's (issue 23).
import { seesPlace, type GameEvent, type GowEvent, type Seat, type Uid, type ZoneRef } from '../../src/engine';

export type AnimJob =
  | {
    /** uid and card −1: a move the viewer may not follow card by card (a card drawn into another hand). */
    kind: 'fly'; uid: Uid; card: number; from: ZoneRef; to: ZoneRef;
    /** Whether the viewer sees the card's face at the start and at the end (a flip in between). */
    faceFrom: boolean; faceTo: boolean;
    /** For a card put into play: the field slot it faces. */
    toSlot?: number;
    /** The card was acquired, by this route (the sound of the flight: an impact, a chime). */
    acquiredBy?: 'force' | 'cosmos' | 'effect';
  }
  | { kind: 'flames'; from: number; to: number }
  | { kind: 'shift'; moves: { uid: Uid; from: number; to: number }[] }
  | { kind: 'turn'; seat: Seat; turn: number }
  | { kind: 'wound'; uid: Uid; seat: Seat }
  | { kind: 'shuffle'; seat: Seat }
  | { kind: 'banner'; key: string; card?: number; seat?: Seat }
  /** A ring of light where something happened to a card, a player's counts or the rail. */
  | { kind: 'burst'; at: BurstAt; color: string }
  // The cooperative board's own motions (scenes/presenter/coop/coop-anim.ts):
  /** The flood pawn glides one side of the board, from interval `from` to `to`. */
  | { kind: 'flood'; from: number; to: number }
  /** What Poseidon does at a pile, called out there (a message key, with the card it concerns). */
  | { kind: 'callout'; pile: number; key: string; card?: number }
  /** The water in the Main Breadwinner rises or falls to `level`. */
  | { kind: 'water'; level: number; top: number; rises: boolean }
  /** The pillar of a pile cracks and crumbles. */
  | { kind: 'pillar'; pile: number }
  /** A hero's pawn walks to another pile. */
  | { kind: 'heroPawn'; seat: Seat; from: number; to: number }
  // God of War's table (scenes/presenter/gow/gow-anim.ts): one event of its engine, played by its table.
  | { kind: 'gow'; event: GowEvent };

/** Where a burst shows: on a card the table shows (else its owner's panel), a panel, the rail. */
export type BurstAt = { uid: Uid; seat?: Seat } | { seat: Seat; what: 'vp' | 'wounded' } | { rail: 'epic' | 'counters' };

export const BURST = { freeze: '#9fdcff', plus: '#ffd66b', minus: '#ff7a7a', sapphire: '#5aa8ff', libra: '#ffe39a', heal: '#8dffb8' } as const;

export interface AnimStep {
  jobs: AnimJob[];
  /** Delay between the starts of two jobs of the step, in ms at normal speed. */
  stagger: number;
  /** A mark with no jobs: upkeep step `upkeep` begins here (what comes before it has been shown). */
  upkeep?: 1 | 2 | 3 | 4 | 5 | 6;
  /** The cooperative board's mark: the flow's shown step numbered `mark` begins here (coop-anim.ts). */
  mark?: number;
}

/** Duration of one job at normal speed, in ms. */
export const JOB_MS: Readonly<Record<AnimJob['kind'], number>> = {
  fly: 420, flames: 700, shift: 320, turn: 700, wound: 380, shuffle: 420, banner: 900, burst: 420,
  flood: 620, callout: 850, water: 750, pillar: 1800, heroPawn: 420, gow: 480,
};

/** At most this many cards fly in one step (a reshuffle moves a whole discard: a few show it). */
export const MAX_FLIGHTS = 8;
const STAGGER = 75;

/** How long a step lasts at normal speed. */
export function stepMs(step: AnimStep): number {
  const longest = Math.max(0, ...step.jobs.map((j) => JOB_MS[j.kind]));
  return longest + step.stagger * Math.max(0, step.jobs.length - 1);
}

const flightKey = (e: Extract<GameEvent, { type: 'cardMoved' }>) =>
  `${e.from.zone}:${e.from.seat ?? ''}>${e.to.zone}:${e.to.seat ?? ''}`;

/**
 * The steps that show a batch of events to viewer, the events as redacted for that viewer. fieldBefore
 * is the field before the action (to find the slot a played card faces).
 */
export function eventsToSteps(events: GameEvent[], viewer: Seat | 'audience', fieldBefore: (Uid | null)[]): AnimStep[] {
  const steps: AnimStep[] = [];
  let group: { key: string; step: AnimStep } | null = null;
  const field = [...fieldBefore];
  const close = () => { group = null; };

  events.forEach((e, i) => {
    switch (e.type) {
      case 'cardMoved': {
        const next = events[i + 1];
        const facing = next?.type === 'played' && next.uid === e.uid ? next.facing : null;
        const toSlot = facing === null ? undefined : field.indexOf(facing);
        if (e.from.zone === 'field' && e.from.slot !== undefined) field[e.from.slot] = null;
        if (e.to.zone === 'field' && e.to.slot !== undefined) field[e.to.slot] = e.uid;
        const job: AnimJob = {
          kind: 'fly', uid: e.uid, card: e.card, from: e.from, to: e.to,
          faceFrom: seesPlace(e.from, viewer), faceTo: seesPlace(e.to, viewer),
          ...(toSlot !== undefined && toSlot >= 0 ? { toSlot } : {}),
        };
        const key = flightKey(e);
        // Arrivals are revealed one by one; other moves between the same two zones fly together.
        if (group && group.key === key && e.to.zone !== 'field') {
          if (group.step.jobs.length < MAX_FLIGHTS) group.step.jobs.push(job);
        } else {
          const step: AnimStep = { jobs: [job], stagger: STAGGER };
          steps.push(step);
          group = { key, step };
        }
        if (e.to.zone === 'marked' && e.to.seat !== undefined) {
          steps.push({ jobs: [{ kind: 'wound', uid: e.uid, seat: e.to.seat }], stagger: 0 });
          close();
        }
        return;
      }
      case 'flamesRemoved':
        steps.push({ jobs: [{ kind: 'flames', from: e.left + e.n, to: e.left }], stagger: 0 });
        return close();
      case 'fieldShifted':
        for (const m of e.moves) field[m.from] = null;
        for (const m of e.moves) field[m.to] = m.uid;
        steps.push({ jobs: [{ kind: 'shift', moves: e.moves.map((m) => ({ ...m })) }], stagger: 0 });
        return close();
      case 'turnStarted':
        steps.push({ jobs: [{ kind: 'turn', seat: e.seat, turn: e.turn }], stagger: 0 });
        return close();
      case 'shuffled':
        if (e.what === 'deck' && e.seat !== undefined) steps.push({ jobs: [{ kind: 'shuffle', seat: e.seat }], stagger: 0 });
        return close();
      case 'finalRound':
        steps.push({ jobs: [{ kind: 'banner', key: 'log.finalRound' }], stagger: 0 });
        return close();
      case 'marked': {
        if (e.marker === 'wound') return; // the flight to the marked area shows it
        const color = e.marker === 'freeze' ? BURST.freeze : (e.value ?? 1) < 0 ? BURST.minus : BURST.plus;
        steps.push({ jobs: [{ kind: 'burst', at: { uid: e.uid, ...(e.seat !== undefined ? { seat: e.seat } : {}) }, color }], stagger: 0 });
        return close();
      }
      case 'vpCollected': case 'vpGained':
        steps.push({ jobs: [{ kind: 'burst', at: { seat: e.seat, what: 'vp' }, color: e.tokens.reduce((a, b) => a + b, 0) < 0 ? BURST.minus : BURST.plus }], stagger: 0 });
        return close();
      case 'sapphireAdded':
        steps.push({ jobs: [{ kind: 'burst', at: { rail: 'counters' }, color: BURST.sapphire }], stagger: 0 });
        return close();
      case 'libraTaken':
        steps.push({ jobs: [{ kind: 'burst', at: { seat: e.seat, what: 'vp' }, color: BURST.libra }], stagger: 0 });
        return close();
      case 'libraUsed':
        steps.push({ jobs: [{ kind: 'burst', at: { uid: e.uid, seat: e.seat }, color: BURST.libra }], stagger: 0 });
        return close();
      case 'hourglassAdded':
        steps.push({ jobs: [{ kind: 'burst', at: { rail: 'epic' }, color: BURST.plus }], stagger: 0 });
        return close();
      case 'pillarRevealed': case 'epicRevealed': case 'epicEnded':
        steps.push({ jobs: [{ kind: 'banner', key: `log.${e.type}`, card: e.card }], stagger: 0 });
        return close();
      case 'pillarDestroyed':
        steps.push({ jobs: [{ kind: 'banner', key: 'log.pillarDestroyed', card: e.card, seat: e.seat }], stagger: 0 });
        return close();
      case 'upkeepStep':
        // A step of the upkeep begins: a mark for the table that shows the upkeep step by step (the
        // moves before it do not fly together with the moves after it).
        steps.push({ jobs: [], stagger: 0, upkeep: e.step });
        return close();
      case 'acquired': {
        // The card's flight (just before) says how it was won.
        for (let s = steps.length - 1; s >= 0; s--) {
          const job = steps[s].jobs.find((j) => j.kind === 'fly' && j.uid === e.uid);
          if (job?.kind === 'fly') { job.acquiredBy = e.by; break; }
        }
        return;
      }
      case 'unmarked':
        // A heal: a ring of green light where a wound or a freeze came off.
        if (e.wound || e.freeze > 0) {
          steps.push({ jobs: [{ kind: 'burst', at: { uid: e.uid }, color: BURST.heal }], stagger: 0 });
          close();
        }
        return;
      case 'gameStarted': case 'played': case 'activated': case 'triggered': case 'decision':
      case 'answered': case 'gameOver': case 'energyGained': case 'eliminated': case 'used':
        // Told by the log and the re-sync, no motion of their own.
        return;
      default: {
        const unknown: never = e; // a new engine event must be placed here
        void unknown;
      }
    }
  });
  return steps;
}
