// Les réglages d'accessibilité (issue 29) : le mouvement et la taille du texte. Français.
export const ACCESS_FR: Readonly<Record<string, string>> = {
  'menu.access': 'Affichage',
  'access.title': 'Affichage',
  'access.motion': 'Mouvement',
  'access.motion.system': 'Comme le système',
  'access.motion.full': 'Complet',
  'access.motion.reduced': 'Réduit',
  'access.motionNote': 'Réduit : les cartes apparaissent là où elles arrivent, en un court fondu ; rien ne vole, ne glisse ni ne tremble.',
  'access.systemSays': 'Le système demande : {motion}',
  'access.textSize': 'Taille du texte (cartes, chronique)',
  'access.close': 'Fermer',
};
