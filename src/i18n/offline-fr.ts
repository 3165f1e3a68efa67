// The installed, offline game's words (issue 29: src/app/update-prompt.ts), in French. Same keys as
// offline-en.ts.
export const OFFLINE_FR: Readonly<Record<string, string>> = {
  'offline.newVersionReady': 'Une nouvelle version est prête',
  'offline.reload': 'Recharger',
  'offline.later': 'Plus tard',
};
