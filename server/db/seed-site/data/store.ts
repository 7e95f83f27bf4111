/** What a product page says, in one language; `markup` is the item page's body (details and what is included). */
export interface StoreItemText {
  title: string
  description: string
  imageAlt: string
  markup: string
}

export interface StoreItemData extends StoreItemText {
  slug: string
  /** US dollars. */
  amount: number
  sku: string
  spanish: StoreItemText
}

export const STORE_ITEMS: readonly StoreItemData[] = [
  {
    slug: 'kjv-journaling-bible', sku: 'LAMP-BIB-001', amount: 39.99, title: 'KJV Journaling Bible',
    description: 'The complete King James Version with wide lined margins for notes, prayers and sketches. Cloth-over-board cover, ribbon marker.',
    imageAlt: 'A cream cloth-covered journaling Bible',
    markup: `<p>Read, write and pray in one book. Every page of the King James text sits beside a lined margin wide enough for notes, prayers and small drawings.</p>
      <h2>Details</h2>
      <ul><li>Complete Old and New Testaments, King James Version (1769 text).</li><li>Cream cloth over hard boards, with a ribbon marker.</li><li>Cream paper that takes pencil and most gel pens without showing through.</li><li>1,280 pages; 24 × 17 cm.</li></ul>`,
    spanish: {
      title: 'Biblia King James para tomar notas',
      description: 'La versión King James completa, con amplios márgenes rayados para notas, oraciones y dibujos. Tapa dura forrada en tela y cinta marcapáginas.',
      imageAlt: 'Una Biblia para tomar notas forrada en tela color crema',
      markup: `<p>Lee, escribe y ora en un mismo libro. Cada página del texto King James, en inglés, tiene al lado un margen rayado lo bastante ancho para notas, oraciones y pequeños dibujos.</p>
        <h2>Detalles</h2>
        <ul><li>Antiguo y Nuevo Testamento completos, versión King James (texto de 1769), en inglés.</li><li>Tapa dura forrada en tela color crema, con cinta marcapáginas.</li><li>Papel color crema que admite lápiz y la mayoría de bolígrafos de gel sin que se transparenten.</li><li>1280 páginas; 24 × 17 cm.</li></ul>`,
    },
  },
  {
    slug: 'daily-devotional-journal', sku: 'LAMP-JRN-002', amount: 18.5, title: 'Daily Devotional Journal',
    description: 'A year of guided pages for the morning, afternoon and evening readings, with space for gratitude lists and prayer requests.',
    imageAlt: 'A navy hardback journal with a gold lamp on the cover',
    markup: `<p>A companion to Lamp's three daily devotions: a page a day with room for the morning passage, an afternoon pause and an evening look back.</p>
      <h2>Details</h2>
      <ul><li>365 undated pages, so you can start any day of the year.</li><li>Prompts for gratitude, prayer requests and answered prayers.</li><li>Navy hardback with a gold lamp, lay-flat binding.</li><li>A5, 400 pages.</li></ul>`,
    spanish: {
      title: 'Diario devocional',
      description: 'Un año de páginas guiadas para las lecturas de la mañana, la tarde y la noche, con espacio para listas de gratitud y peticiones de oración.',
      imageAlt: 'Un diario de tapa dura azul marino con una lámpara dorada en la cubierta',
      markup: `<p>Un compañero para los tres devocionales diarios de Lamp: una página por día con sitio para el pasaje de la mañana, una pausa por la tarde y un repaso por la noche.</p>
        <h2>Detalles</h2>
        <ul><li>365 páginas sin fecha, para empezar cualquier día del año.</li><li>Sugerencias para la gratitud, las peticiones de oración y las oraciones respondidas.</li><li>Tapa dura azul marino con una lámpara dorada y encuadernación que se abre en plano.</li><li>Formato A5, 400 páginas.</li></ul>`,
    },
  },
  {
    slug: 'psalm-23-art-print', sku: 'LAMP-ART-003', amount: 24, title: 'Psalm 23 Art Print',
    description: 'A calm, hand-lettered print of "The Lord is my shepherd; I shall not want." A4, printed on heavyweight matte paper.',
    imageAlt: 'A framed print with green hills and hand lettering',
    markup: `<p>Green hills, still water and the first verse of Psalm 23 in hand lettering: a quiet reminder for a hallway, a bedroom or a study.</p>
      <h2>Details</h2>
      <ul><li>A4 (21 × 29.7 cm), unframed.</li><li>Giclée print on 300 g/m² matte paper.</li><li>Shipped flat between card.</li></ul>`,
    spanish: {
      title: 'Lámina del Salmo 23',
      description: 'Una lámina serena, rotulada a mano, con el primer versículo del Salmo 23 en inglés. Tamaño A4, impresa en papel mate de alto gramaje.',
      imageAlt: 'Una lámina enmarcada con colinas verdes y letras rotuladas a mano',
      markup: `<p>Colinas verdes, aguas tranquilas y el primer versículo del Salmo 23 rotulado a mano en inglés: un recordatorio sereno para un pasillo, un dormitorio o un despacho.</p>
        <h2>Detalles</h2>
        <ul><li>Tamaño A4 (21 × 29,7 cm), sin marco.</li><li>Impresión giclée en papel mate de 300 g/m².</li><li>Se envía en plano, protegida entre cartones.</li></ul>`,
    },
  },
  {
    slug: 'scripture-memory-cards', sku: 'LAMP-CRD-004', amount: 12, title: 'Scripture Memory Cards',
    description: 'Fifty-two pocket cards, one verse for each week of the year, grouped by topic: hope, peace, strength and more.',
    imageAlt: 'A stack of small cards tied with twine',
    markup: `<p>Carry a verse with you all week. Each card has the verse on the front and its reference and topic on the back, so you can test yourself.</p>
      <h2>Details</h2>
      <ul><li>52 cards, King James Version, grouped by the topics on Lamp's verses pages.</li><li>Pocket size, 9 × 5.5 cm, rounded corners.</li><li>Tied with cotton twine in a kraft box.</li></ul>`,
    spanish: {
      title: 'Tarjetas para memorizar la Escritura',
      description: 'Cincuenta y dos tarjetas de bolsillo, un versículo para cada semana del año, agrupadas por temas: esperanza, paz, fortaleza y más.',
      imageAlt: 'Un montón de tarjetas pequeñas atadas con cordel',
      markup: `<p>Lleva un versículo contigo toda la semana. Cada tarjeta tiene el versículo en el anverso y la referencia y el tema en el reverso, para que puedas ponerte a prueba.</p>
        <h2>Detalles</h2>
        <ul><li>52 tarjetas con versículos de la versión King James, en inglés, agrupadas según los temas de las páginas de versículos de Lamp.</li><li>Tamaño de bolsillo, 9 × 5,5 cm, con esquinas redondeadas.</li><li>Atadas con cordel de algodón en una caja de cartón kraft.</li></ul>`,
    },
  },
  {
    slug: 'prayer-journal-for-families', sku: 'LAMP-JRN-005', amount: 16.99, title: 'Prayer Journal for Families',
    description: 'Simple weekly prompts to help parents and children pray together around the dinner table.',
    imageAlt: 'A bright yellow journal on a kitchen table',
    markup: `<p>Fifty-two weeks of short prompts that a five-year-old and a grandparent can answer together, with space to write down requests and how God answered them.</p>
      <h2>Details</h2>
      <ul><li>One spread per week: a question to talk about, a short prayer and space for everyone's requests.</li><li>Stickers for marking answered prayers.</li><li>Bright yellow wipe-clean cover, 21 × 21 cm, 120 pages.</li></ul>`,
    spanish: {
      title: 'Diario de oración para la familia',
      description: 'Sugerencias sencillas para cada semana que ayudan a padres e hijos a orar juntos alrededor de la mesa.',
      imageAlt: 'Un diario amarillo brillante sobre la mesa de una cocina',
      markup: `<p>Cincuenta y dos semanas de propuestas breves que un niño de cinco años y un abuelo pueden responder juntos, con espacio para anotar las peticiones y cómo las respondió Dios.</p>
        <h2>Detalles</h2>
        <ul><li>Una doble página por semana: una pregunta para conversar, una oración breve y espacio para las peticiones de todos.</li><li>Pegatinas para marcar las oraciones respondidas.</li><li>Cubierta amarilla lavable, 21 × 21 cm, 120 páginas.</li></ul>`,
    },
  },
  {
    slug: 'lamp-unto-my-feet-mug', sku: 'LAMP-MUG-006', amount: 14, title: '"Lamp unto My Feet" Mug',
    description: 'A stoneware mug with Psalm 119:105 for your morning reading. Dishwasher and microwave safe.',
    imageAlt: 'A white mug with a small lamp and the words of Psalm 119:105',
    markup: `<p>The verse that gave Lamp its name, on a mug for the first coffee of the day and the morning devotion that goes with it.</p>
      <h2>Details</h2>
      <ul><li>White stoneware, 350 ml.</li><li>Psalm 119:105 (KJV) and a small lamp, printed in navy.</li><li>Dishwasher and microwave safe.</li></ul>`,
    spanish: {
      title: 'Taza «Lámpara a mis pies»',
      description: 'Una taza de gres con el Salmo 119:105 para tu lectura de la mañana. Apta para lavavajillas y microondas.',
      imageAlt: 'Una taza blanca con una pequeña lámpara y las palabras del Salmo 119:105',
      markup: `<p>El versículo que dio nombre a Lamp, en una taza para el primer café del día y el devocional de la mañana que lo acompaña.</p>
        <h2>Detalles</h2>
        <ul><li>Gres blanco, 350 ml.</li><li>El Salmo 119:105 (en la versión King James, en inglés) y una pequeña lámpara, impresos en azul marino.</li><li>Apta para lavavajillas y microondas.</li></ul>`,
    },
  },
  {
    slug: 'gospel-of-john-reading-guide', sku: 'LAMP-GDE-007', amount: 9.99, title: 'Gospel of John Reading Guide',
    description: 'Twenty-one short studies, one for each chapter of John, for personal reading or a small group.',
    imageAlt: 'A slim paperback guide with a lantern illustration',
    markup: `<p>Read John's Gospel in three weeks, one chapter a day, with a page of background, three questions and a prayer for each chapter.</p>
      <h2>Details</h2>
      <ul><li>21 studies, one per chapter, plus notes for small-group leaders.</li><li>Follows the plan in our article on reading John in 21 days.</li><li>Paperback, 96 pages, 19 × 12 cm.</li></ul>`,
    spanish: {
      title: 'Guía de lectura del Evangelio de Juan',
      description: 'Veintiún estudios breves, uno por cada capítulo de Juan, para la lectura personal o en grupo pequeño.',
      imageAlt: 'Una guía fina de tapa blanda con la ilustración de un farol',
      markup: `<p>Lee el Evangelio de Juan en tres semanas, un capítulo al día, con una página de contexto, tres preguntas y una oración para cada capítulo.</p>
        <h2>Detalles</h2>
        <ul><li>21 estudios, uno por capítulo, y notas para quienes dirigen grupos pequeños.</li><li>Sigue el plan de nuestro artículo sobre cómo leer Juan en 21 días.</li><li>Tapa blanda, 96 páginas, 19 × 12 cm.</li></ul>`,
    },
  },
  {
    slug: 'verse-of-the-day-calendar', sku: 'LAMP-CAL-008', amount: 19.99, title: 'Verse of the Day Desk Calendar',
    description: 'A flip calendar with a King James verse for every day of the year and a short prayer on the back of each page.',
    imageAlt: 'A wooden desk calendar showing a verse',
    markup: `<p>A verse a day on your desk: turn the page each morning for a King James verse, and find a one-line prayer on the back.</p>
      <h2>Details</h2>
      <ul><li>366 undated pages, including 29 February.</li><li>Solid oak stand; refill pads available.</li><li>14 × 12 cm.</li></ul>`,
    spanish: {
      title: 'Calendario de sobremesa con un versículo diario',
      description: 'Un calendario de hojas con un versículo de la King James para cada día del año y una breve oración en el reverso de cada hoja.',
      imageAlt: 'Un calendario de sobremesa de madera que muestra un versículo',
      markup: `<p>Un versículo al día sobre tu escritorio: pasa la hoja cada mañana para leer un versículo de la King James, en inglés, y encuentra en el reverso una oración de una línea.</p>
        <h2>Detalles</h2>
        <ul><li>366 hojas sin fecha, incluido el 29 de febrero.</li><li>Soporte de roble macizo; hay recambios disponibles.</li><li>14 × 12 cm.</li></ul>`,
    },
  },
]
