/**
 * Texts of the bulk order upload page (spec: core-cart-checkout §2 /order-upload; shell-account §2 "Order Upload (only
 * if bulk upload is available)"). The columns are core's (ORDER_UPLOAD_COLUMNS); the rest ours. No imports.
 */
export const orderUploadCopy = {
  title: 'Order Upload',
  intro:
    'Send gifts to many people at once: fill in one row per item and recipient, upload the file, and pay for the ' +
    'whole order at checkout. Rows with the same address ship together.',
  columnsHeading: 'The columns',
  columnsIntro: 'The first row of the file names the columns, in any order. Required columns are marked.',
  columnHeader: 'Column',
  requiredHeader: 'Required',
  notesHeader: 'What to enter',
  required: 'Required',
  optional: 'Optional',
  /** One line per column of core's ORDER_UPLOAD_COLUMNS. */
  columnNotes: {
    SKU: 'The item number, e.g. 1001-01 (shown on each product page).',
    Quantity: 'Whole units, 1 to 4999.',
    'Recipient Name': 'The recipient’s full name.',
    Company: 'The recipient’s company, if any.',
    'Street 1': 'The street address.',
    'Street 2': 'Suite, apartment or floor, if any.',
    City: 'The city.',
    State: 'The state or province, as a code (NJ) or in full (New Jersey).',
    ZIP: 'A 5-digit ZIP code (or ZIP+4), or a Canadian postal code.',
    Country: 'US or CA; US when left empty.',
    Phone: 'Digits, spaces, dashes, parentheses and a leading +, e.g. +1 609 555 0100.',
    Email: 'The recipient’s e-mail address, for shipping updates.',
    'Gift Message': 'A greeting card message; the item is then sent as a gift.',
  } as Readonly<Record<string, string>>,
  templatesHeading: 'Templates',
  templatesIntro: 'Start from a template, with the columns and one example row:',
  templateCsv: 'Download the CSV template',
  templateXlsx: 'Download the Excel (XLSX) template',
  formHeading: 'Upload your file',
  fileLabel: 'File',
  fileHint: 'A CSV or XLSX file of at most 10 MB and 5,000 rows.',
  submit: 'Upload order',
  uploading: 'Uploading and checking your file…',
  chooseFile: 'Choose a CSV or XLSX file to upload.',
  failed: 'The file could not be uploaded. Please try again.',
  errorSummary: (count: number) =>
    `We found ${count} ${count === 1 ? 'problem' : 'problems'} in your file. Nothing was created.`,
  errorFix: 'Fix these rows in your file and upload it again.',
  errorsCaption: 'Problems in your file',
  rowHeader: 'Row',
  messageHeader: 'Message',
  done: (rows: number, shipments: number, lines: number) =>
    `Your file is in: ${rows} ${rows === 1 ? 'row' : 'rows'}, ${shipments} ` +
    `${shipments === 1 ? 'shipment' : 'shipments'}, ${lines} ${lines === 1 ? 'line' : 'lines'}. Taking you to payment…`,
  checking: 'Checking your account…',
  notAllowedHeading: 'Order upload is for business accounts',
  notAllowed:
    'Bulk order upload is available to business accounts. Convert your account to a business account to upload ' +
    'orders for many recipients at once.',
  convert: 'Convert to Business Account',
} as const;
