export { createAccessTokenVerifier, type AccessTokenVerifier, type AccessTokenVerifierOptions, type VerifiedAccessToken } from './access-token.ts'
export { createAccountRouter, type AccountRouterOptions } from './account-router.ts'
export type { AccountView } from './account-view.ts'
