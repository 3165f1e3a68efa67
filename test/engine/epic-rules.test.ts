// The Epics' "instead" rules (src/engine/epic-rules.ts): each holds only while an Epic naming it is
// the current one, and nothing tests card numbers. The card-level behaviour is in the specs of
// test/scenarios/epics/ (2911, 2912, 2913, 2915, 2916); here the hooks themselves.
import { describe, expect, it } from 'vitest';
import { drawUpTo, epicRule, mustHealFirst, sapphireCounts, upgradeRanks } from '../../src/engine/classic/epic-rules';
import { EPIC_RULES } from '../../src/cards';
import { SCRIPTS } from '../../src/cards/scripts';
import type { GameState } from '../../src/engine';
import { buildState, loadScenario } from '../../src/sim/scenario';

function start(current: number | null, extra: Record<string, unknown> = {}, players?: unknown[]): GameState {
  return buildState(loadScenario({ name: 't', rule: 't', state: {
    ...(current === null ? {} : { epic: { current, hourglasses: 0, done: [] } }),
    ...extra,
    players: players ?? [{ hero: 'seiya' }, { hero: 'shiryu' }],
  } }));
}

describe('Epic rules', () => {
  it('every rule is named by exactly one Epic script', () => {
    for (const rule of EPIC_RULES) {
      const owners = [...SCRIPTS.values()].filter((s) => (s.statics ?? []).some((st) => st.on === 'epicRule' && st.rule === rule));
      expect(owners.map((s) => s.id), rule).toHaveLength(1);
    }
  });

  it('a rule holds only while its Epic is the current one', () => {
    expect(epicRule(start(2911), 'sapphireOnlyWhenDefeated')).toBe(true);
    expect(epicRule(start(2911), 'healersMustHeal')).toBe(false);
    expect(epicRule(start(2918), 'sapphireOnlyWhenDefeated')).toBe(false);
    expect(epicRule(start(null), 'sapphireOnlyWhenDefeated')).toBe(false);
    const done = buildState(loadScenario({ name: 't', rule: 't', state: { epic: { current: 2918, hourglasses: 0, done: [2911] }, players: [{ hero: 'seiya' }, { hero: 'shiryu' }] } }));
    expect(epicRule(done, 'sapphireOnlyWhenDefeated')).toBe(false);
  });

  it('Fuite: a sapphire when leaving the field, or only when defeated', () => {
    expect([sapphireCounts(start(null), false), sapphireCounts(start(null), true)]).toEqual([true, false]);
    expect([sapphireCounts(start(2911), false), sapphireCounts(start(2911), true)]).toEqual([false, true]);
  });

  it('Septième sens: a common upgrade becomes uncommon first, the common one as a fallback; other ranks unchanged', () => {
    expect(upgradeRanks(start(2915), 'common')).toEqual(['uncommon', 'common']);
    expect(upgradeRanks(start(2915), 'uncommon')).toEqual(['uncommon']);
    expect(upgradeRanks(start(null), 'common')).toEqual(['common']);
    expect(upgradeRanks(start(2915), null)).toEqual([]);
  });

  it('Soutien télépathique: 6 for a player with a marked card, else 5', () => {
    const players = [{ hero: 'seiya', wounded: [1] }, { hero: 'shiryu' }];
    expect([drawUpTo(start(2916, {}, players), 0), drawUpTo(start(2916, {}, players), 1)]).toEqual([6, 5]);
    expect(drawUpTo(start(null, {}, players), 0)).toBe(5);
  });

  it('Ne jamais abandonner: only a character with Heal facing the target blocks, only while a card can be healed', () => {
    const s = start(2913, { field: [80, 81, 82, 83, 84, 89] }, [
      { hero: 'seiya', play: [{ card: 1, facing: 0 }, { card: 80, facing: 1 }] },
      { hero: 'shiryu', wounded: [2] },
    ]);
    const [seiya] = s.play.map((c) => c.uid);
    expect(mustHealFirst(s, 0, s.field[0]!, 'force')).toBe(seiya);
    expect(mustHealFirst(s, 0, s.field[1]!, 'force')).toBeNull();
    const healthy = start(2913, { field: [80, 81, 82, 83, 84, 89] }, [{ hero: 'seiya', play: [{ card: 1, facing: 0 }] }, { hero: 'shiryu' }]);
    expect(mustHealFirst(healthy, 0, healthy.field[0]!, 'force')).toBeNull();
    // June (85) on the field forbids healing: the rule cannot be obeyed, so it does not bind.
    const june = start(2913, { field: [80, 85, 82, 83, 84, 89] }, [{ hero: 'seiya', play: [{ card: 1, facing: 0 }] }, { hero: 'shiryu', wounded: [2] }]);
    expect(mustHealFirst(june, 0, june.field[0]!, 'force')).toBeNull();
  });
});
