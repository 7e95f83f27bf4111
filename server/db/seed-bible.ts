import { contentPicker, type ContentWriter, type NodeRef } from './content-writer.ts'
import { bookSlug, parseVerseText, readKjvVerses, type KjvVerse } from './kjv.ts'
import { contentIdForPath } from './uuid.ts'

/** Genesis..Malachi are the Old Testament; Matthew..Revelation the New. */
const OLD_TESTAMENT_BOOKS = 39

interface Book {
  name: string
  number: number
  testament: 'old' | 'new'
  chapters: KjvVerse[][]
}

function groupBooks(verses: KjvVerse[]): Book[] {
  const books: Book[] = []
  for (const verse of verses) {
    let book = books.at(-1)
    if (book?.name !== verse.book) {
      const number = books.length + 1
      book = { name: verse.book, number, testament: number <= OLD_TESTAMENT_BOOKS ? 'old' : 'new', chapters: [] }
      books.push(book)
    }
    const chapter = book.chapters[verse.chapter - 1] ?? (book.chapters[verse.chapter - 1] = [])
    chapter.push(verse)
  }
  return books
}

const testamentPath = (testament: 'old' | 'new') => `/bible/${testament}-testament/`
const chapterPath = (book: Book, chapter: number) => `${testamentPath(book.testament)}${bookSlug(book.name)}/${chapter}/`

/** The whole KJV as content under the root, following docs/decisions/0001-bible-content-model.md. */
export function seedBible(write: ContentWriter): void {
  const books = groupBooks(readKjvVerses())
  // Chapters in reading order, so previous/next cross book boundaries (Malachi 4 → Matthew 1).
  const readingOrder = books.flatMap((book) => book.chapters.map((_, index) => chapterPath(book, index + 1)))
  const pickerAt = (index: number) => {
    const path = readingOrder[index]
    return path === undefined ? null : contentPicker(contentIdForPath(path))
  }

  const root = write(null, { contentType: 'homePage', name: 'Lamp', urlSegment: 'lamp', sortOrder: 0 })
  const bible = write(root, {
    contentType: 'generalPage', name: 'The Holy Bible', urlSegment: 'bible', sortOrder: 0,
    properties: { title: 'The Holy Bible', summary: 'The King James Version: the Old and New Testaments.' },
  })
  const writeTestament = (testament: 'old' | 'new', sortOrder: number): NodeRef => write(bible, {
    contentType: 'testament', name: testament === 'old' ? 'Old Testament' : 'New Testament', urlSegment: `${testament}-testament`, sortOrder,
    properties: { testament, bookCount: books.filter((book) => book.testament === testament).length },
  })
  const testaments = { old: writeTestament('old', 0), new: writeTestament('new', 1) }

  let chapterIndex = 0
  for (const book of books) {
    const slug = bookSlug(book.name)
    const bookNode = write(testaments[book.testament], {
      contentType: 'bibleBook', name: book.name, urlSegment: slug, sortOrder: book.number, slug,
      properties: { bookNumber: book.number, testament: book.testament, chapterCount: book.chapters.length, slug },
    })
    for (const [index, verses] of book.chapters.entries()) {
      const chapterNumber = index + 1
      const chapter = write(bookNode, {
        contentType: 'bibleChapter', name: `${book.name} ${chapterNumber}`, urlSegment: String(chapterNumber), sortOrder: chapterNumber,
        properties: {
          bookName: book.name, bookSlug: slug, testament: book.testament, chapterNumber, verseCount: verses.length,
          previousChapter: pickerAt(chapterIndex - 1), nextChapter: pickerAt(chapterIndex + 1),
        },
      })
      chapterIndex++
      for (const verse of verses) {
        const { startsParagraph, text, plainText } = parseVerseText(verse.raw)
        write(chapter, {
          contentType: 'bibleVerse', name: `${book.name} ${chapterNumber}:${verse.verse}`, urlSegment: String(verse.verse), sortOrder: verse.verse,
          properties: { bookName: book.name, chapterNumber, verseNumber: verse.verse, startsParagraph, text, plainText },
        })
      }
    }
  }
}
