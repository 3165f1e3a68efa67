// Le impostazioni di accessibilità (issue 29): il movimento e la dimensione del testo. Italiano.
export const ACCESS_IT: Readonly<Record<string, string>> = {
  'menu.access': 'Schermo',
  'access.title': 'Schermo',
  'access.motion': 'Movimento',
  'access.motion.system': 'Come il sistema',
  'access.motion.full': 'Completo',
  'access.motion.reduced': 'Ridotto',
  'access.motionNote': 'Ridotto: le carte appaiono dove arrivano con una breve dissolvenza; niente vola, scivola o trema.',
  'access.systemSays': 'Il sistema chiede: {motion}',
  'access.textSize': 'Dimensione del testo (carte, cronaca)',
  'access.close': 'Chiudi',
};
