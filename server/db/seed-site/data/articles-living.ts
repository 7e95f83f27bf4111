import type { ArticleData } from './article-data.ts'

/** Articles about living the faith day to day. */
export const LIVING_ARTICLES: readonly ArticleData[] = [
  {
    slug: 'finding-peace-in-anxious-times', title: 'Finding Peace in Anxious Times',
    summary: 'Worry is part of being human, but it does not have to have the last word. What Scripture says about anxiety, and some practical first steps.',
    author: 'Dr. Ruth Adeyemi', publishDate: '2025-05-05', imageAlt: 'Calm water at sunrise with a single boat',
    spanish: {
      title: 'Encontrar paz en tiempos de ansiedad', summary: 'La preocupación es parte de ser humano, pero no tiene por qué tener la última palabra. Lo que dice la Escritura sobre la ansiedad y algunos primeros pasos prácticos.',
      imageAlt: 'Agua en calma al amanecer con una sola barca',
      markup: `<p>Pablo escribió que no nos inquietemos por nada desde una celda. Sabía lo que es tener todos los motivos para preocuparse, y aun así señaló una paz que sobrepasa todo entendimiento (<a href="/bible/new-testament/philippians/4">Filipenses 4</a>).</p>
      <h2>La ansiedad no es falta de fe</h2>
      <p>El mismo Jesús sintió una tristeza de muerte en Getsemaní. Sentir ansiedad no te convierte en un mal cristiano. La Escritura nos invita a presentar nuestros miedos a Dios en lugar de fingir que no los tenemos.</p>
      <h2>Tres prácticas sencillas</h2>
      <ol><li><strong>Ponle nombre.</strong> Dile a Dios exactamente qué te da miedo.</li><li><strong>Respira un versículo.</strong> Repite despacio una promesa breve, como la del salmista que decidió confiar en Dios en el día del temor.</li><li><strong>Da gracias por una cosa.</strong> La gratitud amplía la mirada más allá de la preocupación.</li></ol>
      <h2>Versículos para tener cerca</h2>
      <ul><li><a href="/verses/anxiety">Versículos para momentos de ansiedad</a></li><li><a href="/verses/peace">Versículos sobre la paz</a></li><li><a href="/verses/comfort">Versículos de consuelo</a></li></ul>
      <h2>Cuando necesitas más ayuda</h2>
      <p>La oración y la atención profesional van de la mano. Si la ansiedad te desborda, habla con tu médico o con un profesional de la salud mental. En Estados Unidos puedes llamar o escribir al 988, la <a href="https://988lifeline.org/" target="_blank" rel="noopener noreferrer">línea 988 de prevención del suicidio y crisis</a>, a cualquier hora; en España, el 024 atiende a cualquier hora a quien tenga pensamientos suicidas.</p>`,
    },
    markup: `<p>Paul wrote "Be careful for nothing" from a prison cell. He knew what it was to have every reason to worry, and he still pointed to a peace "which passeth all understanding" (<a href="/bible/new-testament/philippians/4">Philippians 4</a>).</p>
      <h2>Anxiety is not a lack of faith</h2>
      <p>Jesus himself was "exceeding sorrowful" in Gethsemane. Feeling anxious does not make you a bad Christian. Scripture invites us to bring our fears to God rather than pretend we do not have them.</p>
      <h2>Three small practices</h2>
      <ol><li><strong>Name it.</strong> Tell God specifically what you are afraid of.</li><li><strong>Breathe a verse.</strong> Slowly repeat a short promise such as "What time I am afraid, I will trust in thee."</li><li><strong>Give thanks for one thing.</strong> Thanksgiving widens our view beyond the worry.</li></ol>
      <h2>Verses to keep close</h2>
      <ul><li><a href="/verses/anxiety">Verses for anxious moments</a></li><li><a href="/verses/peace">Verses about peace</a></li><li><a href="/verses/comfort">Verses of comfort</a></li></ul>
      <h2>When you need more help</h2>
      <p>Prayer and professional care go together. If anxiety is overwhelming, talk to your doctor or a counsellor. In the United States you can call or text 988, the <a href="https://988lifeline.org/" target="_blank" rel="noopener noreferrer">988 Suicide &amp; Crisis Lifeline</a>, at any hour.</p>`,
  },
  {
    slug: 'building-a-daily-devotional-habit', title: 'Building a Daily Devotional Habit That Lasts',
    summary: 'Morning, midday, evening: how three short moments with God can shape a whole day, and how to make the habit stick.',
    author: 'Daniel Okafor', publishDate: '2025-06-02', imageAlt: 'A cup of coffee beside a notebook and a Bible',
    spanish: {
      title: 'Crear un hábito devocional diario que perdure', summary: 'Mañana, mediodía y noche: cómo tres momentos breves con Dios pueden dar forma a todo el día, y cómo mantener el hábito.',
      imageAlt: 'Una taza de café junto a una libreta y una Biblia',
      markup: `<p>Daniel se arrodillaba tres veces al día para orar y dar gracias a su Dios (<a href="/bible/old-testament/daniel/6">Daniel 6:10</a>). Su costumbre era tan firme que sus enemigos podían predecirla. Los devocionales diarios de Lamp siguen el mismo ritmo.</p>
      <h2>Mañana: marca el rumbo</h2>
      <p>Lee el pasaje de la mañana antes de mirar el móvil. Pide a Dios una cosa que necesites hoy.</p>
      <h2>Tarde: vuelve a empezar</h2>
      <p>Tómate tres minutos después de comer. Relee un versículo y ora por alguien a quien verás por la noche.</p>
      <h2>Noche: mira atrás</h2>
      <p>Antes de dormir, fíjate en dónde estuvo Dios presente durante el día, confiesa lo que salió mal y descansa.</p>
      <h2>Para que el hábito dure</h2>
      <ul><li>Únelo a algo que ya haces, como prepararte el café.</li><li>Que sea breve: cinco minutos fieles valen más que una hora que nunca empiezas.</li><li>Invita a un amigo a leer el mismo pasaje y compartid por mensaje una idea cada uno.</li><li>Empieza con la vida dichosa del <a href="/bible/old-testament/psalms/1">Salmo 1</a>.</li></ul>
      <p>¿Necesitas ánimo para seguir? Nuestros <a href="/verses/strength">versículos sobre la fortaleza</a> son una buena compañía. Los investigadores de <a href="https://www.apa.org/topics/mindfulness/meditation" target="_blank" rel="noopener noreferrer">la Asociación Estadounidense de Psicología</a> señalan que la reflexión breve y regular también favorece el bienestar.</p>`,
    },
    markup: `<p>Daniel "kneeled upon his knees three times a day, and prayed, and gave thanks before his God" (<a href="/bible/old-testament/daniel/6">Daniel 6:10</a>). His habit was so steady that his enemies could predict it. Lamp's daily devotions follow the same rhythm.</p>
      <h2>Morning: set the direction</h2>
      <p>Read the morning passage before you check your phone. Ask God for one thing you need today.</p>
      <h2>Afternoon: reset</h2>
      <p>Take three minutes after lunch. Re-read one verse and pray for someone you will see this evening.</p>
      <h2>Evening: look back</h2>
      <p>Before sleep, notice where God was present in the day, confess what went wrong, and rest.</p>
      <h2>Making it stick</h2>
      <ul><li>Attach the habit to something you already do, like making coffee.</li><li>Keep it short; five faithful minutes are better than an hour you never start.</li><li>Invite a friend to read the same passage and text each other one thought.</li><li>Begin with the blessed life of <a href="/bible/old-testament/psalms/1">Psalm 1</a>.</li></ul>
      <p>Need encouragement to keep going? Our <a href="/verses/strength">verses about strength</a> are a good companion. Researchers at <a href="https://www.apa.org/topics/mindfulness/meditation" target="_blank" rel="noopener noreferrer">the American Psychological Association</a> note that short, regular reflection supports wellbeing too.</p>`,
  },
  {
    slug: 'what-forgiveness-is-and-is-not', title: 'What Forgiveness Is, and What It Is Not',
    summary: 'Forgiving someone does not mean pretending it did not hurt. A clear look at one of the hardest commands in Scripture.',
    author: 'Margaret Ellison', publishDate: '2025-07-07', imageAlt: 'Two hands reaching toward each other against a soft sky',
    spanish: {
      title: 'Qué es el perdón y qué no es', summary: 'Perdonar no significa fingir que no dolió. Una mirada clara a uno de los mandamientos más difíciles de la Escritura.',
      imageAlt: 'Dos manos que se buscan contra un cielo suave',
      markup: `<p>Cuando Pedro preguntó si bastaba con perdonar siete veces, Jesús le respondió que hasta setenta veces siete, y después contó la historia de un siervo al que se le perdonó una deuda que nunca podría pagar (<a href="/bible/new-testament/matthew/18">Mateo 18</a>).</p>
      <h2>Perdonar es</h2>
      <ul><li>Decidir cancelar una deuda, aunque los sentimientos vayan por detrás.</li><li>Una respuesta a todo lo que se nos ha perdonado.</li><li>A menudo un proceso, que se repite cada vez que vuelve la herida.</li></ul>
      <h2>Perdonar no es</h2>
      <ul><li>Decir que lo que pasó estuvo bien.</li><li>Volver a confiar automáticamente en alguien.</li><li>Quedarse en una situación en la que no estás a salvo.</li></ul>
      <h2>Una oración para empezar</h2>
      <p>«Señor, tú sabes lo que me hicieron y cuánto me dolió. No puedo perdonarlos por mí mismo, pero estoy dispuesto. Ayúdame a entregarte esta deuda».</p>
      <p>Lee más en nuestros <a href="/verses/forgiveness">versículos sobre el perdón</a> y <a href="/verses/grace">versículos sobre la gracia</a>. Muchos sermones clásicos sobre el perdón están reunidos, en inglés, en la <a href="https://www.ccel.org/" target="_blank" rel="noopener noreferrer">Christian Classics Ethereal Library</a>.</p>`,
    },
    markup: `<p>When Peter asked whether forgiving seven times was enough, Jesus answered, "Until seventy times seven," and then told a story about a servant forgiven a debt he could never repay (<a href="/bible/new-testament/matthew/18">Matthew 18</a>).</p>
      <h2>Forgiveness is</h2>
      <ul><li>A decision to release a debt, even when feelings lag behind.</li><li>A response to how much we have been forgiven.</li><li>Often a process, repeated each time the hurt returns.</li></ul>
      <h2>Forgiveness is not</h2>
      <ul><li>Saying that what happened was acceptable.</li><li>Automatically trusting someone again.</li><li>Staying in a situation where you are unsafe.</li></ul>
      <h2>A prayer to begin</h2>
      <p>"Lord, you know what they did and how much it hurt. I cannot forgive them on my own, but I am willing. Help me to release this debt to you."</p>
      <p>Read more in our <a href="/verses/forgiveness">verses about forgiveness</a> and <a href="/verses/grace">verses about grace</a>. Many classic sermons on forgiveness are collected at the <a href="https://www.ccel.org/" target="_blank" rel="noopener noreferrer">Christian Classics Ethereal Library</a>.</p>`,
  },
  {
    slug: 'thirty-days-of-gratitude', title: 'Thirty Days of Gratitude: A Simple Practice',
    summary: 'Write down three gifts a day for a month. What happens when we take "in every thing give thanks" at its word.',
    author: 'Dr. Ruth Adeyemi', publishDate: '2025-11-03', imageAlt: 'Autumn leaves around a handwritten journal',
    spanish: {
      title: 'Treinta días de gratitud: una práctica sencilla', summary: 'Escribe tres regalos cada día durante un mes. Qué ocurre cuando tomamos en serio "dad gracias en todo".',
      imageAlt: 'Hojas de otoño alrededor de un diario escrito a mano',
      markup: `<p>Pablo pide dar gracias en todo, porque esa es la voluntad de Dios en Cristo Jesús (<a href="/bible/new-testament/1-thessalonians/5">1 Tesalonicenses 5:18</a>). Fíjate en que dice «en todo», no «por todo». La gratitud busca los regalos de Dios dentro de cada circunstancia.</p>
      <h2>Cómo funciona la práctica</h2>
      <ol><li>Ten una libreta pequeña junto a la cama.</li><li>Cada noche, escribe tres regalos concretos del día.</li><li>No repitas ninguno durante los treinta días.</li><li>Una vez por semana, relee la lista y da gracias a Dios en voz alta.</li></ol>
      <h2>Lo que la gente nota</h2>
      <ul><li>Las cosas pequeñas se vuelven visibles: una palabra amable, una buena comida, un rato de calma.</li><li>Las quejas pierden parte de su fuerza.</li><li>Empezar a orar resulta más fácil.</li></ul>
      <p>Empieza esta noche con los <a href="/verses/gratitude">versículos sobre la gratitud</a>, u ora con el <a href="/bible/old-testament/psalms/136">Salmo 136</a>, en el que cada verso termina recordando que su misericordia es para siempre. Los investigadores del <a href="https://greatergood.berkeley.edu/topic/gratitude" target="_blank" rel="noopener noreferrer">Greater Good Science Center</a> han estudiado esta misma práctica.</p>`,
    },
    markup: `<p>"In every thing give thanks: for this is the will of God in Christ Jesus concerning you" (<a href="/bible/new-testament/1-thessalonians/5">1 Thessalonians 5:18</a>). Notice that Paul says in every thing, not for every thing. Gratitude looks for God's gifts inside every circumstance.</p>
      <h2>How the practice works</h2>
      <ol><li>Keep a small notebook by your bed.</li><li>Each evening, write three specific gifts from the day.</li><li>Do not repeat an item during the thirty days.</li><li>Once a week, read the list back and thank God aloud.</li></ol>
      <h2>What people notice</h2>
      <ul><li>Small things become visible: a kind word, a good meal, a quiet moment.</li><li>Complaints lose some of their grip.</li><li>Prayer becomes easier to start.</li></ul>
      <p>Start tonight with the <a href="/verses/gratitude">verses about gratitude</a>, or pray through <a href="/bible/old-testament/psalms/136">Psalm 136</a>, where every line ends "for his mercy endureth for ever." Researchers at <a href="https://greatergood.berkeley.edu/topic/gratitude" target="_blank" rel="noopener noreferrer">the Greater Good Science Center</a> have studied the same practice.</p>`,
  },
]
