// Why a share code or a saved game file could not be loaded (src/persist/transfer-error.ts
// TransferErrorCode), in English: one sentence each, shown by the menu and the score screen. Same
// keys as share-fr.ts.
export const SHARE_EN: Readonly<Record<string, string>> = {
  'share.error.empty': 'There is nothing to load: paste a share code or choose a saved game file.',
  'share.error.tooBig': 'This is far too large to be a game, so it was not read.',
  'share.error.notJson': 'This file is damaged or cut short: it is not a saved game.',
  'share.error.notSave': 'This file is not a saved game of Saint Seiya Deck Building.',
  'share.error.notCode': 'This is not a share code: a code begins with SSDB1-.',
  'share.error.characters': 'This code holds a character no code has (“{char}”): copy it again, whole.',
  'share.error.truncated': 'This code is cut short: copy it again, whole.',
  'share.error.checksum': 'This code is damaged (a character was lost or changed): copy it again.',
  'share.error.damaged': 'This code is damaged: the game it holds cannot be read.',
  'share.error.newer': 'This game was made by a later version of Saint Seiya Deck Building (format {version}, this one reads {current}): update the game to open it.',
  'share.error.older': 'This game was made by an earlier version (format {version}) that this one can no longer read.',
  'share.error.rules': 'This code was made by a version with other rules: its moves would no longer give the same game.',
  'share.error.unknownMode': 'This game is of a mode this version does not know.',
  'share.error.invalid': 'This is not a valid saved game: its field “{field}” is wrong.',
  'share.error.seats': 'This game’s players do not match its heroes.',
  'share.error.setup': 'This game’s setup is not valid.',
  'share.error.refused': 'This game cannot be replayed: its move {n} breaks the rules.',
};
