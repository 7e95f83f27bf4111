export interface VideoData {
  slug: string
  title: string
  description: string
  durationSeconds: number
  speaker: string
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
      { slug: 'the-lords-prayer-line-by-line', title: 'The Lord\'s Prayer, Line by Line', description: 'A walk through Matthew 6:9-13: what each petition means and how to pray it today.', durationSeconds: 754, speaker: 'Daniel Okafor' },
      { slug: 'praying-when-god-feels-silent', title: 'Praying When God Feels Silent', description: 'Psalm 13 and the honest prayers of lament that move from "How long?" to trust.', durationSeconds: 612, speaker: 'Hannah Brooks' },
      { slug: 'a-five-minute-morning-prayer', title: 'A Five-Minute Morning Prayer', description: 'A guided prayer to begin the day with thanksgiving, surrender and a request for wisdom.', durationSeconds: 305, speaker: 'Margaret Ellison' },
    ],
  },
  {
    slug: 'psalms', title: 'The Psalms',
    description: 'Reflections on the Bible\'s songbook: psalms for trouble, for joy and for the long night.',
    spanish: { title: 'Los Salmos', description: 'Reflexiones sobre el cancionero de la Biblia: salmos para la angustia, para el gozo y para la noche larga.' },
    videos: [
      { slug: 'psalm-23-the-lord-is-my-shepherd', title: 'Psalm 23: The Lord Is My Shepherd', description: 'Why the best-known psalm is a song for the valley as much as the green pastures.', durationSeconds: 538, speaker: 'Daniel Okafor' },
      { slug: 'psalm-121-help-from-the-hills', title: 'Psalm 121: Help from the Hills', description: 'A pilgrim\'s song of protection for anyone setting out on a journey.', durationSeconds: 421, speaker: 'Dr. Ruth Adeyemi' },
      { slug: 'psalm-46-be-still', title: 'Psalm 46: Be Still, and Know', description: 'Finding a refuge that does not move when everything else is shaking.', durationSeconds: 689, speaker: 'Hannah Brooks' },
    ],
  },
  {
    slug: 'hope', title: 'Hope',
    description: 'Messages of hope for hard seasons, from the prophets, the Gospels and the letters of the apostles.',
    spanish: { title: 'Esperanza', description: 'Mensajes de esperanza para tiempos difíciles, de los profetas, los Evangelios y las cartas de los apóstoles.' },
    videos: [
      { slug: 'new-every-morning', title: 'New Every Morning', description: 'Lamentations 3 and the mercies that meet us at the start of every day.', durationSeconds: 472, speaker: 'Margaret Ellison' },
      { slug: 'an-anchor-for-the-soul', title: 'An Anchor for the Soul', description: 'Hebrews 6:19 and the hope that holds when the storm does not stop.', durationSeconds: 826, speaker: 'Dr. Ruth Adeyemi' },
      { slug: 'the-god-who-makes-all-things-new', title: 'The God Who Makes All Things New', description: 'Revelation 21 and the promise that every tear will be wiped away.', durationSeconds: 915, speaker: 'Daniel Okafor' },
    ],
  },
]
