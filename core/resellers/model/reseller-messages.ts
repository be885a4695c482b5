/**
 * The resale certificate's refusals and review texts (spec: shell-account §2 Reseller
 * Certifications, §6). The spec names the page, not its messages: these texts are ours.
 */
export const RESELLER_MESSAGES = {
  fileType: 'Upload a PDF, PNG or JPEG file.',
  fileEmpty: 'The file is empty.',
  fileTooLarge: 'The file is larger than 10 MB.',
  stateInvalid: 'Choose the state the certificate is for.',
  numberRequired: 'Enter the certificate number.',
  numberInvalid: 'The certificate number may hold up to 40 letters, digits and dashes.',
  expiryInvalid: 'Enter the expiry date.',
  expiryPast: 'The expiry date must be after today.',
  invalidForm: 'Please check the certificate details.',
  notReseller: 'Resale certificates are for reseller business accounts.',
  notFound: 'No such resale certificate.',
  alreadyReviewed: 'This certificate has already been reviewed.',
  reasonRequired: 'Give a reason for the rejection.',
  reasonTooLong: 'The reason may hold up to 500 characters.',
} as const;
