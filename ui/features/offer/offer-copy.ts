/**
 * The offer quiz's and the footer newsletter's texts (spec: shell-account §2 Onsite offer quiz modal, Footer; §4;
 * §5; §8; §9 Offer). The spec's own texts are in core/marketing (NEWSLETTER_MESSAGES, quizHelperText); these are the
 * labels around them. Loaded with the footer's island and the quiz's chunk.
 */
export const offerCopy = {
  newsletterHeading: 'Stay in the loop',
  newsletterText: 'Get exclusive offers, new arrivals and snacking inspiration.',
  emailLabel: 'Email address',
  nameLabel: 'Your name (optional)',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing…',
  bubble: 'Get 20% off',
  bubbleLabel: 'Get 20% off your first order: take the snack quiz',
  dialogTitle: 'Find your perfect snacks',
  landingTitle: 'Take our 1-minute quiz and get 20% off your first order',
  landingText: 'Tell us what you love and we will recommend snacks made for you.',
  startQuiz: 'Start quiz',
  noThanks: "No thanks, I'd like to pay full price",
  close: 'Close',
  next: 'Next',
  seeResults: 'See my results',
  back: 'Back',
  progress: (n: number, total: number) => `Question ${n} of ${total}`,
  signupTitle: 'Unlock 20% off your first order',
  signupText: 'Enter your email to see your results and get 20% off your first order.',
  submit: 'Get my 20% off',
  submitting: 'Saving…',
  didYouMean: (suggestion: string) => `Did you mean ${suggestion}?`,
  offerTerms:
    '20% off the first order; first-time subscribers only; shipped to the contiguous USA; free ground shipping ' +
    'needs at least $59 spent after the discount; excludes e-gift certificates, wholesale cases and ' +
    'multiple-address orders.',
  resultsTitle: 'Your quiz results',
  resultsIntro: 'Snacks picked for you from your answers.',
  noResults: 'Take the quiz to see snacks picked for you.',
  offerApplied: '20% off your first order is applied to your cart.',
  offerNotApplicable: 'Your cart does not qualify for the first-order offer.',
  existingContact: 'You are already subscribed, so the first-order offer is for new subscribers only.',
  viewCart: 'View cart',
} as const;
