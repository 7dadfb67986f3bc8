// The code that moves money and decides statuses, grouped by the package that owns it. Each group is mutated
// against that package's own tests (a function of core is tested in core, not through the frame).
// `project` names the Vitest project of the root vite.config.ts whose settings the package's tests need.
export const TARGETS = {
  core: {
    project: 'node',
    // Core's tests of these modules and of the client that uses them; the theme, strings, protocol, frame
    // options and packaging tests test other modules and only slow every run down.
    tests:
      'packages/core/test/{decimal,wallet-uri,to-send,checkout-reference,status,webhooks,auth,client,client-conditional,errors,clipboard,clipboard-node,clipboard-fallbacks,locale,locales,messages}.test.ts',
    mutate: [
      'packages/core/src/decimal.ts',
      'packages/core/src/wallet-uri.ts',
      'packages/core/src/to-send.ts',
      'packages/core/src/checkout-reference.ts',
      'packages/core/src/status.ts',
      'packages/core/src/webhooks.ts',
      'packages/core/src/auth.ts',
      'packages/core/src/clipboard.ts',
      'packages/core/src/locale.ts',
      'packages/core/src/moment.ts',
      'packages/core/src/messages.ts',
    ],
  },
  frame: {
    project: 'frame',
    tests: 'packages/frame/test/**/*.test.{ts,tsx}',
    mutate: ['packages/frame/src/session/status-copy.ts', 'packages/frame/src/session/arrived.ts'],
  },
  server: {
    project: 'node',
    // The server's tests of these handlers; the load, runtime, Redis and Node adapter tests test other things.
    tests:
      'packages/server/test/{amount,budget,webhook,webhook-verify,webhook-delivery,guide-webhooks,preview-budget,rate,rate-abuse,rate-window,rate-parts,rate-errors,proxy,proxy-*,orders,order-merge,checkout-auth,options,sandbox,hostile-input}.test.ts',
    mutate: [
      'packages/server/src/webhook.ts',
      'packages/server/src/budget.ts',
      'packages/server/src/rate/handler.ts',
      'packages/server/src/rate/query.ts',
      'packages/server/src/rate/bucket.ts',
      'packages/server/src/rate/indicative.ts',
      'packages/server/src/rate/preview.ts',
      'packages/server/src/rate/visitors.ts',
      'packages/server/src/orders.ts',
      'packages/server/src/amount.ts',
      'packages/server/src/proxy/handler.ts',
      'packages/server/src/proxy/caller.ts',
      'packages/server/src/proxy/routes.ts',
      'packages/server/src/upstream.ts',
    ],
  },
  react: {
    project: 'react19',
    tests: 'packages/react/test/**/*.test.{ts,tsx}',
    mutate: ['packages/react/src/ui/format.ts', 'packages/react/src/checkout/resume.ts'],
  },
  sandbox: {
    project: 'sandbox',
    tests:
      'apps/sandbox/test/{pricing-edges,pricing.property,session-prices,sessions,quotes,orders,collections}.test.ts',
    mutate: [
      'apps/sandbox/src/pricing.ts',
      'apps/sandbox/src/money.ts',
      'apps/sandbox/src/domain/session-deposits.ts',
    ],
  },
};
