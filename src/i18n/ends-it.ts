// The ends of a game (issue 25), in Italian: the score screen's statistics and rematch, a finished game
// kept in a slot, the replay's scrubber, the daily game's date and intro, the deck viewer. Same keys as
// ends-en.ts.
export const ENDS_IT: Readonly<Record<string, string>> = {
  'ends.rematch': 'Rivincita, stesse carte',
  'ends.stat.acquired': 'Carte acquisite',
  'ends.stat.force': 'Forza spesa',
  'ends.stat.cosmos': 'Cosmo speso',
  'ends.stat.turns': 'Turni giocati',
  'ends.stat.taken': 'Carte prese dalle pile',
  'ends.stat.hero': '{n} {n|carta acquisita|carte acquisite} · {force} Forza · {pillars} {pillars|Colonna|Colonne}',
  'ends.vpBySource': 'PV per origine',
  'ends.others': '{n} {n|altra carta|altre carte}',
  'ends.slot.finished': 'Finita',
  'ends.daily.intro': 'La partita del giorno: una sola distribuzione per tutti oggi, con gli stessi posti ed eroi. Giocala, poi confronta il risultato con gli amici grazie al suo codice di condivisione.',
  'ends.daily.date': 'Partita del giorno del {date}',
  'ends.daily.play': 'Gioca la partita di oggi',
  'ends.daily.back': 'Indietro',
  'ends.deck.title': 'Il tuo mazzo: {n} {n|carta|carte}',
  'ends.deck.unordered': 'In nessun ordine particolare: il mazzo resta mescolato.',
  'ends.discard.title': 'La tua pila degli scarti: {n} {n|carta|carte}',
  'ends.discard.order': 'La cima della pila per prima.',
  'ends.pile.empty': 'Vuota.',
  'ends.pile.close': 'Chiudi',
  'ends.pile.deck': 'Il tuo mazzo',
  'ends.pile.discard': 'La tua pila degli scarti',
  'ends.pile.count': '{n} ×',
};
