/**
 * The business registration form's messages (spec: core-cart-checkout §6 Business). The phone texts are the spec's
 * (shell-account §5: "Please enter your phone number", "Phone number must be at least {length} characters"); the
 * company name takes the generic required text; the industry, tax id and team size texts are ours.
 */
export const BUSINESS_MESSAGES = {
  companyNameRequired: 'Please enter a value',
  industryRequired: 'Please choose an industry',
  taxIdInvalid: 'Please enter a valid tax ID (NN-NNNNNNN)',
  phoneRequired: 'Please enter your phone number',
  phoneTooShort: 'Phone number must be at least 10 characters',
  teamSizeRequired: 'Please choose a team size',
  sourceInvalid: "Source must be 'Account Creation' or 'User Converted'",
  invalidForm: 'Please check the business details',
  accountExists: 'This account already has a business account.',
  notFound: 'This account has no business account.',
} as const;
