// Le rythme des bots à la table, le choix de l'équipe partagé avec des bots, et les parties qu'aucun
// héros ne peut plus changer (issue 25) : français.
export const PACE_FR: Readonly<Record<string, string>> = {
  'pace.botsPick': 'Les bots choisissent qui joue ensuite. Touchez votre héros pour jouer maintenant.',
  'pace.yourPick': 'À vous : touchez {hero} pour jouer.',
  'pace.title': 'Rythme',
  'pace.animations': 'Animations',
  'pace.bots': 'Rythme des bots',
  'pace.close': 'Fermer',
  'pace.review': 'Pause après chaque tour de bot',
  'pace.reviewing': '{hero} a joué. Regardez le plateau, puis continuez.',
  'pace.continue': 'Continuer',
  'pace.stalledOne': 'Plus aucun héros ne peut changer l\'issue : l\'eau atteint le sommet dans 1 manche.',
  'pace.stalledMany': 'Plus aucun héros ne peut changer l\'issue : l\'eau atteint le sommet dans {n} manches.',
  'pace.skipToEnd': 'Aller à la fin',
};
