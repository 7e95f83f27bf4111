import { api } from '../lib/api.ts'

/**
 * The browser suite drives concurrent API calls through the real client. Only the Development environment
 * gets it: a Production or Staging page (and `npm start` unless told otherwise) has no such hook. The entry sets it
 * before hydrating, so it is there as soon as the page has loaded; its calls wait for the identity actor like any other.
 */
export function exposeTestHooks(environment: string, target: object = window): void {
  if (environment === 'Development') Object.assign(target, { __lampApi: api })
}
