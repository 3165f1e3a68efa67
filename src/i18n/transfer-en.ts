// The ways a game goes out and comes back in (issue 13): the menu's Load a game, the Share code and
// Save file of the score screens and the saved games' list, and the in-game text entry (also the
// list's Rename). Same keys as transfer-fr.ts; why an import is refused is in share-en.ts.
export const TRANSFER_EN: Readonly<Record<string, string>> = {
  'transfer.load': 'Load a game',
  'transfer.load.title': 'LOAD A GAME',
  'transfer.load.hint': 'Paste a share code or the text of a saved game file, or choose the file. The game opens as a new saved game: none is replaced.',
  'transfer.load.go': 'Load',
  'transfer.load.file': 'Choose a file…',
  'transfer.load.busy': 'Reading the game…',
  'transfer.load.fileUnread': 'This file could not be read: choose it again.',
  'transfer.load.notOpened': 'This game could not be opened.',
  'transfer.cancel': 'Cancel',
  'transfer.close': 'Close',
  'transfer.share': 'Share code',
  'transfer.file': 'Save file',
  'transfer.share.title': 'SHARE CODE',
  'transfer.share.hint': 'Whoever loads this code (menu, Load a game) gets the very same game, move for move.',
  'transfer.share.busy': 'Making the code…',
  'transfer.share.failed': 'This game could not be made into a code: use Save file instead.',
  'transfer.copy': 'Copy',
  'transfer.copied': 'Copied: paste it into a message.',
  'transfer.selected': 'The code is selected: copy it with your device’s Copy (Ctrl+C).',
  'transfer.rename.title': 'RENAME THIS GAME',
  'transfer.rename.hint': 'A name for this game, up to 40 characters (empty: no name).',
  'transfer.rename.save': 'Save',
  'transfer.rename.failed': 'The name could not be saved: try again.',
};
