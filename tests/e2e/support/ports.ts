/**
 * Every port the end-to-end suite uses, derived from one base (E2E_PORT, default 3100), so two suites can
 * run side by side on one machine by giving each its own base. Each server takes two ports: the app on
 * `port` and its identity provider on `port + 1`.
 */
const base = Number(process.env.E2E_PORT ?? 3100)

export const E2E_PORTS = {
  /** The suite's own server (playwright.config.ts webServer). */
  suite: base,
  suiteIdp: Number(process.env.E2E_IDP_PORT ?? base + 1),
  /** Servers started by one describe block each; `+ 1` of each is its provider. */
  ads: base + 10,
  adsParent: base + 12,
  updates: base + 14,
  inspector: base + 16,
  visitorNoLead: base + 18,
  visitorGtm: base + 20,
  identityShortTokens: base + 22,
  /** The identity model's paths with 20 s tokens (tests/e2e/model/identity.model.spec.ts). */
  identityModelShortTokens: base + 24,
  spare2: base + 26,
  spare3: base + 28,
  /** Another origin that tries to frame the provider's pages (tests/e2e/provider-pages.spec.ts). */
  framingSite: base + 30,
  /** A server started with the default (Production) environment (tests/e2e/identity-traps.spec.ts). */
  productionStart: base + 32,
} as const
