/** What a video's page says, in one language; `markup` is the body under the player. */
export interface VideoText {
  title: string
  description: string
  markup: string
}

export interface VideoData extends VideoText {
  slug: string
  durationSeconds: number
  speaker: string
  spanish: VideoText
}

export interface VideoTopicData {
  slug: string
  title: string
  description: string
  spanish: { title: string; description: string }
  videos: readonly [VideoData, VideoData, VideoData]
}

export const VIDEO_TOPICS: readonly VideoTopicData[] = [
  {
    slug: 'prayer', title: 'Prayer',
    description: 'Short teachings on how to pray, drawn from the Lord\'s Prayer, the Psalms and the prayers of Paul.',
    spanish: { title: 'Oración', description: 'Enseñanzas breves sobre cómo orar, a partir del Padrenuestro, los Salmos y las oraciones de Pablo.' },
    videos: [
      {
        slug: 'the-lords-prayer-line-by-line', title: 'The Lord\'s Prayer, Line by Line', durationSeconds: 754, speaker: 'Daniel Okafor',
        description: 'A walk through Matthew 6:9-13: what each petition means and how to pray it today.',
        markup: `<p>Jesus gave his disciples a pattern, not a formula. Daniel Okafor takes the prayer one line at a time and shows how each petition can shape our own words.</p><ul><li>Praying to a Father who is near and holy.</li><li>Daily bread: asking for today, not for a lifetime.</li><li>Forgiven and forgiving.</li></ul><p>Read the prayer in <a href="/bible/new-testament/matthew/6/9">Matthew 6:9-13</a>.</p>`,
        spanish: {
          title: 'El Padrenuestro, frase a frase',
          description: 'Un recorrido por Mateo 6:9-13: qué significa cada petición y cómo orarla hoy.',
          markup: `<p>Jesús dio a sus discípulos un modelo, no una fórmula. Daniel Okafor recorre la oración frase a frase y muestra cómo cada petición puede dar forma a nuestras propias palabras.</p><ul><li>Orar a un Padre cercano y santo.</li><li>El pan de cada día: pedir para hoy, no para toda la vida.</li><li>Perdonados y perdonando.</li></ul><p>Lee la oración en <a href="/bible/new-testament/matthew/6/9">Mateo 6:9-13</a>.</p>`,
        },
      },
      {
        slug: 'praying-when-god-feels-silent', title: 'Praying When God Feels Silent', durationSeconds: 612, speaker: 'Hannah Brooks',
        description: 'Psalm 13 and the honest prayers of lament that move from "How long?" to trust.',
        markup: `<p>Psalm 13 asks "How long?" four times before it says "I have trusted". Hannah Brooks shows how lament gives us permission to be honest with God, and a path back to hope.</p><ul><li>The four questions of a lament.</li><li>Why complaint can be an act of faith.</li><li>Writing a psalm of your own.</li></ul><p>Read <a href="/bible/old-testament/psalms/13">Psalm 13</a>.</p>`,
        spanish: {
          title: 'Orar cuando Dios parece callar',
          description: 'El Salmo 13 y las oraciones sinceras de lamento que pasan del «¿hasta cuándo?» a la confianza.',
          markup: `<p>El Salmo 13 pregunta cuatro veces «¿hasta cuándo?» antes de afirmar su confianza. Hannah Brooks muestra cómo el lamento nos da permiso para ser sinceros con Dios y un camino de vuelta a la esperanza.</p><ul><li>Las cuatro preguntas de un lamento.</li><li>Por qué la queja puede ser un acto de fe.</li><li>Escribir tu propio salmo.</li></ul><p>Lee el <a href="/bible/old-testament/psalms/13">Salmo 13</a>.</p>`,
        },
      },
      {
        slug: 'a-five-minute-morning-prayer', title: 'A Five-Minute Morning Prayer', durationSeconds: 305, speaker: 'Margaret Ellison',
        description: 'A guided prayer to begin the day with thanksgiving, surrender and a request for wisdom.',
        markup: `<p>Margaret Ellison leads a short prayer you can pray along with before the day begins: a minute of thanks, a minute of surrender, a minute for the people you will meet and a request for wisdom.</p><p>Pair it with the <a href="/emails/daily/am">morning devotion</a>.</p>`,
        spanish: {
          title: 'Una oración de cinco minutos por la mañana',
          description: 'Una oración guiada para empezar el día con gratitud, entrega y una petición de sabiduría.',
          markup: `<p>Margaret Ellison guía una oración breve que puedes seguir antes de que empiece el día: un minuto de gratitud, un minuto de entrega, un minuto por las personas con las que te encontrarás y una petición de sabiduría.</p><p>Acompáñala con el <a href="/emails/daily/am">devocional de la mañana</a>.</p>`,
        },
      },
    ],
  },
  {
    slug: 'psalms', title: 'The Psalms',
    description: 'Reflections on the Bible\'s songbook: psalms for trouble, for joy and for the long night.',
    spanish: { title: 'Los Salmos', description: 'Reflexiones sobre el cancionero de la Biblia: salmos para la angustia, para el gozo y para la noche larga.' },
    videos: [
      {
        slug: 'psalm-23-the-lord-is-my-shepherd', title: 'Psalm 23: The Lord Is My Shepherd', durationSeconds: 538, speaker: 'Daniel Okafor',
        description: 'Why the best-known psalm is a song for the valley as much as the green pastures.',
        markup: `<p>Psalm 23 is read at weddings and at funerals. Daniel Okafor explains why: it is a song about a Shepherd who leads through every kind of ground.</p><ul><li>What a shepherd did in David's day.</li><li>The turn from "he" to "thou" in the valley.</li><li>Goodness and mercy that follow.</li></ul><p>Read <a href="/bible/old-testament/psalms/23">Psalm 23</a>.</p>`,
        spanish: {
          title: 'Salmo 23: el Señor es mi pastor',
          description: 'Por qué el salmo más conocido es un canto para el valle tanto como para los pastos verdes.',
          markup: `<p>El Salmo 23 se lee en bodas y en funerales. Daniel Okafor explica por qué: es un canto sobre un Pastor que guía por toda clase de terreno.</p><ul><li>Qué hacía un pastor en tiempos de David.</li><li>El paso de hablar de Dios a hablarle a Dios en el valle.</li><li>El bien y la misericordia que nos siguen.</li></ul><p>Lee el <a href="/bible/old-testament/psalms/23">Salmo 23</a>.</p>`,
        },
      },
      {
        slug: 'psalm-121-help-from-the-hills', title: 'Psalm 121: Help from the Hills', durationSeconds: 421, speaker: 'Dr. Ruth Adeyemi',
        description: 'A pilgrim\'s song of protection for anyone setting out on a journey.',
        markup: `<p>Pilgrims sang Psalm 121 on the road up to Jerusalem. Dr. Ruth Adeyemi reads it as a blessing for every journey, from a first day at school to a hospital visit.</p><ul><li>Looking past the hills to their Maker.</li><li>The God who neither slumbers nor sleeps.</li><li>Your going out and your coming in.</li></ul><p>Read <a href="/bible/old-testament/psalms/121">Psalm 121</a>.</p>`,
        spanish: {
          title: 'Salmo 121: el socorro viene de los montes',
          description: 'Un canto de peregrino que pide protección para todo el que emprende un viaje.',
          markup: `<p>Los peregrinos cantaban el Salmo 121 de camino a Jerusalén. La doctora Ruth Adeyemi lo lee como una bendición para cada viaje, desde el primer día de colegio hasta una visita al hospital.</p><ul><li>Mirar más allá de los montes, a quien los hizo.</li><li>El Dios que no se adormece ni duerme.</li><li>Tu salida y tu entrada.</li></ul><p>Lee el <a href="/bible/old-testament/psalms/121">Salmo 121</a>.</p>`,
        },
      },
      {
        slug: 'psalm-46-be-still', title: 'Psalm 46: Be Still, and Know', durationSeconds: 689, speaker: 'Hannah Brooks',
        description: 'Finding a refuge that does not move when everything else is shaking.',
        markup: `<p>Mountains fall into the sea and nations rage, and the psalm still says "we will not fear". Hannah Brooks looks at where that confidence comes from.</p><ul><li>A very present help.</li><li>The river that makes glad the city of God.</li><li>What "be still" really asks of us.</li></ul><p>Read <a href="/bible/old-testament/psalms/46">Psalm 46</a>.</p>`,
        spanish: {
          title: 'Salmo 46: estad quietos y conoced',
          description: 'Encontrar un refugio que no se mueve cuando todo lo demás tiembla.',
          markup: `<p>Los montes caen al mar y las naciones se agitan, y aun así el salmo afirma que no temeremos. Hannah Brooks busca de dónde viene esa confianza.</p><ul><li>Un auxilio muy presente.</li><li>El río que alegra la ciudad de Dios.</li><li>Lo que de verdad nos pide «estad quietos».</li></ul><p>Lee el <a href="/bible/old-testament/psalms/46">Salmo 46</a>.</p>`,
        },
      },
    ],
  },
  {
    slug: 'hope', title: 'Hope',
    description: 'Messages of hope for hard seasons, from the prophets, the Gospels and the letters of the apostles.',
    spanish: { title: 'Esperanza', description: 'Mensajes de esperanza para tiempos difíciles, de los profetas, los Evangelios y las cartas de los apóstoles.' },
    videos: [
      {
        slug: 'new-every-morning', title: 'New Every Morning', durationSeconds: 472, speaker: 'Margaret Ellison',
        description: 'Lamentations 3 and the mercies that meet us at the start of every day.',
        markup: `<p>In the middle of a book of grief, Lamentations 3 remembers that God's compassions fail not. Margaret Ellison shows how hope can sit beside sorrow without denying it.</p><ul><li>Remembering on purpose.</li><li>Mercies measured out a day at a time.</li><li>Waiting quietly.</li></ul><p>Read <a href="/bible/old-testament/lamentations/3/22">Lamentations 3:22-26</a>.</p>`,
        spanish: {
          title: 'Nuevas cada mañana',
          description: 'Lamentaciones 3 y las misericordias que nos salen al encuentro al comienzo de cada día.',
          markup: `<p>En medio de un libro de duelo, Lamentaciones 3 recuerda que las misericordias de Dios nunca se agotan. Margaret Ellison muestra cómo la esperanza puede convivir con la tristeza sin negarla.</p><ul><li>Recordar a propósito.</li><li>Misericordias repartidas día a día.</li><li>Esperar en silencio.</li></ul><p>Lee <a href="/bible/old-testament/lamentations/3/22">Lamentaciones 3:22-26</a>.</p>`,
        },
      },
      {
        slug: 'an-anchor-for-the-soul', title: 'An Anchor for the Soul', durationSeconds: 826, speaker: 'Dr. Ruth Adeyemi',
        description: 'Hebrews 6:19 and the hope that holds when the storm does not stop.',
        markup: `<p>An anchor does not stop the storm; it keeps the ship from drifting. Dr. Ruth Adeyemi explores the picture Hebrews uses for Christian hope.</p><ul><li>Hope that is sure and steadfast.</li><li>Anchored in a promise and an oath.</li><li>Jesus, who has gone ahead of us.</li></ul><p>Read <a href="/bible/new-testament/hebrews/6/19">Hebrews 6:19</a>.</p>`,
        spanish: {
          title: 'Un ancla para el alma',
          description: 'Hebreos 6:19 y la esperanza que resiste cuando la tormenta no amaina.',
          markup: `<p>Un ancla no detiene la tormenta; impide que el barco vaya a la deriva. La doctora Ruth Adeyemi explora la imagen que usa Hebreos para hablar de la esperanza cristiana.</p><ul><li>Una esperanza segura y firme.</li><li>Anclada en una promesa y un juramento.</li><li>Jesús, que ha ido delante de nosotros.</li></ul><p>Lee <a href="/bible/new-testament/hebrews/6/19">Hebreos 6:19</a>.</p>`,
        },
      },
      {
        slug: 'the-god-who-makes-all-things-new', title: 'The God Who Makes All Things New', durationSeconds: 915, speaker: 'Daniel Okafor',
        description: 'Revelation 21 and the promise that every tear will be wiped away.',
        markup: `<p>The Bible ends not with escape but with renewal: a new heaven, a new earth and God dwelling with his people. Daniel Okafor reads Revelation 21 as good news for today.</p><ul><li>God with us, for ever.</li><li>No more tears, death or pain.</li><li>Living now in the light of what is coming.</li></ul><p>Read <a href="/bible/new-testament/revelation/21/3">Revelation 21:3-5</a>.</p>`,
        spanish: {
          title: 'El Dios que hace nuevas todas las cosas',
          description: 'Apocalipsis 21 y la promesa de que toda lágrima será enjugada.',
          markup: `<p>La Biblia no termina con una huida, sino con una renovación: un cielo nuevo, una tierra nueva y Dios habitando con su pueblo. Daniel Okafor lee Apocalipsis 21 como una buena noticia para hoy.</p><ul><li>Dios con nosotros, para siempre.</li><li>Ni lágrimas, ni muerte, ni dolor.</li><li>Vivir hoy a la luz de lo que viene.</li></ul><p>Lee <a href="/bible/new-testament/revelation/21/3">Apocalipsis 21:3-5</a>.</p>`,
        },
      },
    ],
  },
]
