// The "assisted" mark (issue 13: past the undo horizon "allowed in coop and solo with the game marked
// 'assisted'") lives in the save: old saves without it still load (not assisted), a marked save keeps
// its mark through a reload, a save file and a share code, and a mark of the wrong type is refused
// with the field named, like any bad save.
import { describe, expect, it } from 'vitest';
import { loadSave } from '../../src/persist/save';
import { decodeShareCode, encodeShareCode } from '../../src/persist/share-code';
import { saveFromFileText, saveToFileText } from '../../src/persist/transfer';
import { CoopSession } from '../../src/session/coop-session';
import { GameSession } from '../../src/session/game-session';

const SOLO = [{ kind: 'human' as const }, { kind: 'bot' as const, bot: 'greedy' as const }];

function played(): GameSession {
  const session = GameSession.start({ seed: 9, heroes: ['seiya', 'shun'] }, SOLO);
  for (let i = 0; i < 12; i++) session.send(session.botAction() ?? session.legal()[0]);
  return session;
}

describe('the assisted mark in saves', () => {
  it('an old save (no mark) loads as a plain game and saves without the mark', () => {
    const save = played().toSave();
    expect('assisted' in save).toBe(false);
    const resumed = GameSession.resume(JSON.parse(JSON.stringify(save))) as GameSession;
    expect(resumed.assisted).toBe(false);
    expect(resumed.toSave()).toEqual(save);
  });

  it('a marked game keeps its mark through a reload, a save file and a share code (classic and coop)', async () => {
    const classic = { ...played().toSave(), assisted: true };
    const coop = { ...CoopSession.start({ seed: 3, heroes: ['seiya', 'hyoga'] }, [{ kind: 'human' }, { kind: 'bot' }]).toSave(), assisted: true };
    for (const save of [classic, coop]) {
      const session = save.mode === 'coop' ? CoopSession.resume(save) : GameSession.resume(save);
      expect('error' in session).toBe(false);
      expect((session as GameSession | CoopSession).assisted).toBe(true);
      expect((session as GameSession | CoopSession).toSave().assisted).toBe(true);
      const file = saveFromFileText(saveToFileText(save));
      expect('error' in file ? file.error : file.save.assisted).toBe(true);
      const code = await decodeShareCode(await encodeShareCode(save));
      expect('error' in code ? code.error : code.save.assisted).toBe(true);
    }
    // An unmarked game's code does not carry the mark.
    const plain = await decodeShareCode(await encodeShareCode(played().toSave()));
    expect('error' in plain ? plain.error : 'assisted' in plain.save).toBe(false);
  });

  it('refuses a mark that is not true or false, naming the field', () => {
    const bad = loadSave({ ...played().toSave(), assisted: 'yes' });
    expect(bad).toMatchObject({ ok: false, reason: 'invalid', params: { field: 'assisted' } });
  });
});
