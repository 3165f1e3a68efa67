// Les mots des faces de carte (issue 25) : les mots déclencheurs par lesquels commencent les textes
// des cartes, que la face dessine en glyphes (ils doivent être ceux qu'écrivent les modules des cartes).
export const FACE_FR: Readonly<Record<string, string>> = {
  'face.kw.play': 'Mise en jeu',
  'face.kw.arrival': 'Arrivée',
  'face.kw.discard': 'Défausser',
  'face.kw.defeated': 'Vaincu',
  'face.kw.exit': 'Sortie',
  'face.kw.marked': 'Marqué',
  'face.kw.freeze': 'Geler',
  'face.kw.destroy': 'Détruire',
  'face.kw.wound': 'Blesser',
  'face.kw.pillar': 'Pilier',
  'face.kw.transcended': 'Héros transcendé',
  'face.kw.epicEnd': 'Fin d’Épopée',
  'face.kw.turnEnd': 'Fin de tour',
  'face.kw.gameEnd': 'Fin de partie',
  'face.kw.turnStart': 'Début de tour',
  'face.kw.reminder': 'Rappel',
};
