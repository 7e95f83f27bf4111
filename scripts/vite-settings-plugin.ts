import type { Plugin } from 'vite'
import { injectSettings, readSettings } from '../server/settings.ts'

/**
 * In development Vite serves index.html itself, so it injects the runtime settings the way the
 * production server does. Never applied to `vite build`: settings are not baked into the bundle.
 */
export function settingsHtmlPlugin(): Plugin {
  return {
    name: 'lamp-settings-html',
    apply: 'serve',
    transformIndexHtml: (html) => injectSettings(html, readSettings()),
  }
}
