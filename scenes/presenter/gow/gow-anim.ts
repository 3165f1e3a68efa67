// God of War's events → the table's animation steps and their sounds: one step per event worth seeing,
// in the engine's order (a rune revealed, the enemies it wakes, each blow, each flip), so the people see
// the Scenario act in turn. The table's runner (scenes/gow/GowRunner.ts) plays each one.
import type { Cue } from '../../../src/audio/cues';
import type { GameEvent, GowEvent } from '../../../src/engine';
import type { AnimStep } from '../anim-jobs';

/** The events the table shows as a motion of their own (the rest only change the re-synced picture). */
const SHOWN = new Set<GowEvent['type']>([
  'missionBegan', 'placed', 'moved', 'drew', 'statusDrawn', 'played', 'rolled', 'enemyHit', 'armorBroken', 'enemyStunned',
  'enemyDefeated', 'rage', 'rageUsed', 'revealed', 'activated', 'enemyAttacks', 'defended', 'heroHurt', 'warded', 'healed',
  'exhausted', 'flipped', 'interacted', 'upgraded', 'missionWon', 'roundBegan', 'gameOver',
]);

export function gowSteps(events: readonly GameEvent[]): AnimStep[] {
  return (events as unknown as GowEvent[]).filter((e) => SHOWN.has(e.type)).map((event) => ({ jobs: [{ kind: 'gow', event }], stagger: 0 }));
}

/** What each event sounds like (none: silent). */
const CUES: Partial<Record<GowEvent['type'], Cue>> = {
  placed: 'gowMove', moved: 'gowMove', drew: 'draw', statusDrawn: 'gowPoison', played: 'play', rolled: 'gowRoll',
  enemyHit: 'gowHit', armorBroken: 'gowArmor', enemyStunned: 'gowStun', enemyDefeated: 'gowHit', rage: 'gowRage',
  rageUsed: 'gowRageFull', revealed: 'gowRune', enemyAttacks: 'gowStrike', defended: 'gowDefend', heroHurt: 'wound',
  warded: 'gowDefend', healed: 'heal', exhausted: 'gowExhausted', flipped: 'gowFlip', upgraded: 'gowUpgrade',
  missionWon: 'gowMission', missionBegan: 'gowMission', roundBegan: 'turn',
};

export function gowEventCue(event: GowEvent): Cue | null {
  if (event.type === 'statusDrawn') return event.status === 'stun' ? 'gowStun' : 'gowPoison';
  return CUES[event.type] ?? null;
}
