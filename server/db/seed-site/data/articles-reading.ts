import type { ArticleData } from './article-data.ts'

/** Articles about reading Scripture. */
export const READING_ARTICLES: readonly ArticleData[] = [
  {
    slug: 'how-to-start-reading-the-bible', title: 'How to Start Reading the Bible (and Keep Going)',
    summary: 'Genesis to Revelation can feel like a mountain. Here is a gentle, practical way to begin, and to keep going when motivation fades.',
    author: 'Hannah Brooks', publishDate: '2025-01-06', imageAlt: 'An open Bible on a wooden table in morning light',
    spanish: {
      title: 'Cómo empezar a leer la Biblia (y no rendirse)', summary: 'De Génesis a Apocalipsis puede parecer una montaña. Aquí tienes una manera práctica y sencilla de comenzar y de perseverar.',
      imageAlt: 'Una Biblia abierta sobre una mesa de madera con la luz de la mañana',
      markup: `<p>Mucha gente empieza a leer la Biblia el 1 de enero y se atasca en algún punto de Levítico. No es una falta de fe; suele ser un problema de plan. La Biblia es una biblioteca de sesenta y seis libros, y una biblioteca no hay que leerla en orden.</p>
      <h2>Empieza por un Evangelio</h2>
      <p>La vida de Jesús es el centro de toda la historia, así que empieza por ahí. <a href="/bible/new-testament/mark/1">Marcos</a> es breve y ágil; <a href="/bible/new-testament/john/1">Juan</a> es reflexivo y profundo. Lee un capítulo al día y terminarás Marcos en poco más de dos semanas.</p>
      <h2>Poco y constante</h2>
      <ul><li>Elige la misma hora cada día: con el primer café, en la pausa de la comida o antes de dormir.</li><li>Lee un capítulo, no cinco. La constancia vale más que la intensidad.</li><li>Apunta un versículo que te haya llamado la atención y por qué.</li><li>Si un día no lees, sigue donde lo dejaste. No pasa nada.</li></ul>
      <h2>Lee con preguntas</h2>
      <ol><li>¿Qué me muestra este pasaje sobre Dios?</li><li>¿Qué me muestra sobre las personas, y sobre mí?</li><li>¿Hay algo que creer, algo que dejar o algo que empezar?</li></ol>
      <h2>Cuando se hace cuesta arriba</h2>
      <p>Algunos libros son difíciles. Cuando te atasques, cambia a un salmo durante unos días; los <a href="/verses/hope">versículos sobre la esperanza</a> son un buen lugar para descansar. Después, vuelve a tu plan.</p>
      <p>Si quieres una edición para leer junto a Lamp, el texto completo de la King James está disponible gratis en <a href="https://www.gutenberg.org/ebooks/10" target="_blank" rel="noopener noreferrer">Project Gutenberg</a>.</p>`,
    },
    markup: `<p>Many people start reading the Bible on the first of January and stall somewhere in Leviticus. That is not a failure of faith; it is usually a problem of plan. The Bible is a library of sixty-six books, and you do not have to read a library in order.</p>
      <h2>Start with a Gospel</h2>
      <p>The life of Jesus is the centre of the whole story, so begin there. <a href="/bible/new-testament/mark/1">Mark</a> is short and fast-moving; <a href="/bible/new-testament/john/1">John</a> is reflective and deep. Read one chapter a day and you will finish Mark in just over two weeks.</p>
      <h2>Keep it small and steady</h2>
      <ul><li>Choose the same time each day: with your first coffee, on your lunch break, or before bed.</li><li>Read one chapter, not five. Consistency beats intensity.</li><li>Write down one verse that stood out, and why.</li><li>If you miss a day, simply pick up where you left off. There is no penalty.</li></ul>
      <h2>Read with questions</h2>
      <ol><li>What does this passage show me about God?</li><li>What does it show me about people, and about me?</li><li>Is there something to believe, to stop or to start?</li></ol>
      <h2>When it gets hard</h2>
      <p>Some books are difficult. When you get stuck, switch to a Psalm for a few days; the <a href="/verses/hope">verses on hope</a> are a good place to rest. Then return to your plan.</p>
      <p>If you would like a printed-style edition to read alongside Lamp, the complete King James text is freely available from <a href="https://www.gutenberg.org/ebooks/10" target="_blank" rel="noopener noreferrer">Project Gutenberg</a>.</p>`,
  },
  {
    slug: 'praying-the-psalms', title: 'Praying the Psalms When Words Run Out',
    summary: 'The Psalms give us words for every season: joy, grief, anger and praise. Learn how to pray them as your own.',
    author: 'Daniel Okafor', publishDate: '2025-02-03', imageAlt: 'A hillside of green pasture beside still water',
    spanish: {
      title: 'Orar con los Salmos cuando faltan las palabras', summary: 'Los Salmos nos dan palabras para cada etapa: gozo, duelo, enojo y alabanza. Aprende a orarlos como propios.',
      imageAlt: 'Una ladera de pastos verdes junto a aguas tranquilas',
      markup: `<p>Hay días en que la oración sale sola y días en que nos quedamos en silencio sin saber qué decir. Desde hace tres mil años, el pueblo de Dios acude a los Salmos en unos y otros.</p>
      <h2>Un libro de oración para la vida real</h2>
      <p>Los Salmos son sinceros. Celebran, pero también se quejan, preguntan y lloran. El Salmo 13 empieza preguntando a Dios hasta cuándo lo olvidará y termina en confianza. Ese viaje del lamento a la esperanza también podemos recorrerlo nosotros.</p>
      <h2>Cómo orar un salmo</h2>
      <ol><li>Lee el salmo despacio, en voz alta si puedes.</li><li>Fíjate en una línea que coincida con lo que sientes hoy.</li><li>Devuélvesela a Dios en oración con tus propias palabras.</li><li>Termina con una frase de gratitud.</li></ol>
      <h2>Por dónde empezar</h2>
      <ul><li>El <a href="/bible/old-testament/psalms/23">Salmo 23</a>, cuando necesitas que te guíen.</li><li>El <a href="/bible/old-testament/psalms/51">Salmo 51</a>, cuando necesitas empezar de nuevo.</li><li>El <a href="/bible/old-testament/psalms/121">Salmo 121</a>, cuando viajas o tienes miedo.</li><li>El <a href="/bible/old-testament/psalms/100">Salmo 100</a>, cuando quieres dar gracias.</li></ul>
      <p>Para saber más sobre la oración, consulta nuestros <a href="/verses/prayer">versículos sobre la oración</a>. El clásico comentario de Charles Spurgeon a los Salmos, <em>El tesoro de David</em>, está disponible gratis en inglés en la <a href="https://www.ccel.org/ccel/spurgeon/treasury1.html" target="_blank" rel="noopener noreferrer">Christian Classics Ethereal Library</a>.</p>`,
    },
    markup: `<p>There are days when prayer comes easily, and days when we sit in silence with nothing to say. For three thousand years, God's people have turned to the Psalms on both kinds of day.</p>
      <h2>A prayer book for real life</h2>
      <p>The Psalms are honest. They celebrate, but they also complain, question and weep. Psalm 13 begins, "How long wilt thou forget me, O LORD?" and ends in trust. That journey from lament to hope is one we can walk too.</p>
      <h2>How to pray a psalm</h2>
      <ol><li>Read the psalm slowly, out loud if you can.</li><li>Notice a line that matches what you feel today.</li><li>Pray that line back to God in your own words.</li><li>End with one sentence of thanks.</li></ol>
      <h2>Where to begin</h2>
      <ul><li><a href="/bible/old-testament/psalms/23">Psalm 23</a> when you need to be led.</li><li><a href="/bible/old-testament/psalms/51">Psalm 51</a> when you need a fresh start.</li><li><a href="/bible/old-testament/psalms/121">Psalm 121</a> when you are travelling or afraid.</li><li><a href="/bible/old-testament/psalms/100">Psalm 100</a> when you want to give thanks.</li></ul>
      <p>For more on prayer, browse our <a href="/verses/prayer">verses about prayer</a>. Charles Spurgeon's classic commentary on the Psalms, <em>The Treasury of David</em>, is freely available at the <a href="https://www.ccel.org/ccel/spurgeon/treasury1.html" target="_blank" rel="noopener noreferrer">Christian Classics Ethereal Library</a>.</p>`,
  },
  {
    slug: 'the-story-of-the-king-james-bible', title: 'The Story of the King James Bible',
    summary: 'How a translation commissioned in 1604 became the most printed book in the English language, and why its words still shape how we speak.',
    author: 'Margaret Ellison', publishDate: '2025-03-10', imageAlt: 'An antique leather-bound Bible with gilt edges',
    spanish: {
      title: 'La historia de la Biblia King James', summary: 'Cómo una traducción encargada en 1604 llegó a ser el libro más impreso en lengua inglesa, y por qué sus palabras siguen marcando el idioma.',
      imageAlt: 'Una Biblia antigua encuadernada en cuero con los cantos dorados',
      markup: `<p>En enero de 1604, el rey Jacobo I convocó una conferencia en Hampton Court para resolver disputas dentro de la Iglesia de Inglaterra. Un resultado al que nadie dio mucha importancia fue la propuesta de una nueva traducción de la Biblia.</p>
      <h2>Seis equipos de eruditos</h2>
      <p>Unos cincuenta eruditos (suelen contarse cuarenta y siete), repartidos en seis equipos en Westminster, Oxford y Cambridge, se dividieron los libros. Compararon el hebreo y el griego con Biblias inglesas anteriores, sobre todo la de William Tyndale, cuyas frases sobreviven en casi todas las páginas.</p>
      <h2>Publicada en 1611</h2>
      <ul><li>La primera edición apareció en 1611, impresa por Robert Barker.</li><li>El texto que usa Lamp es la revisión de Oxford de 1769, que unificó la ortografía y la puntuación.</li><li>Las palabras que los traductores añadieron para dar sentido se imprimieron en cursiva; Lamp las muestra igual.</li></ul>
      <h2>Frases que seguimos usando</h2>
      <p>Expresiones como «la sal de la tierra», «un trabajo de amor» o «pelear la buena batalla» entraron en el inglés de todos los días a través de esta traducción. Empieza por donde empieza ella, en <a href="/bible/old-testament/genesis/1">Génesis 1</a>, o explora <a href="/bible">toda la Biblia</a>.</p>
      <p>Puedes leer el texto completo, de dominio público, en <a href="https://www.gutenberg.org/ebooks/10" target="_blank" rel="noopener noreferrer">Project Gutenberg</a>.</p>`,
    },
    markup: `<p>In January 1604, King James I called a conference at Hampton Court to settle disputes in the Church of England. One outcome nobody expected to matter much was a proposal for a new translation of the Bible.</p>
      <h2>Six companies of scholars</h2>
      <p>Some fifty scholars (forty-seven are usually counted), working in six companies at Westminster, Oxford and Cambridge, divided the books between them. They compared the Hebrew and Greek with earlier English Bibles, especially William Tyndale's, whose phrasing survives on almost every page.</p>
      <h2>Published in 1611</h2>
      <ul><li>The first edition appeared in 1611, printed by Robert Barker.</li><li>The text Lamp uses is the 1769 Oxford revision, which standardised spelling and punctuation.</li><li>Words the translators added for sense were printed in italics; Lamp shows them the same way.</li></ul>
      <h2>Phrases we still use</h2>
      <p>"The salt of the earth", "a labour of love", "the powers that be" and "fight the good fight" all reached everyday English through this translation. Start where it starts, in <a href="/bible/old-testament/genesis/1">Genesis 1</a>, or explore <a href="/bible">the whole Bible</a>.</p>
      <p>You can read the full public-domain text at <a href="https://www.gutenberg.org/ebooks/10" target="_blank" rel="noopener noreferrer">Project Gutenberg</a>.</p>`,
  },
  {
    // Deliberately carries a <script> and an <img onerror>: the end-to-end test proves the app sanitises
    // rich text before rendering it, so window.__lampXss must stay undefined. Do not "fix" this markup.
    slug: 'reading-the-gospel-of-john-in-21-days', title: 'Reading the Gospel of John in 21 Days',
    summary: 'Twenty-one chapters, twenty-one days. A simple plan for meeting Jesus through the eyes of the disciple he loved.',
    author: 'Hannah Brooks', publishDate: '2025-04-14', imageAlt: 'A lantern glowing on a stone path at dusk',
    spanish: {
      title: 'Leer el Evangelio de Juan en 21 días', summary: 'Veintiún capítulos, veintiún días. Un plan sencillo para conocer a Jesús a través de los ojos del discípulo amado.',
      imageAlt: 'Un farol encendido sobre un camino de piedra al anochecer',
      markup: `<p>Juan escribió su Evangelio para que sus lectores creyeran que Jesús es el Cristo, el Hijo de Dios, y para que, creyendo, tuvieran vida en su nombre. A un capítulo por día, se lee en tres semanas justas.</p>
      <script>window.__lampXss = true</script>
      <h2>Primera semana: ¿quién es Jesús?</h2>
      <p>Los capítulos 1 a 7 presentan a Jesús como la Palabra hecha carne. No te pierdas la conversación con Nicodemo en <a href="/bible/new-testament/john/3">Juan 3</a>.</p>
      <h2>Segunda semana: señales y afirmaciones</h2>
      <ul><li>Siete señales, desde el agua convertida en vino hasta la resurrección de Lázaro.</li><li>Siete afirmaciones «Yo soy»: el pan de vida, la luz del mundo, el buen pastor y otras.</li></ul>
      <img src="x" onerror="window.__lampXss=true" alt="">
      <h2>Tercera semana: la cruz y la tumba vacía</h2>
      <p>Los capítulos 13 a 21 se detienen para contar una sola semana. Léelos en actitud de oración y termina con la restauración de Pedro a orillas del lago.</p>
      <p>Por el camino, ten cerca nuestros <a href="/verses/love">versículos sobre el amor</a>: la palabra «amor» aparece en Juan más que en ningún otro Evangelio. Para conocer el trasfondo de los Evangelios, la <a href="https://www.ccel.org/" target="_blank" rel="noopener noreferrer">Christian Classics Ethereal Library</a> ofrece muchos comentarios gratuitos en inglés.</p>`,
    },
    markup: `<p>John wrote his Gospel "that ye might believe that Jesus is the Christ, the Son of God; and that believing ye might have life through his name." One chapter a day takes exactly three weeks.</p>
      <script>window.__lampXss = true</script>
      <h2>Week one: who is Jesus?</h2>
      <p>Chapters 1 to 7 introduce Jesus as the Word made flesh. Do not miss the conversation with Nicodemus in <a href="/bible/new-testament/john/3">John 3</a>.</p>
      <h2>Week two: signs and claims</h2>
      <ul><li>Seven signs, from water into wine to the raising of Lazarus.</li><li>Seven "I am" sayings: the bread of life, the light of the world, the good shepherd and more.</li></ul>
      <img src="x" onerror="window.__lampXss=true" alt="">
      <h2>Week three: the cross and the empty tomb</h2>
      <p>Chapters 13 to 21 slow down to cover a single week. Read them prayerfully, and finish with Peter's restoration by the lakeside.</p>
      <p>Along the way, keep our <a href="/verses/love">verses about love</a> close by: "love" appears more often in John than in any other Gospel. For background on the Gospels, the <a href="https://www.ccel.org/" target="_blank" rel="noopener noreferrer">Christian Classics Ethereal Library</a> has many free commentaries.</p>`,
  },
]
