// The installed, offline game's words (issue 29: src/app/update-prompt.ts), in Italian. Same keys as
// offline-en.ts.
export const OFFLINE_IT: Readonly<Record<string, string>> = {
  'offline.newVersionReady': 'È pronta una nuova versione',
  'offline.reload': 'Ricarica',
  'offline.later': 'Più tardi',
};
