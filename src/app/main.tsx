import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { activateLocale, localeFromParam } from '../lib/i18n.ts'
import { log } from '../lib/log.ts'
import { createQueryClient } from '../lib/query-client.ts'
import { settings } from '../lib/settings.ts'
import { Providers } from './providers.tsx'
import { createAppRouter } from './router.tsx'
import '../styles/index.css'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

async function start() {
  // Activate the address's locale before the first render, so even a 404 outside the routes is translated.
  await activateLocale(localeFromParam(location.pathname.split('/')[1]) ?? 'en', { persist: false })
  log.debug('starting', { environment: settings.environment })
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  )
}

void start()
