// Issue 25 : l'apprentissage du mode coopératif, en français (nos mots) : l'aperçu de Poséidon en
// phrases, le résumé de chaque phase de Poséidon dans la chronique et son défilement, la leçon et les
// pages de règles du mode coopératif. Mêmes clés que lesson-en.ts.
export const LESSON_FR: Readonly<Record<string, string>> = {
  'preview.button': 'Phase suivante',
  'preview.title': 'La prochaine phase de Poséidon',
  'preview.youIsPoseidon': 'Sur une carte qu’il prend, « vous » désigne Poséidon et « adversaires » les héros.',
  'preview.none': 'Le pion crue ne bougera plus : la partie est finie.',
  'preview.line': '{n}. Pile {pile}{heroes} : {does}',
  'preview.heroes': ' ({heroes})',
  'preview.does.take': 'prend {card}, sans effet sur les héros',
  'preview.does.takeApplies': '{card} : {effects}',
  'preview.does.takeHidden': 'prend la carte face cachée — inconnue',
  'preview.does.flipGeneral': 'retourne face visible le Général qui garde le pilier',
  'preview.does.tokenGeneral': '+1 PV sur {card} (chacun de ses coûts +1)',
  'preview.does.nothing': 'rien à prendre',
  'preview.does.water': ', puis l’eau monte de {from} à {to}',
  'preview.close': 'Fermer',
  'preview.badge.takeHidden': 'prend une carte cachée',
  'summary.line': 'Phase de Poséidon, manche {round} : {took}{wounded}{water}',
  'summary.took.none': 'rien pris',
  'summary.took.one': '1 carte prise',
  'summary.took.other': '{n} cartes prises',
  'summary.wounded.one': ', {heroes} blessé',
  'summary.wounded.other': ', {heroes} blessés',
  'summary.water': ', eau {from} → {to}',
  'summary.waterStays': ', l’eau reste à {level}',
  'summary.and': ' et ',
  // The classic guided game's lesson on wounds, before anything asks about them (src/tutorial/first-game.ts).
  'guide.wounds': 'Les blessures : certaines cartes vous demandent de blesser un de vos Personnages, souvent contre un avantage (piocher une carte). Une carte blessée reste devant vous, marquée : on ne peut ni la jouer ni la défausser tant que le Soin (en vert) d’une carte ne l’a pas soignée ; à la fin, elle compte toujours. Quand le jeu vous demande « Blesser une carte… ? », oui et non sont de bonnes réponses.',
  'log.older': 'Lignes précédentes',
  'log.newer': 'Lignes suivantes',
};
