/** One message as a local SMTP server received it from SmtpMail: the envelope and the raw DATA. */
export interface RecordedMail {
  readonly mailFrom: string;
  readonly rcptTo: readonly string[];
  readonly raw: string;
}

/** fixtures/recorded/mail.json: the messages of sampleMails(), in order, as they arrived over SMTP. */
export interface MailRecording {
  readonly scenario: 'mail';
  readonly messages: readonly RecordedMail[];
}
