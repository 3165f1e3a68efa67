// The installed, offline game's words (issue 29: src/app/update-prompt.ts), in English. Same keys as
// offline-fr.ts and offline-it.ts.
export const OFFLINE_EN: Readonly<Record<string, string>> = {
  'offline.newVersionReady': 'A new version is ready',
  'offline.reload': 'Reload',
  'offline.later': 'Later',
};
