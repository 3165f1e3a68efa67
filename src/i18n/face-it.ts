// Le parole delle facce delle carte (issue 25): le parole d'innesco con cui si aprono i testi delle
// carte, che la faccia disegna come glifi (devono essere quelle che scrivono i testi italiani delle carte).
// Termini del regolamento italiano di Poseidone: Scarto, Ferita, Gelare, Segnato, Sconfitta, Uscita.
export const FACE_IT: Readonly<Record<string, string>> = {
  'face.kw.play': 'Gioco',
  'face.kw.arrival': 'Arrivo',
  'face.kw.discard': 'Scarto',
  'face.kw.defeated': 'Sconfitta',
  'face.kw.exit': 'Uscita',
  'face.kw.marked': 'Segnato',
  'face.kw.freeze': 'Gelare',
  'face.kw.destroy': 'Distruggere',
  'face.kw.wound': 'Ferita',
  'face.kw.pillar': 'Colonna',
  'face.kw.transcended': 'Eroe trasceso',
  'face.kw.epicEnd': 'Fine dell’Epopea',
  'face.kw.turnEnd': 'Fine del turno',
  'face.kw.gameEnd': 'Fine partita',
  'face.kw.turnStart': 'Inizio del turno',
  'face.kw.reminder': 'Promemoria',
};
