/**
 * The registration hand-off (R-ID-9): the provider's page with `ReturnUrl` (this page; the provider adds
 * `action=register` on the way back), the visitor's `rsid` and `ui_locales`, the language of this page.
 */
export function registrationHref(registerUrl: string, returnUrl: string, rsid: string | null, locale: string): string {
  const target = new URL(registerUrl)
  target.searchParams.set('ReturnUrl', returnUrl)
  if (rsid) target.searchParams.set('rsid', rsid)
  target.searchParams.set('ui_locales', locale)
  return target.href
}

/** The registration page: the setting, else the provider's own (R-ID-9). */
export function registerUrlOf(settings: { registerUrl: string; oidc: { authority: string } }): string {
  return settings.registerUrl || `${settings.oidc.authority.replace(/\/+$/, '')}/account/register`
}
