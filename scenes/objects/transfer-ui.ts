// A game out and in, as the player does it (issue 13): Load a game (the menu), Share code and Save
// file (the score screens, each saved game), Rename (each saved game), all through the game's own
// text entry box (scenes/TextEntry.ts). The rules of what is read and refused are the persist layer's
// (src/persist/transfer.ts, share-code.ts); this file only wires them to the box, the clipboard and
// downloads. Nothing is stored unless a game loaded whole.
import type Phaser from 'phaser';
import type { PlayedGame } from '../../src/app/game-actor';
import { t } from '../../src/i18n';
import { loadSaveText, type SaveFile } from '../../src/persist/save';
import { encodeShareCode } from '../../src/persist/share-code';
import { fileName, saveToFileText } from '../../src/persist/transfer';
import type { ImportResult } from '../../src/persist/transfer-error';
import type { TableApp } from '../presenter/table-control';
import { fileTooBig, readFileText, readPasted, refusalText } from '../presenter/transfer-model';
import type { EntryConfig, TextEntry } from '../TextEntry';

/** Opens the text entry box over `scene` (it comes to the top; the opener's DOM fields should hide). */
export function openEntry(scene: Phaser.Scene, config: EntryConfig): Phaser.Scenes.ScenePlugin {
  return scene.scene.launch('TextEntry', config);
}

/** Downloads a text as a file: a Blob and an <a download> (the page's CSP allows blob:); nothing
 *  leaves the page. */
export function download(text: string, name: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Save file: the game as a file (docs/share-codes.md "The file"). */
export function downloadSave(save: SaveFile): void {
  download(saveToFileText(save), fileName(save));
}

/** A saved game's save, read from its slot (null: it is gone or damaged). */
export async function slotSave(app: TableApp, id: string): Promise<SaveFile | null> {
  const text = await app.exportSlot(id);
  if (text === null) return null;
  const loaded = loadSaveText(text);
  return loaded.ok ? loaded.save : null;
}

/** Copies to the clipboard; where the browser refuses (no permission, an older browser, an insecure
 *  page) the code is selected in its field for the device's own Copy. */
async function copy(entry: TextEntry): Promise<void> {
  const code = entry.value;
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(code);
    entry.say(t('transfer.copied'), 'info');
  } catch {
    entry.selectAll();
    entry.say(t('transfer.selected'), 'info');
    entry.selectAll();
  }
}

/** Share code: the box shows the game's code (made in a moment: it replays the game) with Copy. */
export function openShareCode(scene: Phaser.Scene, save: SaveFile): void {
  openEntry(scene, {
    kind: 'share', title: t('transfer.share.title'), hint: t('transfer.share.hint'), multiline: true, readOnly: true,
    buttons: [
      { id: 'copy', caption: t('transfer.copy'), tone: 'gold', run: (entry) => copy(entry) },
      { id: 'close', caption: t('transfer.close'), tone: 'navy', run: (entry) => entry.close() },
    ],
    opened: (entry) => {
      entry.say(t('transfer.share.busy'), 'info');
      entry.setBusy(true);
      encodeShareCode(save).then((code) => {
        entry.value = code;
        entry.setBusy(false);
        entry.say(null);
      }, () => {
        entry.setBusy(false);
        entry.say(t('transfer.share.failed'));
      });
    },
  });
}

/**
 * Load a game: a share code or a file's text pasted, or a file chosen. A refusal is said in the box
 * and changes nothing; a game that loads is stored in a new slot and `opened` is told (the caller
 * shows its table).
 */
export function openLoadGame(scene: Phaser.Scene, app: TableApp, opened: (game: PlayedGame) => void): void {
  const finish = (entry: TextEntry, got: ImportResult) => {
    entry.setBusy(false);
    if ('error' in got) return entry.say(refusalText(got.error));
    const game = app.importGame(got.save);
    if (!game) return entry.say(t('transfer.load.notOpened'));
    entry.close();
    opened(game);
  };
  const attempt = async (entry: TextEntry, read: () => Promise<ImportResult>) => {
    entry.setBusy(true);
    entry.say(t('transfer.load.busy'), 'info');
    let got: ImportResult;
    try {
      got = await read();
    } catch {
      entry.setBusy(false);
      return entry.say(t('transfer.load.fileUnread'));
    }
    finish(entry, got);
  };
  openEntry(scene, {
    kind: 'load', title: t('transfer.load.title'), hint: t('transfer.load.hint'), multiline: true, placeholder: 'SSDB1-…  /  { "game": … }',
    file: {
      accept: '.json,.txt,application/json,text/plain', caption: t('transfer.load.file'),
      chosen: (file, entry) => attempt(entry, async () => fileTooBig(file.size) ?? readFileText(await file.text())),
    },
    buttons: [
      { id: 'load', caption: t('transfer.load.go'), tone: 'gold', run: (entry) => attempt(entry, () => readPasted(entry.value)) },
      { id: 'cancel', caption: t('transfer.cancel'), tone: 'navy', run: (entry) => entry.close() },
    ],
  });
}

/** Rename: the saved game's name in a one-line field; an empty name takes the name away. */
export function openRename(scene: Phaser.Scene, app: TableApp, id: string, done: () => void): void {
  const current = app.slotList.find((m) => m.id === id)?.name ?? '';
  const save = async (entry: TextEntry) => {
    entry.setBusy(true);
    const ok = await app.renameSlot(id, entry.value);
    entry.setBusy(false);
    if (!ok) return entry.say(t('transfer.rename.failed'));
    entry.close();
    done();
  };
  openEntry(scene, {
    kind: 'rename', title: t('transfer.rename.title'), hint: t('transfer.rename.hint'), multiline: false, value: current, maxLength: 40,
    buttons: [
      { id: 'save', caption: t('transfer.rename.save'), tone: 'gold', run: save },
      { id: 'cancel', caption: t('transfer.cancel'), tone: 'navy', run: (entry) => entry.close() },
    ],
  });
}
