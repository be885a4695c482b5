/**
 * Field messages. The spec gives the generic, e-mail, name and phone texts (shell-account §5);
 * the postal-code, region and country texts are ours and live only here.
 */
export const ADDRESS_MESSAGES = {
  required: 'Please enter a value',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  nameRequired: 'Please enter your full name',
  phoneInvalid: 'Please enter a valid phone number',
  countryInvalid: 'Please choose United States or Canada',
  postalCodeInvalid: { US: 'Please enter a valid ZIP code', CA: 'Please enter a valid postal code' },
  stateInvalid: { US: 'Please enter a valid state', CA: 'Please enter a valid province' },
} as const;
