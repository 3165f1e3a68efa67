// The bots' pace at the table, the team's pick shared with bots, and games no hero can change any more
// (issue 25): Italian.
export const PACE_IT: Readonly<Record<string, string>> = {
  'pace.botsPick': 'I bot scelgono chi gioca. Tocca il tuo eroe per giocare ora.',
  'pace.yourPick': 'Tocca a te: tocca {hero} per giocare.',
  'pace.title': 'Ritmo',
  'pace.animations': 'Animazioni',
  'pace.bots': 'Ritmo dei bot',
  'pace.close': 'Chiudi',
  'pace.review': 'Pausa dopo ogni turno di un bot',
  'pace.reviewing': '{hero} ha giocato. Guarda la plancia, poi continua.',
  'pace.continue': 'Continua',
  'pace.stalledOne': 'Nessun eroe può più cambiare l’esito: l’acqua arriva in cima fra 1 round.',
  'pace.stalledMany': 'Nessun eroe può più cambiare l’esito: l’acqua arriva in cima fra {n} round.',
  'pace.skipToEnd': 'Salta alla fine',
};
