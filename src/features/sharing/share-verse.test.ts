import { describe, expect, it } from 'vitest'
import { citation, shareableText } from './share-verse.ts'

describe('sharing a verse', () => {
  it('cites the reference with its translation', () => {
    expect(citation('John 3:16')).toBe('John 3:16 KJV')
    expect(shareableText(' For God so loved the world. ', 'John 3:16')).toBe('“For God so loved the world.”\nJohn 3:16 KJV')
  })
})
