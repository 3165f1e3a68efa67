// Issue 25, no dead rounds: the board's word when the heroes have changed nothing for a while, and the
// coop end screen's sentence saying why the game ended: Italian.
export const DEAD_IT: Readonly<Record<string, string>> = {
  'dead.quiet': 'Non cambia niente da {n} round: {left|manca|mancano} {left} {left|fase|fasi} di Poseidone prima che l’acqua arrivi in cima.',
  'dead.end.pillars': 'La settima Colonna è caduta al round {round}: il santuario sottomarino crolla.',
  'dead.end.waterWin': 'L’acqua è arrivata in cima al round {round}, ma i {heroes} PV degli eroi battono i {poseidon} di Poseidone.',
  'dead.end.waterLoss': 'L’acqua è arrivata in cima al round {round}. I {poseidon} PV di Poseidone battono i {heroes} degli eroi: {standing} {standing|Colonna era|Colonne erano} ancora in piedi.',
  'dead.end.waterTie': 'L’acqua è arrivata in cima al round {round}. I {heroes} PV degli eroi hanno solo pareggiato quelli di Poseidone, e il pareggio è suo: {standing} {standing|Colonna era|Colonne erano} ancora in piedi.',
};
