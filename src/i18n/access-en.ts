// The accessibility settings (issue 29): motion and text size. English.
export const ACCESS_EN: Readonly<Record<string, string>> = {
  'menu.access': 'Display',
  'access.title': 'Display',
  'access.motion': 'Motion',
  'access.motion.system': 'As the system',
  'access.motion.full': 'Full',
  'access.motion.reduced': 'Reduced',
  'access.motionNote': 'Reduced: cards appear where they land with a short fade; nothing flies, slides or shakes.',
  'access.systemSays': 'The system asks for: {motion}',
  'access.textSize': 'Text size (cards, chronicle)',
  'access.close': 'Close',
};
