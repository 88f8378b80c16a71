/**
 * The import rules the layout relies on (docs/decisions/022-layout-lint-format.md), checked by
 * `npm run lint`. A forbidden import fails it with the rule's name and the path that broke it.
 * @type {import('dependency-cruiser').IConfiguration}
 */

/** The folders the layout rules speak of; sub-folders inside one of them are its own business. */
const AREA = [
  '^server/[^/]+$',
  '^client/src/[^/]+$',
  '^client/src/components/ui$',
  '^client/src/features/[^/]+$',
  '^shared$',
  '^shared/[^/]+$',
];

/** Shared server infrastructure: what every capability may use, and which uses none of them. */
const INFRASTRUCTURE = '^server/(lib|middleware|monitoring|cache|shared-state|store|upstream|i18n)/';
/** The server's capabilities, each with its routes, services, adapters and Redis adapters in one folder. */
const CAPABILITY = '^server/(rates|history|charts|alerts|indexnow|images|pages|og|health|public-api|quotes)/';

module.exports = {
  forbidden: [
    {
      name: 'infrastructure-not-capabilities',
      comment:
        'Infrastructure (errors, logging, HTTP, SQLite, Redis, metrics) never imports a capability: a capability plugs into it, not the other way round.',
      severity: 'error',
      from: { path: INFRASTRUCTURE },
      to: { path: CAPABILITY },
    },
    {
      name: 'composition-root-only',
      comment:
        'Only the composition root (site.ts, services.ts, app.ts, index.ts) assembles the site; nothing inside a folder imports it back.',
      severity: 'error',
      from: { path: '^server/[^/]+/' },
      to: { path: '^server/(site|site-clients|services|app|index)[.]ts$' },
    },
    {
      name: 'features-stay-apart',
      comment: 'A client feature never imports another feature: what two share moves to lib/ or components/.',
      severity: 'error',
      from: { path: '^client/src/features/([^/]+)/' },
      to: { path: '^client/src/features/([^/]+)/', pathNot: '^client/src/features/$1/' },
    },
    {
      name: 'shared-is-pure',
      comment: 'shared/ is used by the browser and the server alike: it imports nothing of either.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(client|server)/' },
    },
    {
      name: 'client-not-server',
      comment: 'The browser bundle never reaches into server code (it would ship it, or fail to build).',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-not-client-source',
      comment: 'The server renders pages through the client entry only (client/src/entry-server), never a component or feature directly.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^client/', pathNot: '^client/src/(entry-server[.]tsx|locales/)' },
    },
    {
      name: 'no-module-cycles',
      comment: 'Modules never import each other in a circle.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      comment: 'Areas (a server folder, a client area, one feature, shared/) never depend on each other in a circle.',
      severity: 'error',
      scope: 'folder',
      from: { path: AREA },
      to: { circular: true },
    },
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    // Tests and the fakes they start depend on everything by design; the rules are about the product.
    exclude: {
      path: ['(^|/)(node_modules|dist)/', '[.]test[.]tsx?$', '[.]test-support[.]ts$', '^server/testing/', '^client/src/testing/'],
    },
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
