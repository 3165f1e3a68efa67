// Pourquoi un code de partage ou un fichier de partie n'a pas pu être chargé
// (src/persist/transfer-error.ts TransferErrorCode), en français. Mêmes clés que share-en.ts.
export const SHARE_FR: Readonly<Record<string, string>> = {
  'share.error.empty': 'Il n’y a rien à charger\u00a0: collez un code de partage ou choisissez un fichier de partie.',
  'share.error.tooBig': 'C’est bien trop grand pour une partie\u00a0: rien n’a été lu.',
  'share.error.notJson': 'Ce fichier est endommagé ou tronqué\u00a0: ce n’est pas une partie sauvegardée.',
  'share.error.notSave': 'Ce fichier n’est pas une partie sauvegardée de Saint Seiya Deck Building.',
  'share.error.notCode': 'Ce n’est pas un code de partage\u00a0: un code commence par SSDB1-.',
  'share.error.characters': 'Ce code contient un caractère qu’aucun code n’a («\u00a0{char}\u00a0»)\u00a0: copiez-le de nouveau, en entier.',
  'share.error.truncated': 'Ce code est tronqué\u00a0: copiez-le de nouveau, en entier.',
  'share.error.checksum': 'Ce code est abîmé (un caractère a été perdu ou changé)\u00a0: copiez-le de nouveau.',
  'share.error.damaged': 'Ce code est abîmé\u00a0: la partie qu’il contient est illisible.',
  'share.error.newer': 'Cette partie vient d’une version plus récente de Saint Seiya Deck Building (format {version}, celle-ci lit le {current})\u00a0: mettez le jeu à jour pour l’ouvrir.',
  'share.error.older': 'Cette partie vient d’une version plus ancienne (format {version}) que celle-ci ne sait plus lire.',
  'share.error.rules': 'Ce code vient d’une version aux règles différentes\u00a0: ses coups ne redonneraient plus la même partie.',
  'share.error.unknownMode': 'Cette partie est d’un mode de jeu inconnu de cette version.',
  'share.error.invalid': 'Ce n’est pas une partie sauvegardée valide\u00a0: son champ «\u00a0{field}\u00a0» est erroné.',
  'share.error.seats': 'Les joueurs de cette partie ne correspondent pas à ses héros.',
  'share.error.setup': 'La mise en place de cette partie n’est pas valide.',
  'share.error.refused': 'Cette partie ne peut pas être rejouée\u00a0: son coup n°\u00a0{n} enfreint les règles.',
};
