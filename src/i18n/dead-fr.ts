// Issue 25, pas de manches mortes : ce que dit le plateau quand les héros n'ont rien changé depuis un
// moment, et la phrase de l'écran de fin coopératif qui dit pourquoi la partie s'est terminée : français.
export const DEAD_FR: Readonly<Record<string, string>> = {
  'dead.quiet': 'Rien n\'a changé depuis {n} {n|manche|manches} : encore {left} {left|phase|phases} de Poséidon avant que l\'eau atteigne le sommet.',
  'dead.end.pillars': 'Le septième pilier est tombé à la manche {round} : le sanctuaire sous-marin s\'effondre.',
  'dead.end.waterWin': 'L\'eau a atteint le sommet à la manche {round}, mais les {heroes} PV des héros dépassent les {poseidon} de Poséidon.',
  'dead.end.waterLoss': 'L\'eau a atteint le sommet à la manche {round}. Les {poseidon} PV de Poséidon dépassent les {heroes} des héros : {standing} {standing|pilier tenait|piliers tenaient} encore debout.',
  'dead.end.waterTie': 'L\'eau a atteint le sommet à la manche {round}. Les héros n\'ont fait qu\'égaler Poséidon à {heroes} PV, et l\'égalité lui revient : {standing} {standing|pilier tenait|piliers tenaient} encore debout.',
};
