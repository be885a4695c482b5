import { describe, expect, it } from 'vitest';
import {
  encodeRecipientsJson,
  giftMessageWithSender,
  parseRecipientsJson,
  recipientFieldErrors,
  validateRecipients,
} from './recipients';

describe('recipients (catalogue-gifting §5)', () => {
  it('requires a name and a valid e-mail, and a confirmation that matches', () => {
    expect(recipientFieldErrors({})).toEqual({
      name: 'Please enter your full name',
      email: 'Please enter your email address',
    });
    expect(recipientFieldErrors({ name: 'Sam', email: 'sam@', confirmEmail: 'sam@' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(recipientFieldErrors({ name: 'Sam', email: 'sam@example.com', confirmEmail: 'sam@example.org' })).toEqual({
      confirmEmail: 'Please make sure the email address matches',
    });
    expect(
      recipientFieldErrors({ name: ' Sam ', email: 'Sam@Example.com', confirmEmail: ' sam@example.com ' }),
    ).toEqual({});
  });

  it("validates a gift's recipient forms: each form's errors, the first message", () => {
    const r = validateRecipients([
      { name: 'Sam', email: 'sam@example.com', confirmEmail: 'sam@example.com' },
      { name: '', email: 'alex@example.com', confirmEmail: 'alex@example.org' },
    ]);
    expect(r.ok ? undefined : r.error).toEqual({
      code: 'gift/invalid-recipients',
      message: 'Please enter your full name',
      details: {
        recipients: {
          1: { name: 'Please enter your full name', confirmEmail: 'Please make sure the email address matches' },
        },
      },
    });
    const none = validateRecipients([]);
    expect(none.ok ? undefined : none.error.message).toBe('Please add at least one recipient');
    expect(validateRecipients([{ name: ' Sam ', email: ' sam@example.com ' }])).toEqual({
      ok: true,
      value: [{ name: 'Sam', email: 'sam@example.com' }],
    });
  });

  it('encodes and parses recipientsJson, one JSON array per line', () => {
    const text = encodeRecipientsJson([
      { name: 'Sam', email: 'sam@example.com', message: 'Enjoy!', sender: 'Pat' },
      { name: 'Alex', email: 'alex@example.com' },
    ]);
    expect(text).toBe(
      '[{"name":"Sam","email":"sam@example.com","message":"Enjoy!","sender":"Pat"},' +
        '{"name":"Alex","email":"alex@example.com"}]',
    );
    expect(parseRecipientsJson(text)).toEqual({
      ok: true,
      value: [
        { name: 'Sam', email: 'sam@example.com', message: 'Enjoy!', sender: 'Pat' },
        { name: 'Alex', email: 'alex@example.com' },
      ],
    });
    const bad = (t: string) => {
      const r = parseRecipientsJson(t);
      return r.ok ? undefined : [r.error.code, r.error.message];
    };
    expect(bad('not json')).toEqual(['gift/invalid-recipients', 'Invalid recipients: not JSON']);
    expect(bad('[]')).toEqual([
      'gift/invalid-recipients',
      'Invalid recipients: Too small: expected array to have >=1 items',
    ]);
    expect(bad('[{"name":"Sam","email":"nope"}]')).toEqual([
      'gift/invalid-recipients',
      'Invalid recipients: 0.email: Please enter a valid email address',
    ]);
  });

  it("appends the sender after ' - ' (core-cart-checkout §5)", () => {
    expect(giftMessageWithSender('Happy birthday!', 'Pat')).toBe('Happy birthday! - Pat');
    expect(giftMessageWithSender(' Enjoy ', ' Pat ')).toBe('Enjoy - Pat');
    expect(giftMessageWithSender('Enjoy', '')).toBe('Enjoy');
    expect(giftMessageWithSender('', 'Pat')).toBe('Pat');
  });
});
