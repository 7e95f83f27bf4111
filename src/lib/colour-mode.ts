import { useSyncExternalStore } from 'react'
import { storedValue } from './store.ts'

export type ColourPreference = 'light' | 'dark' | 'system'
export type ColourMode = 'light' | 'dark'

/** The reader's choice in local storage; also read by COLOUR_MODE_SCRIPT before the first paint. */
export const COLOUR_MODE_KEY = 'lamp-colour-mode'
const DARK_QUERY = '(prefers-color-scheme: dark)'
/** A page whose content forces light or dark says so on <html>, so the first paint already has it. */
export const FORCED_COLOUR_ATTRIBUTE = 'data-forced-colour-mode'

/**
 * Runs in <head> before anything is painted (the page carries it inline, with the response's CSP nonce): a
 * dark-mode reader never sees a light flash. The same rule as resolveColourMode, in plain ES5.
 */
export const COLOUR_MODE_SCRIPT = `(function(){var r=document.documentElement,f=r.getAttribute('${FORCED_COLOUR_ATTRIBUTE}'),m='system';`
  + `try{m=localStorage.getItem('${COLOUR_MODE_KEY}')||'system'}catch(e){}`
  + `var d=f?f==='dark':m==='dark'||(m!=='light'&&matchMedia('${DARK_QUERY}').matches);`
  + `r.setAttribute('data-colour-mode',d?'dark':'light');r.style.colorScheme=d?'dark':'light'})()`

export const parsePreference = (value: unknown): ColourPreference =>
  value === 'light' || value === 'dark' ? value : 'system'

/** A page may force light or dark (never system); otherwise the preference, then the system setting, decides. */
export function resolveColourMode(preference: ColourPreference, systemDark: boolean, forced?: ColourMode): ColourMode {
  if (forced) return forced
  if (preference === 'system') return systemDark ? 'dark' : 'light'
  return preference
}

/** The reader's choice; where storage is refused it lasts for this page only. */
const colourPreference = storedValue<ColourPreference>({ key: COLOUR_MODE_KEY, parse: parsePreference, serialize: (preference) => preference })

export const setColourPreference = (preference: ColourPreference): void => colourPreference.set(preference)

const systemDark = () => typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches

function subscribeToSystem(listener: () => void): () => void {
  const media = matchMedia(DARK_QUERY)
  media.addEventListener('change', listener)
  return () => media.removeEventListener('change', listener)
}

/** Sets the mode on <html>; only what differs, since a write of the same value still restyles the whole document. */
export function applyColourMode(mode: ColourMode): void {
  const root = document.documentElement
  if (root.dataset.colourMode !== mode) root.dataset.colourMode = mode
  if (root.style.colorScheme !== mode) root.style.colorScheme = mode
}

export interface ColourModeState { preference: ColourPreference; resolved: ColourMode }

/** The stored preference and the mode in effect (after a route's forced mode); the server renders system and light. */
export function useColourMode(forced?: ColourMode): ColourModeState {
  const preference = colourPreference.use()
  const dark = useSyncExternalStore(subscribeToSystem, systemDark, () => false)
  return { preference, resolved: resolveColourMode(preference, dark, forced) }
}
