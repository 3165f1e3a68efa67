// Share codes with the bot levels of issue 26: a seat's bot "easy" or "hard" travels in the compact
// header, and every code made before (by commit 52adb6c, below) still reads the very same game.
import { describe, expect, it } from 'vitest';
import type { SaveFile } from '../../src/persist/save';
import { decodeShareCode, encodeShareCode } from '../../src/persist/share-code';
import { CoopSession } from '../../src/session/coop-session';
import { GameSession } from '../../src/session/game-session';

/** Codes made by commit 52adb6c (before the levels) and the saves they were made from. */
const BEFORE = [
  {
    code: 'SSDB1-Y2TgY2FgZGJmYOFgDU7ML8pkZuVl8i1lYwSDeOfz8gB2r2qW',
    save: { schema: 1, mode: 'classic', setup: { seed: 7, heroes: ['seiya', 'shiryu', 'hyoga', 'shun'] }, seats: [{ kind: 'human', name: 'Saori' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'greedy', name: 'Mu' }], actions: [{ type: 'play', seat: 1, card: 15, facing: 104, effect: true }, { type: 'play', seat: 1, card: 17, facing: 104, effect: true }, { type: 'play', seat: 1, card: 20, facing: 104, effect: true }, { type: 'play', seat: 1, card: 23, facing: 104, effect: true }, { type: 'play', seat: 1, card: 16, facing: 104, effect: true }, { type: 'acquire', seat: 1, target: 104, by: 'force', armor: false }] },
  },
  {
    code: 'SSDB1-Y2QUYmJgEa9WSslMS8tMLs0pqVSyUsrLL8pNzFGqZWJnZWFkZGS8qFRYAwBo-JDA',
    save: { schema: 1, mode: 'coop', setup: { seed: 9, heroes: ['seiya', 'ikki'], difficulty: 'normal' }, seats: [{ kind: 'bot', bot: 'planner' }, { kind: 'bot', bot: 'greedy' }], actions: [{ type: 'takeTurn', seat: 0 }, { type: 'play', seat: 0, card: 2, facing: 156, effect: true }, { type: 'play', seat: 0, card: 7, facing: 156, effect: true }, { type: 'play', seat: 0, card: 4, facing: 156, effect: true }] },
  },
  // A hard seat then went into the JSON header (the compact one had no code for it): still read.
  {
    code: 'SSDB1-PYoxDsMgEAR5irU1jdtr84V0losLnASKbSwOCoT4bF4SkSLNFDNjWseZvIDgDlaNDhYqpd6gDhXxoHW1CJKTKGiDSmw8pxBzq9jH_LnM1vGOlwch1JMvDPsXr1RgfyQEzh5jH-b5eSxfzrIMjw',
    save: { schema: 1, mode: 'classic', setup: { seed: 11, heroes: ['seiya', 'shiryu'] }, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'hard' }], actions: [] },
  },
];

const saveOf = async (code: string) => {
  const r = await decodeShareCode(code);
  if ('error' in r) throw new Error(r.error.message);
  return r.save;
};

describe('share codes and the bot levels', () => {
  it('reads every code made before the levels as the same game, and writes the same code for it', async () => {
    for (const { code, save } of BEFORE) {
      expect(await saveOf(code)).toEqual(save);
      if (!save.seats.some((s) => 'bot' in s && s.bot === 'hard')) expect(await encodeShareCode(save as SaveFile)).toBe(code);
    }
  });

  it('round-trips easy and hard seats (named or not) in both modes, in a compact header', async () => {
    const classic = GameSession.start({ seed: 5, heroes: ['seiya', 'shiryu', 'hyoga', 'ikki'] }, [{ kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'hard', name: 'Shaka' }, { kind: 'human' }, { kind: 'bot', bot: 'random' }]);
    const coop = CoopSession.start({ seed: 6, heroes: ['shun', 'ikki', 'seiya'], difficulty: 'easy' }, [{ kind: 'human' }, { kind: 'bot', bot: 'hard' }, { kind: 'bot', bot: 'planner', name: 'Kiki' }]);
    for (const save of [classic.toSave(), coop.toSave()]) {
      const code = await encodeShareCode(save);
      expect(await saveOf(code)).toEqual(save);
    }
    // The old hard code's JSON header is no longer needed: the same game's code is shorter now.
    expect((await encodeShareCode(BEFORE[2].save as SaveFile)).length).toBeLessThan(BEFORE[2].code.length);
  });
});
