export interface StoreItemData {
  slug: string
  title: string
  description: string
  /** US dollars. */
  amount: number
  imageAlt: string
}

export const STORE_ITEMS: readonly StoreItemData[] = [
  { slug: 'kjv-journaling-bible', title: 'KJV Journaling Bible', description: 'The complete King James Version with wide lined margins for notes, prayers and sketches. Cloth-over-board cover, ribbon marker.', amount: 39.99, imageAlt: 'A cream cloth-covered journaling Bible' },
  { slug: 'daily-devotional-journal', title: 'Daily Devotional Journal', description: 'A year of guided pages for the morning, afternoon and evening readings, with space for gratitude lists and prayer requests.', amount: 18.5, imageAlt: 'A navy hardback journal with a gold lamp on the cover' },
  { slug: 'psalm-23-art-print', title: 'Psalm 23 Art Print', description: 'A calm, hand-lettered print of "The Lord is my shepherd; I shall not want." A4, printed on heavyweight matte paper.', amount: 24, imageAlt: 'A framed print with green hills and hand lettering' },
  { slug: 'scripture-memory-cards', title: 'Scripture Memory Cards', description: 'Fifty-two pocket cards, one verse for each week of the year, grouped by topic: hope, peace, strength and more.', amount: 12, imageAlt: 'A stack of small cards tied with twine' },
  { slug: 'prayer-journal-for-families', title: 'Prayer Journal for Families', description: 'Simple weekly prompts to help parents and children pray together around the dinner table.', amount: 16.99, imageAlt: 'A bright yellow journal on a kitchen table' },
  { slug: 'lamp-unto-my-feet-mug', title: '"Lamp unto My Feet" Mug', description: 'A stoneware mug with Psalm 119:105 for your morning reading. Dishwasher and microwave safe.', amount: 14, imageAlt: 'A white mug with a small lamp and the words of Psalm 119:105' },
  { slug: 'gospel-of-john-reading-guide', title: 'Gospel of John Reading Guide', description: 'Twenty-one short studies, one for each chapter of John, for personal reading or a small group.', amount: 9.99, imageAlt: 'A slim paperback guide with a lantern illustration' },
  { slug: 'verse-of-the-day-calendar', title: 'Verse of the Day Desk Calendar', description: 'A flip calendar with a King James verse for every day of the year and a short prayer on the back of each page.', amount: 19.99, imageAlt: 'A wooden desk calendar showing a verse' },
]
