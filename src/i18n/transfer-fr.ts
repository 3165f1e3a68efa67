// Faire sortir une partie et la faire revenir (issue 13) : « Charger une partie » du menu, le code de
// partage et le fichier des écrans de score et de la liste des parties, la saisie de texte du jeu
// (aussi pour Renommer). Mêmes clés que transfer-en.ts ; les refus sont dans share-fr.ts.
export const TRANSFER_FR: Readonly<Record<string, string>> = {
  'transfer.load': 'Charger une partie',
  'transfer.load.title': 'CHARGER UNE PARTIE',
  'transfer.load.hint': 'Collez un code de partage ou le texte d’un fichier de partie, ou choisissez le fichier. La partie s’ouvre comme une nouvelle partie sauvegardée\u00a0: aucune n’est remplacée.',
  'transfer.load.go': 'Charger',
  'transfer.load.file': 'Choisir un fichier…',
  'transfer.load.busy': 'Lecture de la partie…',
  'transfer.load.fileUnread': 'Ce fichier n’a pas pu être lu\u00a0: choisissez-le de nouveau.',
  'transfer.load.notOpened': 'Cette partie n’a pas pu être ouverte.',
  'transfer.cancel': 'Annuler',
  'transfer.close': 'Fermer',
  'transfer.share': 'Code de partage',
  'transfer.file': 'Fichier de partie',
  'transfer.share.title': 'CODE DE PARTAGE',
  'transfer.share.hint': 'Qui charge ce code (menu, Charger une partie) retrouve exactement la même partie, coup pour coup.',
  'transfer.share.busy': 'Création du code…',
  'transfer.share.failed': 'Cette partie n’a pas pu devenir un code\u00a0: utilisez plutôt Fichier de partie.',
  'transfer.copy': 'Copier',
  'transfer.copied': 'Copié\u00a0: collez-le dans un message.',
  'transfer.selected': 'Le code est sélectionné\u00a0: copiez-le avec la commande Copier de votre appareil (Ctrl+C).',
  'transfer.rename.title': 'RENOMMER CETTE PARTIE',
  'transfer.rename.hint': 'Un nom pour cette partie, jusqu’à 40 caractères (vide\u00a0: sans nom).',
  'transfer.rename.save': 'Enregistrer',
  'transfer.rename.failed': 'Le nom n’a pas pu être enregistré\u00a0: réessayez.',
};
