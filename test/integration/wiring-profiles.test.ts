import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { localServerRemoteConfig, parseEnv, remoteConfigOf } from '../../adapters/wiring/env';
import {
  embeddedContainer,
  PROFILE_BINDINGS,
  remoteContainer,
  resolve,
  WIRING,
} from '../../adapters/wiring/node-container';
import { openDatabase, type Database } from '../../adapters/embedded/db/database';
import { migrate } from '../../adapters/embedded/db/migrations';
import { seedCatalog } from '../../adapters/embedded/db/seed';
import { cryptoIds, systemClock } from '../../adapters/system/node-system';
import { TOKENS } from '../../ports/tokens';
import { EmbeddedContent } from '../../adapters/embedded/content/embedded-content';
import { HttpContent, HttpContentEditor } from '../../adapters/builder/http-content';
import { DatabaseOutbox } from '../../adapters/embedded/mail/database-outbox';
import { LoggedMail } from '../../adapters/mail/logged-mail';
import { SmtpMail } from '../../adapters/mail/smtp-mail';
import { SEARCH_INDEXES } from '../../ports/search';
import { freshTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestServer, TEST_CLIENT, type TestServer } from '../support/test-server';

/** The names of the storefront's sections that a resolved storefront holds. */
const sectionsOf = (storefront: object) => Object.keys(storefront).sort();

