import { msg } from '@lingui/core/macro'
import type { Notification } from '#machines/identity/identity.machine.ts'
import type { NewToast } from '#src/lib/toasts.ts'

/** Turns the identity machine's message ids into toasts (R-ID-4, R-ID-5, R-TOKEN-4; the texts of R-TEXT-1, translated when shown). */
export function identityToast(notification: Notification, siteName: string): NewToast {
  switch (notification.id) {
    case 'welcome.named': {
      const name = notification.values?.['name'] ?? ''
      return { id: 'identity', title: msg`Welcome ${name}!`, colour: 'green', icon: 'check' }
    }
    case 'welcome.site':
      return { id: 'identity', title: msg`Welcome to ${siteName}!`, colour: 'green', icon: 'check' }
    case 'goodbye':
      return { id: 'identity', title: msg`You have been logged out. Goodbye!`, colour: 'blue', icon: 'info' }
    case 'session.expired':
      return { id: 'identity', title: msg`Session expired. You have been logged out.`, colour: 'amber', icon: 'warning' }
  }
}
