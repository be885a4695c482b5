import { oidcIssuersOf, parseEnv, publicUrlOf, siteFlagsOf, smtpSettingsOf } from './env';

describe('SMTP_URL and MAIL_FROM', () => {
  it('parse into host, port, TLS, login and From', () => {
    expect(smtpSettingsOf(parseEnv({ SMTP_URL: 'smtp://user:p%40ss@mail.example.com:2525' }))).toEqual({
      host: 'mail.example.com',
      port: 2525,
      secure: false,
      user: 'user',
      password: 'p@ss',
      from: 'Nutshell <orders@nutshell.local>',
    });
    expect(
      smtpSettingsOf(parseEnv({ SMTP_URL: 'smtps://mail.example.com', MAIL_FROM: 'Shop <shop@example.com>' })),
    ).toEqual({ host: 'mail.example.com', port: 465, secure: true, from: 'Shop <shop@example.com>' });
    expect(smtpSettingsOf(parseEnv({ SMTP_URL: 'smtp://mail.example.com' }))?.port).toBe(587);
  });

  it('unset, mail stays in the outbox', () => {
    expect(smtpSettingsOf(parseEnv({}))).toBeUndefined();
  });

  it.each([['http://user:topsecret@host'], ['smtp://user:top%ZZsecret@host'], ['not a url topsecret']])(
    'refuses SMTP_URL=%s without repeating it',
    (value) => {
      expect(() => parseEnv({ SMTP_URL: value })).toThrow(
        'invalid environment: SMTP_URL: SMTP_URL must be a URL such as smtp://user:password@host:587 or smtps://host',
      );
      expect(() => parseEnv({ SMTP_URL: value })).not.toThrow(/topsecret/);
    },
  );

  it('refuses a MAIL_FROM without an address', () => {
    expect(() => parseEnv({ MAIL_FROM: 'Nutshell' })).toThrow(
      'invalid environment: MAIL_FROM: MAIL_FROM must be an address such as Nutshell <orders@example.com>',
    );
  });
});

describe('NUTSHELL_FLAGS', () => {
  it("is the site layer of the feature flags: a comma list where a '-' prefix means false; none by default", () => {
    expect(siteFlagsOf(parseEnv({ NUTSHELL_FLAGS: 'autoDeliveryPortal,-disableReferral' }))).toEqual({
      autoDeliveryPortal: true,
      disableReferral: false,
    });
    expect(siteFlagsOf(parseEnv({}))).toEqual({});
    expect(() => parseEnv({ NUTSHELL_FLAGS: 'autoDeliveryPortal;drop' })).toThrow(
      /NUTSHELL_FLAGS must be a comma list/,
    );
  });
});

describe('NUTSHELL_BROWSER_TELEMETRY', () => {
  it('is off (0) by default, 1 turns it on, anything else is refused with its name', () => {
    expect(parseEnv({}).NUTSHELL_BROWSER_TELEMETRY).toBe('0');
    expect(parseEnv({ NUTSHELL_BROWSER_TELEMETRY: '1' }).NUTSHELL_BROWSER_TELEMETRY).toBe('1');
    expect(() => parseEnv({ NUTSHELL_BROWSER_TELEMETRY: 'yes' })).toThrow(/NUTSHELL_BROWSER_TELEMETRY must be 0 or 1/);
  });
});

describe('NUTSHELL_PUBLIC_URL', () => {
  it('is the origin of links in mail, without a trailing slash; localhost:PORT by default', () => {
    expect(publicUrlOf(parseEnv({ NUTSHELL_PUBLIC_URL: 'https://shop.example.com/' }))).toBe(
      'https://shop.example.com',
    );
    expect(publicUrlOf(parseEnv({ PORT: '4000' }))).toBe('http://localhost:4000');
  });
});

describe('ACCOUNT_RATE_PER_ADDRESS and ACCOUNT_RATE_PER_EMAIL', () => {
  it('default to 50 per address and 10 per e-mail, take positive integers and refuse the rest', () => {
    expect(parseEnv({})).toMatchObject({ ACCOUNT_RATE_PER_ADDRESS: 50, ACCOUNT_RATE_PER_EMAIL: 10 });
    expect(parseEnv({ ACCOUNT_RATE_PER_ADDRESS: '100000', ACCOUNT_RATE_PER_EMAIL: '7' })).toMatchObject({
      ACCOUNT_RATE_PER_ADDRESS: 100_000,
      ACCOUNT_RATE_PER_EMAIL: 7,
    });
    expect(() => parseEnv({ ACCOUNT_RATE_PER_EMAIL: '0' })).toThrow(/ACCOUNT_RATE_PER_EMAIL/);
    expect(() => parseEnv({ ACCOUNT_RATE_PER_ADDRESS: 'many' })).toThrow(/ACCOUNT_RATE_PER_ADDRESS/);
  });
});

describe('OIDC_{GOOGLE,APPLE,FACEBOOK}_*', () => {
  const GOOGLE = {
    OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
    OIDC_GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
    OIDC_GOOGLE_CLIENT_SECRET: 'google-secret',
  };

  it('configure a provider with all three; the others stay with the local test provider', () => {
    expect(oidcIssuersOf(parseEnv(GOOGLE))).toEqual({
      google: {
        issuer: 'https://accounts.google.com',
        clientId: 'client.apps.googleusercontent.com',
        clientSecret: 'google-secret',
      },
    });
    expect(oidcIssuersOf(parseEnv({}))).toEqual({});
  });

  it('refuse a provider configured in part, and an issuer that is not https', () => {
    expect(() => parseEnv({ OIDC_APPLE_ISSUER: 'https://appleid.apple.com' })).toThrow(
      'invalid environment: OIDC_APPLE_CLIENT_ID: required with OIDC_APPLE_ISSUER; ' +
        'OIDC_APPLE_CLIENT_SECRET: required with OIDC_APPLE_ISSUER',
    );
    expect(() => parseEnv({ ...GOOGLE, OIDC_GOOGLE_ISSUER: 'http://accounts.google.com' })).toThrow(
      'invalid environment: OIDC_GOOGLE_ISSUER: OIDC_GOOGLE_ISSUER must be a URL',
    );
  });
});