describe('Node composition root: every binding of the embedded profile resolves', () => {
  let database: TestDatabase;
  let db: Database;
  let c: Container;
  beforeAll(async () => {
    database = await freshTestDatabase();
    db = await openDatabase(database.location);
    await migrate(db);
    await seedCatalog(db);
    c = embeddedContainer(db, systemClock, cryptoIds);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  it('resolves each bound port and wiring id to one singleton', () => {
    for (const id of PROFILE_BINDINGS.embedded) {
      const first: unknown = c.get(id);
      expect(first, String(id.description)).toBeDefined();
      expect(c.get(id)).toBe(first);
    }
    expect(resolve(c, TOKENS.Commerce)).toBe(resolve(c, WIRING.Engine));
    expect(resolve(c, TOKENS.PaymentTokenizer)).toBe(resolve(c, TOKENS.PaymentGateway));
    expect(resolve(c, TOKENS.Content)).toBeInstanceOf(EmbeddedContent);
    expect(resolve(c, TOKENS.ContentEditor)).toBe(resolve(c, TOKENS.Content));
  });

  it('mail goes into the outbox by default, over SMTP with SMTP_URL (the outbox still readable), logged with a logger', () => {
    expect(resolve(c, TOKENS.Mail)).toBe(resolve(c, WIRING.Outbox));
    expect(resolve(c, TOKENS.Outbox)).toBeInstanceOf(DatabaseOutbox);
    const smtp = { host: '127.0.0.1', port: 2525, secure: false, from: 'Nutshell <orders@nutshell.local>' };
    const withSmtp = embeddedContainer(db, systemClock, cryptoIds, { smtp });
    expect(resolve(withSmtp, TOKENS.Mail)).toBeInstanceOf(SmtpMail);
    expect(resolve(withSmtp, TOKENS.Outbox)).toBeInstanceOf(DatabaseOutbox);
    const logger = { info: () => undefined, warn: () => undefined, error: () => undefined, child: () => logger };
    expect(resolve(embeddedContainer(db, systemClock, cryptoIds, { logger }), TOKENS.Mail)).toBeInstanceOf(LoggedMail);
  });

  it('builds every section of the storefront, and the server view runs its use cases', async () => {
    expect(sectionsOf(resolve(c, WIRING.Storefront))).toEqual([
      'accounts',
      'cart',
      'catalogue',
      'checkout',
      'customerOrders',
      'cx',
      'gifting',
      'lists',
      'storedValue',
      'subscriptions',
    ]);
    const service = resolve(c, TOKENS.StorefrontService);
    const page = await service.resolvePath('/nuts');
    expect(page).toMatchObject({ pageType: expect.stringMatching(/^Category(Landing|Listing)Page$/) });
    expect(await service.favorites(undefined)).toEqual([]);
    expect(await service.getReceipt('')).toBeUndefined();
    expect(await service.isFirstOrder('no-such-token')).toBeUndefined();
    expect(await service.restrictedCountrySkus([])).toEqual({});
    const accounts = resolve(c, TOKENS.AccountService);
    expect(await accounts.findUser('nobody@example.com')).toBeNull();
    expect(await accounts.signKeyPage('/sign/magic-link/unknown-key')).toEqual({
      pageType: 'MagicLinkPage',
      props: { key: 'unknown-key', status: 'expired', setPassword: false },
    });
  });
});

describe('Node composition root: every binding of the remote profile resolves, against a server speaking the APIs', () => {
  let server: TestServer;
  let c: Container;
  beforeAll(async () => {
    server = await startTestServer();
    c = remoteContainer(localServerRemoteConfig(server.baseUrl, TEST_CLIENT), systemClock, cryptoIds, fetch);
  }, 60_000);
  afterAll(async () => server.close());

  it('resolves each bound port and wiring id to one singleton', () => {
    for (const id of PROFILE_BINDINGS.remote) {
      const first: unknown = c.get(id);
      expect(first, String(id.description)).toBeDefined();
      expect(c.get(id)).toBe(first);
    }
    expect(c.isBound(TOKENS.PaymentGateway)).toBe(false);
    expect(c.isBound(TOKENS.ShippingRates)).toBe(false);
    expect(resolve(c, TOKENS.Content)).toBeInstanceOf(HttpContent);
    expect(resolve(c, TOKENS.ContentEditor)).toBeInstanceOf(HttpContentEditor);
  });

  it('gives the cart, CX and catalogue sections, whose use cases go over HTTP', async () => {
    const storefront = resolve(c, WIRING.RemoteStorefront);
    expect(sectionsOf(storefront)).toEqual(['cart', 'catalogue', 'cx']);
    const commerce = resolve(c, TOKENS.Commerce);
    const created = await commerce.createCart({});
    if (!created.ok) throw new Error(created.error.message);
    const [sku] = (await commerce.listProducts({ categoryKey: 'nuts', limit: 1, offset: 0 })).results.flatMap((p) =>
      p.variants.filter((v) => v.active && !v.backordered).map((v) => v.sku),
    );
    const added = await storefront.cx.addLineItem.execute({ cart: created.value, sku: sku ?? '', quantity: 2 });
    expect(added.ok && added.value.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([[sku, 2]]);
    const [hits] = await resolve(c, TOKENS.Search).search([{ indexName: SEARCH_INDEXES.products, query: 'almonds' }]);
    expect(hits?.nbHits).toBeGreaterThan(0);
    const backend = await resolve(c, WIRING.StorefrontBackend).resolvePath('/nuts');
    expect(backend.data).toMatchObject({ pageType: expect.stringMatching(/^Category(Landing|Listing)Page$/) });
  });
});

describe('the one environment schema', () => {
  it('defaults to the embedded profile, with no remote configuration', () => {
    const env = parseEnv({});
    expect(env.NUTSHELL_PROFILE).toBe('embedded');
    expect(remoteConfigOf(env)).toBeUndefined();
  });

  it('names every variable the remote profile lacks', () => {
    expect(() => parseEnv({ NUTSHELL_PROFILE: 'remote', CTP_PROJECT_KEY: 'shop' })).toThrow(
      'invalid environment: CTP_CLIENT_ID: required by NUTSHELL_PROFILE=remote; CTP_CLIENT_SECRET: required by ' +
        'NUTSHELL_PROFILE=remote; CTP_API_URL: required by NUTSHELL_PROFILE=remote; CTP_AUTH_URL: required by ' +
        'NUTSHELL_PROFILE=remote; ALGOLIA_APP_ID: required by NUTSHELL_PROFILE=remote; ALGOLIA_SEARCH_KEY: required by ' +
        'NUTSHELL_PROFILE=remote; NUTSHELL_BACKEND_URL: required by NUTSHELL_PROFILE=remote',
    );
  });

  it('reads a complete remote profile, and refuses a URL that is not one', () => {
    const remote = {
      NUTSHELL_PROFILE: 'remote',
      CTP_PROJECT_KEY: 'shop',
      CTP_CLIENT_ID: 'id',
      CTP_CLIENT_SECRET: 'secret',
      CTP_API_URL: 'https://api.europe-west1.gcp.commercetools.com',
      CTP_AUTH_URL: 'https://auth.europe-west1.gcp.commercetools.com',
      ALGOLIA_APP_ID: 'APPID',
      ALGOLIA_SEARCH_KEY: 'search-key',
      NUTSHELL_BACKEND_URL: 'https://shop.example.com',
    };
    expect(remoteConfigOf(parseEnv(remote))).toEqual({
      commerce: {
        apiUrl: remote.CTP_API_URL,
        authUrl: remote.CTP_AUTH_URL,
        projectKey: 'shop',
        clientId: 'id',
        clientSecret: 'secret',
      },
      search: { appId: 'APPID', apiKey: 'search-key' },
      backendUrl: 'https://shop.example.com',
      // Builder's defaults (BUILDER_URL, BUILDER_API_KEY unset; no private key: no Write API).
      content: { url: 'https://cdn.builder.io', apiKey: 'nutshell-public' },
    });
    expect(() => parseEnv({ ...remote, CTP_API_URL: 'not a url' })).toThrow('CTP_API_URL: CTP_API_URL must be a URL');
  });
});
