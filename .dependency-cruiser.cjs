/** Import rules of DESIGN.md §2 ("Who may import whom"), run by `npm test`. */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'core-model-is-pure',
      comment: 'core/*/model imports only core/shared, other models and zod',
      severity: 'error',
      from: { path: '^core/[^/]+/model/' },
      to: { pathNot: ['^core/shared/', '^core/[^/]+/model/', 'node_modules/zod'] },
    },
    {
      name: 'core-use-cases',
      comment:
        'use cases import models, core/shared, ports and zod (their unit tests also the in-memory commerce fake)',
      severity: 'error',
      from: { path: '^core/[^/]+/use-cases/' },
      to: { pathNot: ['^core/', '^ports/', 'node_modules/zod', '^test/support/in-memory-commerce/'] },
    },
    {
      name: 'in-memory-commerce-portable',
      comment: 'the in-memory commerce fake serves core, ui and cli tests: it imports only core, ports and itself',
      severity: 'error',
      from: { path: '^test/support/in-memory-commerce/' },
      to: { pathNot: ['^core/', '^ports/', '^test/support/in-memory-commerce/'] },
    },
    { name: 'core-no-node', severity: 'error', from: { path: '^core/' }, to: { dependencyTypes: ['core'] } },
    {
      name: 'ports-type-only',
      severity: 'error',
      from: { path: '^ports/' },
      to: {
        pathNot: ['^core/[^/]+/model/', '^core/[^/]+/index\\.ts$', '^core/shared/', '^ports/', 'node_modules/zod'],
      },
    },
    {
      name: 'adapters-no-cross-imports',
      comment:
        'an adapter imports ports, core models, its own folder, adapters/http (the shared fetch helper) and npm ' +
        'libraries; never another adapter, use cases, ui or cli',
      severity: 'error',
      from: { path: '^adapters/(?!wiring/)([^/]+)/' },
      to: {
        path: ['^adapters/', '^core/[^/]+/use-cases/', '^ui/', '^cli/'],
        pathNot: ['^adapters/$1/', '^adapters/http/'],
      },
    },
    {
      name: 'wiring-no-ui-cli',
      severity: 'error',
      from: { path: '^adapters/wiring/' },
      to: { path: ['^ui/', '^cli/'] },
    },
    {
      name: 'ui-boundaries',
      severity: 'error',
      from: { path: '^ui/' },
      to: {
        path: [
          '^cli/',
          '^adapters/(?!wiring/browser)',
          'node_modules/(fastify|pg|@electric-sql|undici|pino|commander|csv-parse|csv-stringify|exceljs|cli-progress)/',
        ],
      },
    },
    { name: 'ui-no-node', severity: 'error', from: { path: '^ui/' }, to: { dependencyTypes: ['core'] } },
    {
      name: 'cli-boundaries',
      severity: 'error',
      from: { path: '^cli/' },
      to: {
        path: [
          '^ui/',
          '^adapters/(?!wiring/(node|env|storefront)\\.ts$)',
          'node_modules/(react|react-dom|mobx|mobx-react-lite)/',
        ],
      },
    },
    {
      name: 'core-public-api',
      comment:
        'outside core, a context is imported through its public API, core/<context>/index.ts (tests may reach its ' +
        'test helpers; a dynamic import may name the one module it loads on demand)',
      severity: 'error',
      from: { path: '^(ports|adapters|ui|cli)/' },
      to: {
        path: '^core/[^/]+/.',
        pathNot: ['^core/[^/]+/index\\.ts$', '/test-[^/]+\\.ts$', '/testing/', '/fake-[^/]+\\.ts$'],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'core-context-boundaries',
      comment:
        "inside core, another context is imported through its index.ts, or a model through the other context's model/index.ts",
      severity: 'error',
      from: { path: '^core/([^/]+)/' },
      to: {
        path: '^core/[^/]+/.',
        pathNot: [
          '^core/$1/',
          '^core/[^/]+/index\\.ts$',
          '^core/[^/]+/model/index\\.ts$',
          // The Address schema, which validation's form reader reads: through the cart model's index, a cycle.
          '^core/cart/model/address\\.ts$',
          '/test-[^/]+\\.ts$',
          '/testing/',
          '/fake-[^/]+\\.ts$',
        ],
      },
    },
    {
      name: 'no-test-or-fixtures-at-runtime',
      severity: 'error',
      from: { path: '^(core|ports|adapters|ui|cli)/', pathNot: ['\\.test\\.tsx?$', '/testing/', 'test-cart\\.ts$'] },
      to: { path: ['^test/', '^fixtures/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', 'dist'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
