// Undo (issue 13: src/app/undo.ts, src/undo), in English: the refusals shown on the status line, the
// chronicle's marker of the undo horizon, the "assisted" mark. Same keys as undo-fr.ts.
export const UNDO_EN: Readonly<Record<string, string>> = {
  'undo.nothing': 'Nothing to undo.',
  'undo.readOnly': 'This game is played in another tab: nothing can be undone here.',
  'undo.failed': 'The move could not be undone: the game is as it was.',
  'undo.confirmAssisted': 'Something hidden was revealed since: undoing now marks this game as assisted. Tap ↶ again to go back.',
  'undo.refused.draw': 'Cannot undo past this point: cards were drawn.',
  'undo.refused.reveal': 'Cannot undo past this point: a hidden card was revealed.',
  'undo.refused.shuffle': 'Cannot undo past this point: chance was used (a deck was shuffled).',
  'undo.refused.poseidon': 'Cannot undo past this point: Poseidon has moved.',
  'undo.refused.other': 'Cannot undo past this point: that move was another player\'s.',
  'log.undoStops.draw': '↶ undo stops here: cards were drawn',
  'log.undoStops.reveal': '↶ undo stops here: a hidden card was revealed',
  'log.undoStops.shuffle': '↶ undo stops here: chance was used',
  'log.undoStops.poseidon': '↶ undo stops here: Poseidon moved',
  'log.undoStops.other': '↶ undo stops here: another player\'s move',
  'ui.assisted': 'ASSISTED',
  'ui.assistedHint': 'Assisted game: a move was undone after something hidden was revealed.',
};
