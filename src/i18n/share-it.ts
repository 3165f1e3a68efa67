// Why a share code or a saved game file could not be loaded (src/persist/transfer-error.ts
// TransferErrorCode), in Italian: one sentence each. Same keys as share-en.ts.
export const SHARE_IT: Readonly<Record<string, string>> = {
  'share.error.empty': 'Non c’è niente da caricare: incolla un codice di condivisione o scegli un file di partita salvata.',
  'share.error.tooBig': 'È troppo grande per essere una partita, quindi non è stato letto.',
  'share.error.notJson': 'Questo file è danneggiato o troncato: non è una partita salvata.',
  'share.error.notSave': 'Questo file non è una partita salvata di Saint Seiya Deck Building.',
  'share.error.notCode': 'Questo non è un codice di condivisione: un codice comincia con SSDB1-.',
  'share.error.characters': 'Questo codice contiene un carattere che nessun codice ha (“{char}”): copialo di nuovo, per intero.',
  'share.error.truncated': 'Questo codice è troncato: copialo di nuovo, per intero.',
  'share.error.checksum': 'Questo codice è danneggiato (un carattere è andato perso o è cambiato): copialo di nuovo.',
  'share.error.damaged': 'Questo codice è danneggiato: la partita che contiene non si può leggere.',
  'share.error.newer': 'Questa partita viene da una versione più recente di Saint Seiya Deck Building (formato {version}, questa legge il {current}): aggiorna il gioco per aprirla.',
  'share.error.older': 'Questa partita viene da una versione precedente (formato {version}) che questa non sa più leggere.',
  'share.error.rules': 'Questo codice viene da una versione con altre regole: le sue mosse non darebbero più la stessa partita.',
  'share.error.unknownMode': 'Questa partita è di una modalità che questa versione non conosce.',
  'share.error.invalid': 'Questa non è una partita salvata valida: il suo campo “{field}” è errato.',
  'share.error.seats': 'I giocatori di questa partita non corrispondono ai suoi eroi.',
  'share.error.setup': 'La preparazione di questa partita non è valida.',
  'share.error.refused': 'Questa partita non si può rigiocare: la sua mossa {n} viola le regole.',
};
