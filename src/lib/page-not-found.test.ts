import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { orPageNotFound } from './page-not-found.ts'

const thrown = (run: () => unknown): unknown => {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

describe('the route guard', () => {
  it('stops a value that names no page with the router’s not-found', () => {
    expect(isNotFound(thrown(() => orPageNotFound(null)))).toBe(true)
    expect(isNotFound(thrown(() => orPageNotFound(undefined)))).toBe(true)
  })

  it('passes any other value through as it is, falsy ones included', () => {
    const chapter = { testament: 'new', book: 'john', chapter: 3 }
    expect(orPageNotFound(chapter)).toBe(chapter)
    expect([orPageNotFound(0), orPageNotFound(''), orPageNotFound(false)]).toEqual([0, '', false])
  })
})
