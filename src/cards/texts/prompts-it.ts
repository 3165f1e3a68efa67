// The prompts only one card asks, in Italian, by message key (their French and English are in the card's
// module, families/). They live here until CardText gains `it`; then each moves into its module.
export const CARD_PROMPTS_IT: Readonly<Record<string, string>> = {
  'prompt.takeRelic': 'Scegli una reliquia in gioco',
  'prompt.urnOpponent': 'Scegli l’avversario dai cui scarti prendi un personaggio',
  'prompt.urnCharacter': 'Scegli il personaggio da mettere sotto l’Urna',
};
