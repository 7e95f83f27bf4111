// Stand-in for a third-party ad script (R-ADS-5), so the ad lifecycle runs without an ad server.
// Contract with the app: the app writes `window.lampAdConfig` (tags, contentId, title, type, pageurl,
// source, medium, campaign), or removes it when a page starts loading, and then dispatches
// `new CustomEvent('lamp:ad-config')` on window. Every `[data-ad-slot]` element is (re)filled; slots
// mounted later are filled as they appear. The slot's reserved size comes from ads.css, never from here.
(() => {
  'use strict'
  const source = document.currentScript instanceof HTMLScriptElement ? new URL(document.currentScript.src, location.href) : null
  const template = source?.searchParams.get('template') || 'unknown'
  const staging = source?.pathname.includes('/staging/') ?? false

  // The app adds one script per ad template; the first one installs, later ones only register their template.
  if (window.lampAdSandbox) {
    window.lampAdSandbox.addTemplate(template)
    return
  }

  const templates = [template]

  function standIn(slot, config) {
    const ad = document.createElement('aside')
    ad.setAttribute('role', 'complementary')
    ad.setAttribute('aria-label', 'Advertisement')
    ad.className = 'lamp-ad'
    const label = document.createElement('p')
    label.className = 'lamp-ad__label'
    label.textContent = 'Sponsored: Lamp Study Bible'
    const detail = document.createElement('p')
    detail.className = 'lamp-ad__detail'
    // textContent only: the config carries page titles from the content service.
    const slotTemplate = slot.getAttribute('data-ad-template') || templates[templates.length - 1]
    detail.textContent = [slotTemplate, config.type, staging ? 'staging' : ''].filter(Boolean).join(' · ')
    ad.append(label, detail)
    return ad
  }

  function fill(slot) {
    const config = window.lampAdConfig
    // No configuration means a page is loading: the slot is emptied but keeps its reserved space.
    if (!config) {
      slot.replaceChildren()
      slot.removeAttribute('data-ad-filled')
      return
    }
    slot.replaceChildren(standIn(slot, config))
    slot.setAttribute('data-ad-filled', config.contentId || '')
  }

  function fillAll(root) {
    if (root instanceof Element && root.matches('[data-ad-slot]')) fill(root)
    if (root instanceof Element || root instanceof Document) root.querySelectorAll('[data-ad-slot]').forEach(fill)
  }

  window.addEventListener('lamp:ad-config', () => fillAll(document))
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(fillAll)
  }).observe(document.documentElement, { childList: true, subtree: true })

  window.lampAdSandbox = {
    templates,
    addTemplate(name) {
      if (!templates.includes(name)) templates.push(name)
      fillAll(document)
    },
  }
  fillAll(document)
})()
