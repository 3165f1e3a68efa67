// Undo (issue 13: src/app/undo.ts, src/undo), in French: the refusals shown on the status line, the
// chronicle's marker of the undo horizon, the "assisted" mark. Same keys as undo-en.ts.
export const UNDO_FR: Readonly<Record<string, string>> = {
  'undo.nothing': 'Rien à annuler.',
  'undo.readOnly': 'Cette partie est jouée dans un autre onglet : rien ne peut y être annulé ici.',
  'undo.failed': 'Le coup n\'a pas pu être annulé : la partie est restée telle quelle.',
  'undo.confirmAssisted': 'Une carte cachée a été révélée depuis : annuler maintenant marque cette partie comme assistée. Touchez ↶ encore pour revenir en arrière.',
  'undo.refused.draw': 'Impossible d\'annuler plus loin : des cartes ont été piochées.',
  'undo.refused.reveal': 'Impossible d\'annuler plus loin : une carte cachée a été révélée.',
  'undo.refused.shuffle': 'Impossible d\'annuler plus loin : le hasard a parlé (un paquet a été mélangé).',
  'undo.refused.poseidon': 'Impossible d\'annuler plus loin : Poséidon a joué.',
  'undo.refused.other': 'Impossible d\'annuler plus loin : ce coup était celui d\'un autre joueur.',
  'log.undoStops.draw': '↶ l\'annulation s\'arrête ici : des cartes ont été piochées',
  'log.undoStops.reveal': '↶ l\'annulation s\'arrête ici : une carte cachée a été révélée',
  'log.undoStops.shuffle': '↶ l\'annulation s\'arrête ici : le hasard a parlé',
  'log.undoStops.poseidon': '↶ l\'annulation s\'arrête ici : Poséidon a joué',
  'log.undoStops.other': '↶ l\'annulation s\'arrête ici : coup d\'un autre joueur',
  'ui.assisted': 'ASSISTÉE',
  'ui.assistedHint': 'Partie assistée : un coup a été annulé après qu\'une carte cachée a été révélée.',
};
