/** What an announcement says, in one language. */
export interface NewsText {
  title: string
  summary: string
  markup: string
}

export interface NewsEntryData extends NewsText {
  key: string
  /** yyyy-mm-dd */
  date: string
  spanish: NewsText
}

export const NEWS_INTRO = {
  english: 'What is new on Lamp: features, series and resources to help you read the Bible and pray every day.',
  spanish: 'Novedades de Lamp: funciones, series y recursos para ayudarte a leer la Biblia y a orar cada día.',
}

/** Announcements on /news/, newest first (the order editors would arrange them in). */
export const NEWS_ENTRIES: readonly NewsEntryData[] = [
  {
    key: 'store', title: 'The Lamp Store Is Open', date: '2025-09-15',
    summary: 'Journaling Bibles, devotional journals and Scripture memory cards, chosen to support your daily reading.',
    markup: `<p>Many of you asked for a journal to go with the daily devotions, so we made one. The <a href="/store">Lamp Store</a> opens today with eight items, including a KJV journaling Bible and a family prayer journal.</p><p>Every purchase helps keep Lamp free to read.</p>`,
    spanish: {
      title: 'Abre la tienda de Lamp',
      summary: 'Biblias para tomar notas, diarios devocionales y tarjetas para memorizar la Escritura, elegidos para acompañar tu lectura diaria.',
      markup: `<p>Muchos nos pedisteis un diario para acompañar los devocionales diarios, así que lo hemos hecho. La <a href="/store">tienda de Lamp</a> abre hoy con ocho artículos, entre ellos una Biblia King James para tomar notas y un diario de oración para la familia.</p><p>Cada compra ayuda a que Lamp siga siendo gratuito.</p>`,
    },
  },
  {
    key: 'videos', title: 'New Video Series: The Psalms', date: '2025-08-04',
    summary: 'Three short teachings on Psalms 23, 46 and 121, each under fifteen minutes.',
    markup: `<p>Our new series walks through three of the best-loved psalms. Watch them on the <a href="/videos">videos page</a>, then read the psalm for yourself, starting with <a href="/bible/old-testament/psalms/23">Psalm 23</a>.</p>`,
    spanish: {
      title: 'Nueva serie de vídeos: los Salmos',
      summary: 'Tres enseñanzas breves sobre los Salmos 23, 46 y 121, de menos de quince minutos cada una.',
      markup: `<p>Nuestra nueva serie recorre tres de los salmos más queridos. Míralos en la <a href="/videos">página de vídeos</a> y después lee el salmo por tu cuenta, empezando por el <a href="/bible/old-testament/psalms/23">Salmo 23</a>.</p>`,
    },
  },
  {
    key: 'spanish', title: 'Lamp Now Speaks Spanish', date: '2025-06-16',
    summary: 'Menus, devotions, articles, videos and the names of the Bible\'s books are now available in Spanish. The Bible text remains the King James Version.',
    markup: `<p>¡Bienvenidos! You can now switch Lamp to Spanish from the language menu. Pages, devotions, verse topics, articles and videos are translated, and the books of the Bible carry their Spanish names; the Bible text itself stays in the King James Version for now.</p><ul><li>Visit <a href="/es">Lamp en español</a>.</li><li>Tell us what you would like translated next.</li></ul>`,
    spanish: {
      title: 'Lamp ya habla español',
      summary: 'Los menús, los devocionales, los artículos, los vídeos y los nombres de los libros de la Biblia ya están en español. El texto bíblico sigue siendo la versión King James.',
      markup: `<p>¡Bienvenidos! Ya puedes usar Lamp en español desde el menú de idioma. Las páginas, los devocionales, los temas de versículos, los artículos y los vídeos están traducidos, y los libros de la Biblia llevan su nombre en español; el texto bíblico, por ahora, sigue siendo el de la versión King James en inglés.</p><ul><li>Visita <a href="/es">Lamp en español</a>.</li><li>Cuéntanos qué te gustaría que tradujéramos después.</li></ul>`,
    },
  },
  {
    key: 'topics', title: 'Fourteen Verse Topics', date: '2025-04-07',
    summary: 'Find Scripture for what you are facing, from anxiety and healing to joy and gratitude.',
    markup: `<p>Our verses-by-topic collection has grown to fourteen topics, each with an introduction and hand-picked verses. New this month: <a href="/verses/anxiety">anxiety</a>, <a href="/verses/healing">healing</a> and <a href="/verses/gratitude">gratitude</a>.</p>`,
    spanish: {
      title: 'Catorce temas de versículos',
      summary: 'Encuentra en la Escritura palabras para lo que estás viviendo, desde la ansiedad y la sanidad hasta el gozo y la gratitud.',
      markup: `<p>Nuestra colección de versículos por tema ha crecido hasta los catorce temas, cada uno con una introducción y versículos escogidos. Novedades de este mes: <a href="/verses/anxiety">ansiedad</a>, <a href="/verses/healing">sanidad</a> y <a href="/verses/gratitude">gratitud</a>.</p>`,
    },
  },
  {
    key: 'evening', title: 'Introducing Evening Devotions', date: '2025-01-01',
    summary: 'Alongside the morning and afternoon readings, a third devotion now closes each day with rest and reflection.',
    markup: `<p>Happy New Year from all of us at Lamp. Starting today, every day has three devotions: morning, afternoon and evening. Each one brings a Bible passage, a short study, a prayer and words from Christians through the centuries.</p><p>Sign up to receive them by email, or read them here at any time.</p>`,
    spanish: {
      title: 'Llegan los devocionales de la noche',
      summary: 'Junto a las lecturas de la mañana y de la tarde, un tercer devocional cierra ahora cada día con descanso y reflexión.',
      markup: `<p>Feliz año nuevo de parte de todo el equipo de Lamp. Desde hoy, cada día tiene tres devocionales: de mañana, de tarde y de noche. Cada uno trae un pasaje bíblico, un breve estudio, una oración y palabras de cristianos de todos los siglos.</p><p>Suscríbete para recibirlos por correo o léelos aquí cuando quieras.</p>`,
    },
  },
]
