// Les fins de partie (issue 25), en français : statistiques et revanche de l'écran des scores, partie
// finie gardée dans un emplacement, curseur du replay, date et présentation de la partie du jour,
// visionneuse de pioche. Mêmes clés que ends-en.ts.
export const ENDS_FR: Readonly<Record<string, string>> = {
  'ends.rematch': 'Revanche, même donne',
  'ends.stat.acquired': 'Cartes acquises',
  'ends.stat.force': 'Force dépensée',
  'ends.stat.cosmos': 'Cosmos dépensé',
  'ends.stat.turns': 'Tours joués',
  'ends.stat.taken': 'Cartes prises aux piles',
  'ends.stat.hero': '{n} {n|carte acquise|cartes acquises} · {force} Force · {pillars} {pillars|pilier|piliers}',
  'ends.vpBySource': 'PV par origine',
  'ends.others': '{n} {n|autre carte|autres cartes}',
  'ends.slot.finished': 'Terminée',
  'ends.daily.intro': 'La partie du jour : une seule donne pour tout le monde aujourd’hui, mêmes places et mêmes héros. Jouez-la, puis comparez votre résultat avec vos amis grâce à son code de partage.',
  'ends.daily.date': 'Partie du jour du {date}',
  'ends.deck.title': 'Votre pioche : {n} {n|carte|cartes}',
  'ends.deck.unordered': 'Sans ordre : la pioche reste mélangée.',
  'ends.discard.title': 'Votre défausse : {n} {n|carte|cartes}',
  'ends.discard.order': 'Le dessus de la pile en premier.',
  'ends.pile.empty': 'Vide.',
  'ends.pile.close': 'Fermer',
  'ends.pile.count': '{n} ×',
};
