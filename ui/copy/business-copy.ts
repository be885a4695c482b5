/**
 * The business account's texts (spec: core-cart-checkout §6 Business: 'Create Business Account', 'Convert to Business
 * Account', 'View Business Account', verbatim; shell-account §9 "Referral: … $50 for referring a business"). The form's
 * field messages are core's (core/business BUSINESS_MESSAGES). Apart from copy.ts: only the business pages' on-demand
 * code shows them.
 */
export const businessCopy = {
  /** Under the cart's summary, before the business account link. */
  cartPrompt: 'Buying for your business?',
  links: {
    create: 'Create Business Account',
    convert: 'Convert to Business Account',
    view: 'View Business Account',
  },
  /** /business, the utility bar's '{product} For Business' (its title is that entry's text). */
  landing: {
    intro:
      'Stock the office pantry, fill a café counter or resell our nuts, dried fruit and sweets: a business account ' +
      'gives you cases at wholesale prices, bulk orders shipped to many addresses in one upload, and tax-exempt ' +
      'buying for resellers.',
    features: [
      {
        title: 'Wholesale cases',
        text: 'Individually wrapped packs by the case, at case prices.',
        link: 'Shop wholesale',
        path: '/wholesale',
      },
      {
        title: 'Bulk order upload',
        text: 'Send gifts or supplies to many addresses at once from one CSV or Excel file.',
        link: 'Upload an order',
        path: '/order-upload',
      },
      {
        title: 'Resale certificates',
        text: 'Resellers upload a resale certificate per state and buy without sales tax once it is approved.',
        link: 'Your business account',
        path: '/account/business',
      },
    ],
    getStarted: 'Get started',
  },
  register: {
    title: 'Business registration',
    intro:
      'Tell us about your business to shop wholesale cases, upload bulk orders to many addresses and, for ' +
      'resellers, buy tax-exempt with a resale certificate.',
    signedOut: 'Sign in or create an account to register your business.',
    signIn: 'Sign in',
    already: 'This account already has a business account.',
    submit: 'Create business account',
    submitting: 'Creating…',
    created: 'Your business account is ready.',
  },
  form: {
    businessTitle: 'Your business',
    addressTitle: 'Business address',
    companyName: 'Company name',
    industry: 'Industry',
    chooseIndustry: 'Choose an industry',
    taxId: 'Tax ID (EIN, optional)',
    taxIdHint: 'Two digits, a dash, seven digits: 12-3456789.',
    phone: 'Business phone',
    teamSize: 'Team size',
    chooseTeamSize: 'Choose a team size',
    teamSizeOption: (size: string) => `${size} people`,
    failed: 'Your business details could not be saved. Please try again.',
  },
  account: {
    detailsTitle: 'Business details',
    companyName: 'Company',
    industry: 'Industry',
    taxId: 'Tax ID',
    noTaxId: 'Not given',
    phone: 'Phone',
    address: 'Address',
    teamSize: 'Team size',
    source: 'Registered through',
    editTitle: 'Update business details',
    save: 'Save business details',
    saving: 'Saving…',
    saved: 'Your business details have been saved.',
    notRegistered: 'Your account is a business account. Register your business to finish setting it up.',
    register: 'Register your business',
    toolsTitle: 'Business tools',
    wholesale: 'Shop wholesale cases',
    orderUpload: 'Upload a bulk order',
    resellerCertifications: 'Manage resale certificates',
  },
  referCard: {
    title: 'Refer and Earn',
    text: 'Refer a business and get $50 when it places its first order.',
    link: 'Refer a business',
  },
} as const;
