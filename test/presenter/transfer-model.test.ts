// What the Load a game box reads and says (issue 13: "Loading anything validates it fully and replays
// it … Clear messages in the player's language"): a file chosen may hold a save or a share code (the
// picker takes .json and .txt), a file too large is refused unread, a refusal is a sentence in the
// player's language; and the box fits a tablet whose on-screen keyboard takes half the screen, with
// finger-sized controls (≥ 44 px).
import { describe, expect, it } from 'vitest';
import { encodeShareCode } from '../../src/persist/share-code';
import { saveToFileText } from '../../src/persist/transfer';
import { GameSession } from '../../src/session/game-session';
import { entryLayout, fileTooBig, MAX_FILE_BYTES, readFileText, readPasted, refusalText } from '../../scenes/presenter/transfer-model';

function aSave() {
  const session = GameSession.start({ seed: 5, heroes: ['seiya', 'ikki'] }, [{ kind: 'human' }, { kind: 'human' }]);
  session.send(session.legal(session.seatToAct)[0]);
  return session.toSave();
}

describe('the Load a game box', () => {
  it('reads a chosen file holding a save or a share code, and a paste of either', async () => {
    const save = aSave();
    const code = await encodeShareCode(save);
    for (const got of [await readFileText(saveToFileText(save)), await readFileText(`\uFEFF${code}\n`), await readPasted(code), await readPasted(saveToFileText(save))]) {
      expect('error' in got ? got.error.message : got.save).toEqual(save);
    }
  });

  it('refuses with a sentence in the player\'s language, naming the problem', async () => {
    const notJson = await readFileText('{"game": "Saint Seiya Deck Building", "actions": [');
    expect('error' in notJson && refusalText(notJson.error, 'en')).toBe('This file is damaged or cut short: it is not a saved game.');
    expect('error' in notJson && refusalText(notJson.error, 'fr')).toBe('Ce fichier est endommagé ou tronqué\u00a0: ce n’est pas une partie sauvegardée.');
    const notCode = await readPasted('hello');
    expect('error' in notCode && refusalText(notCode.error, 'en')).toBe('This is not a share code: a code begins with SSDB1-.');
  });

  it('refuses a file too large before reading it', () => {
    expect(fileTooBig(MAX_FILE_BYTES)).toBeNull();
    const big = fileTooBig(MAX_FILE_BYTES + 1);
    expect(big && 'error' in big && big.error.code).toBe('tooBig');
  });

  it('fits a landscape tablet with its keyboard up, every control finger-sized', () => {
    for (const [w, h] of [[1280, 720], [1024, 768], [1024, 400], [768, 1024], [768, 330]]) {
      for (const multiline of [true, false]) {
        const L = entryLayout(w, h, { multiline, hintH: 40 });
        expect(L.panel.y).toBeGreaterThanOrEqual(12);
        expect(L.panel.x).toBeGreaterThanOrEqual(12);
        expect(L.buttonH).toBeGreaterThanOrEqual(44);
        expect(L.field.h).toBeGreaterThanOrEqual(44);
        expect(L.buttonsY + L.buttonH).toBeLessThanOrEqual(L.panel.y + L.panel.h);
        if (h >= 400) expect(L.panel.y + L.panel.h).toBeLessThanOrEqual(h);
      }
    }
  });
});
