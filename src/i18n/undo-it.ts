// Undo (issue 13: src/app/undo.ts, src/undo), in Italian: the refusals on the status line, the
// chronicle's marker of the undo horizon, the "assisted" mark. Same keys as undo-en.ts.
export const UNDO_IT: Readonly<Record<string, string>> = {
  'undo.nothing': 'Niente da annullare.',
  'undo.readOnly': 'Questa partita si gioca in un’altra scheda: qui non si può annullare niente.',
  'undo.failed': 'La mossa non si è potuta annullare: la partita è com’era.',
  'undo.confirmAssisted': 'Nel frattempo è stato rivelato qualcosa di nascosto: annullare ora segna questa partita come assistita. Tocca di nuovo ↶ per tornare indietro.',
  'undo.refused.draw': 'Non si può annullare oltre questo punto: sono state pescate delle carte.',
  'undo.refused.reveal': 'Non si può annullare oltre questo punto: è stata rivelata una carta coperta.',
  'undo.refused.shuffle': 'Non si può annullare oltre questo punto: è intervenuto il caso (un mazzo è stato mescolato).',
  'undo.refused.poseidon': 'Non si può annullare oltre questo punto: Poseidone si è mosso.',
  'undo.refused.other': 'Non si può annullare oltre questo punto: quella mossa era di un altro giocatore.',
  'log.undoStops.draw': '↶ l’annullamento si ferma qui: sono state pescate delle carte',
  'log.undoStops.reveal': '↶ l’annullamento si ferma qui: è stata rivelata una carta coperta',
  'log.undoStops.shuffle': '↶ l’annullamento si ferma qui: è intervenuto il caso',
  'log.undoStops.poseidon': '↶ l’annullamento si ferma qui: Poseidone si è mosso',
  'log.undoStops.other': '↶ l’annullamento si ferma qui: mossa di un altro giocatore',
  'ui.assisted': 'ASSISTITA',
  'ui.assistedHint': 'Partita assistita: una mossa è stata annullata dopo che era stato rivelato qualcosa di nascosto.',
};
