import { notFound } from '@tanstack/react-router'
import { isNotFound } from '../../../lib/content.ts'

/** Scripture does not change while a reader is on the site. */
export const BIBLE_STALE_TIME = Infinity

/** Turns the content service's 404 into the router's not-found, so a missing book or chapter is a 404 page. */
export async function orNotFound<T>(request: Promise<T>): Promise<T> {
  try {
    return await request
  } catch (error) {
    if (isNotFound(error)) throw notFound()
    throw error
  }
}
