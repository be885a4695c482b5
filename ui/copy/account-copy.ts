import { PASSWORD_MIN_LENGTH } from '../../core/customers';

/**
 * The texts of the utility bar, the login modal and the sign-in pages, in the spec's words where it gives them
 * (spec: shell-account §2 Top utility bar, Login modal; §5 Validation rules, verbatim; §8 sign-in rows). Apart from
 * copy.ts: only code loaded on demand shows them.
 */
export const accountCopy = {
  utility: {
    nav: 'Account and help',
    greeting: (firstName: string) => `Hi ${firstName}`,
    signOut: 'Sign out',
    signIn: 'Sign in to your account',
    easyReorder: 'Easy Reorder',
    account: 'Account',
    refer: 'Refer & Get $20',
    forBusiness: 'Nuts For Business',
    help: 'Help',
  },
  /** shell-account §2 Header (staff bar) and Staff cart lookup; core-cart-checkout §6 CX mode. */
  staff: {
    bar: 'Staff',
    mode: 'Staff mode',
    actingFor: 'Acting for',
    nobody: 'nobody yet',
    guestCart: (key: string) => `Guest cart ${key}`,
    stop: 'Stop acting',
    lookup: 'Cart lookup',
    keyLabel: 'Cart key',
    keyPlaceholder: 'Enter a cart key',
    find: 'Find',
    noCart: 'No cart with that key.',
  },
  /** §5 field messages, verbatim. */
  field: {
    required: 'Please enter a value',
    emailRequired: 'Please enter your email address',
    emailInvalid: 'Please enter a valid email address',
    nameRequired: 'Please enter your full name',
    passwordRequired: 'Please enter a password',
    passwordMismatch: 'Password does not match',
    passwordLength: (length: number) =>
      `Your password needs to be at least ${length} characters. Capitalization matters.`,
    didYouMean: (suggestion: string) => `Did you mean ${suggestion}?`,
  },
  rules: {
    heading: 'Your password needs',
    met: 'Requirement met',
    notMet: 'not met',
  },
  modal: {
    signInTitle: 'Sign in',
    signUpTitle: 'Create an account',
    close: 'Close',
  },
  /** Social sign-in (shell-account §3 Session sign-in types apple, facebook, google). */
  social: {
    group: 'Or continue with',
    or: 'or',
    continueWith: (provider: string) => `Continue with ${provider}`,
    failed: (provider: string) => `We couldn't sign you in with ${provider}. Please try again.`,
    emailUnverified: (provider: string) =>
      `An account already exists for this email address. Sign in with your password, then use ${provider} next time.`,
  },
  email: {
    intro: 'Sign in or create an account with your email address.',
    label: 'Email',
    continue: 'Continue',
    guest: 'Continue as guest',
    guestNote: 'You can create an account after placing your order.',
  },
  password: {
    welcome: (firstName: string | null) => (firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'),
    label: 'Password',
    keepSignedIn: 'Keep me signed in',
    signIn: 'Sign in',
    changeEmail: 'Change email',
    sendLink: 'Email me a sign-in link',
    forgot: 'Forgot password?',
    guestIntro: 'You checked out as a guest with this email. Set a password to sign in.',
    setPassword: 'Set a password',
  },
  linkSent: {
    title: 'Check your email',
    text: (email: string) => `We sent a sign-in link to ${email}. It signs you in once and expires soon.`,
    resend: "Didn't get it? Try again",
  },
  resetSent: {
    title: 'Check your email',
    text: (email: string) => `We sent a link to ${email} to reset your password.`,
    setText: (email: string) => `We sent a link to ${email} to set your password.`,
    back: 'Back to sign in',
  },
  /** §8: the generic panel and the e-mail step's submit error, verbatim. */
  failure: {
    title: 'Uh oh. Something went wrong',
    contact: 'Please try again, or contact customer service:',
    retry: 'Try again',
    emailStep:
      'We encountered an issue processing your request. Please try again or contact customer service if the issue ' +
      'persists.',
    noCustomer: 'No errors but no customer?',
  },
  signUp: {
    intro: 'Create your account',
    name: 'Full name',
    email: 'Email',
    password: 'Password',
    accountType: 'Account type',
    personal: 'Personal Account',
    business: 'Business Account',
    keepSignedIn: 'Keep me signed in',
    newsletter: 'Email me about new products, deals and exclusive offers',
    agreementStart: 'By creating an account you confirm you are 18 or older and accept our ',
    terms: 'Terms',
    privacy: 'Privacy Policy',
    caPrivacy: 'CA Privacy Notice',
    submit: 'Continue',
    haveAccount: 'Already have an account? Sign in',
  },
  announce: {
    signedIn: (firstName: string) => (firstName ? `Signed in as ${firstName}` : 'Signed in'),
    signedOut: 'Signed out',
  },
  pages: {
    signIn: 'Sign in',
    signingIn: 'Signing you in…',
    expiredTitle: 'This link has expired',
    expiredText:
      'Sign-in and password links work once and only for a limited time. Enter your email below and we will send ' +
      'you a new one.',
    expiredSendLink: 'Email me a new sign-in link',
    expiredSendReset: 'Email me a new password link',
    newLinkSent: (email: string) => `We sent a new link to ${email}.`,
    resetTitle: 'Choose a new password',
    setTitle: 'Set your password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    savePassword: 'Save password and sign in',
    businessTitle: 'Business registration',
  },
  /** The support address of the §8 panel (its phone is the shell's `copy.helpPhone`). */
  supportEmail: 'support@nutshell.example',
  passwordMinLength: PASSWORD_MIN_LENGTH,
} as const;
