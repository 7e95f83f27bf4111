export interface NewsEntryData {
  key: string
  title: string
  /** yyyy-mm-dd */
  date: string
  summary: string
  markup: string
}

/** Announcements on /news/, newest first (the order editors would arrange them in). */
export const NEWS_ENTRIES: readonly NewsEntryData[] = [
  {
    key: 'store', title: 'The Lamp Store Is Open', date: '2025-09-15',
    summary: 'Journaling Bibles, devotional journals and Scripture memory cards, chosen to support your daily reading.',
    markup: `<p>Many of you asked for a journal to go with the daily devotions, so we made one. The <a href="/store">Lamp Store</a> opens today with eight items, including a KJV journaling Bible and a family prayer journal.</p><p>Every purchase helps keep Lamp free to read.</p>`,
  },
  {
    key: 'videos', title: 'New Video Series: The Psalms', date: '2025-08-04',
    summary: 'Three short teachings on Psalms 23, 46 and 121, each under fifteen minutes.',
    markup: `<p>Our new series walks through three of the best-loved psalms. Watch them on the <a href="/videos">videos page</a>, then read the psalm for yourself, starting with <a href="/bible/old-testament/psalms/23">Psalm 23</a>.</p>`,
  },
  {
    key: 'spanish', title: 'Lamp Now Speaks Spanish', date: '2025-06-16',
    summary: 'Menus, verse topics and articles are now available in Spanish. The Bible text remains the King James Version.',
    markup: `<p>¡Bienvenidos! You can now switch Lamp to Spanish from the language menu. Pages, verse topics and article introductions are translated; the Bible itself stays in the King James Version for now.</p><ul><li>Visit <a href="/es">Lamp en español</a>.</li><li>Tell us what you would like translated next.</li></ul>`,
  },
  {
    key: 'topics', title: 'Fourteen Verse Topics', date: '2025-04-07',
    summary: 'Find Scripture for what you are facing, from anxiety and healing to joy and gratitude.',
    markup: `<p>Our verses-by-topic collection has grown to fourteen topics, each with an introduction and hand-picked verses. New this month: <a href="/verses/anxiety">anxiety</a>, <a href="/verses/healing">healing</a> and <a href="/verses/gratitude">gratitude</a>.</p>`,
  },
  {
    key: 'evening', title: 'Introducing Evening Devotions', date: '2025-01-01',
    summary: 'Alongside the morning and afternoon readings, a third devotion now closes each day with rest and reflection.',
    markup: `<p>Happy New Year from all of us at Lamp. Starting today, every day has three devotions: morning, afternoon and evening. Each one brings a Bible passage, a short study, a prayer and words from Christians through the centuries.</p><p>Sign up to receive them by email, or read them here at any time.</p>`,
  },
]
