export interface VerseTopicData {
  slug: string
  title: string
  intro: string
  spanish: { title: string; intro: string }
  /** Single verses, cited as readers cite them; each must exist in the seeded KJV. */
  references: readonly string[]
}

export const VERSE_TOPICS: readonly VerseTopicData[] = [
  {
    slug: 'love', title: 'Love',
    intro: 'The Bible does not only say that God loves; it says that God is love. These verses show how deep that love goes, and how it changes the way we love one another.',
    spanish: { title: 'Amor', intro: 'La Biblia no solo dice que Dios ama; dice que Dios es amor. Estos versículos muestran la profundidad de ese amor y cómo cambia nuestra manera de amarnos unos a otros.' },
    references: ['John 3:16', 'Romans 5:8', '1 Corinthians 13:4', '1 Corinthians 13:13', '1 John 4:8', '1 John 4:19', '1 John 4:7', 'John 15:13', 'Jeremiah 31:3', 'Zephaniah 3:17'],
  },
  {
    slug: 'hope', title: 'Hope',
    intro: 'Biblical hope is not wishful thinking. It is confident expectation, anchored in the character and promises of God.',
    spanish: { title: 'Esperanza', intro: 'La esperanza bíblica no es un simple deseo. Es una expectativa segura, anclada en el carácter y las promesas de Dios.' },
    references: ['Jeremiah 29:11', 'Romans 15:13', 'Isaiah 40:31', 'Psalm 42:11', 'Romans 8:24', 'Hebrews 6:19', 'Lamentations 3:24', '1 Peter 1:3', 'Psalm 39:7'],
  },
  {
    slug: 'faith', title: 'Faith',
    intro: 'Faith is trusting God enough to take him at his word. These verses describe what faith is, where it comes from and what it can do.',
    spanish: { title: 'Fe', intro: 'La fe es confiar en Dios lo suficiente como para creer en su palabra. Estos versículos describen qué es la fe, de dónde viene y lo que puede hacer.' },
    references: ['Hebrews 11:1', 'Hebrews 11:6', 'Romans 10:17', 'Ephesians 2:8', 'Mark 11:22', '2 Corinthians 5:7', 'Galatians 2:20', 'Matthew 17:20', 'James 2:17'],
  },
  {
    slug: 'peace', title: 'Peace',
    intro: 'Jesus promised a peace the world cannot give. Turn to these verses when your mind is restless or your circumstances are unsettled.',
    spanish: { title: 'Paz', intro: 'Jesús prometió una paz que el mundo no puede dar. Acude a estos versículos cuando tu mente esté inquieta o tus circunstancias sean inciertas.' },
    references: ['John 14:27', 'Philippians 4:7', 'Isaiah 26:3', 'Numbers 6:26', 'Romans 5:1', 'Psalm 4:8', 'John 16:33', 'Colossians 3:15', '2 Thessalonians 3:16'],
  },
  {
    slug: 'strength', title: 'Strength',
    intro: 'When your own strength runs out, God\'s does not. These verses are for the tired, the stretched and the ones who feel they cannot go on.',
    spanish: { title: 'Fortaleza', intro: 'Cuando tus fuerzas se acaban, las de Dios no. Estos versículos son para los cansados, los agotados y quienes sienten que no pueden seguir.' },
    references: ['Isaiah 40:29', 'Philippians 4:13', 'Psalm 46:1', 'Isaiah 41:10', '2 Corinthians 12:9', 'Nehemiah 8:10', 'Psalm 28:7', 'Psalm 73:26', 'Ephesians 6:10', 'Exodus 15:2'],
  },
  {
    slug: 'forgiveness', title: 'Forgiveness',
    intro: 'God\'s forgiveness is complete, and it frees us to forgive others. Read these verses when guilt lingers or when forgiving feels impossible.',
    spanish: { title: 'Perdón', intro: 'El perdón de Dios es completo y nos libera para perdonar a otros. Lee estos versículos cuando la culpa persista o cuando perdonar parezca imposible.' },
    references: ['1 John 1:9', 'Ephesians 4:32', 'Colossians 3:13', 'Matthew 6:14', 'Psalm 103:12', 'Isaiah 1:18', 'Micah 7:18', 'Acts 3:19', 'Luke 6:37', 'Psalm 32:1'],
  },
  {
    slug: 'anxiety', title: 'Anxiety',
    intro: 'Scripture does not shame the anxious; it invites them to bring every care to God. Let these verses slow your breathing and steady your heart.',
    spanish: { title: 'Ansiedad', intro: 'La Escritura no avergüenza al ansioso; lo invita a llevar cada preocupación a Dios. Deja que estos versículos calmen tu respiración y tu corazón.' },
    references: ['Philippians 4:6', '1 Peter 5:7', 'Matthew 6:34', 'Psalm 55:22', 'John 14:1', 'Psalm 94:19', 'Matthew 11:28', 'Psalm 56:3', 'Proverbs 12:25'],
  },
  {
    slug: 'comfort', title: 'Comfort',
    intro: 'The God of all comfort draws near to the broken-hearted. These verses are for seasons of grief, loss and sorrow.',
    spanish: { title: 'Consuelo', intro: 'El Dios de toda consolación se acerca a los quebrantados de corazón. Estos versículos son para tiempos de duelo, pérdida y tristeza.' },
    references: ['2 Corinthians 1:3', '2 Corinthians 1:4', 'Psalm 23:4', 'Matthew 5:4', 'Isaiah 66:13', 'Psalm 34:18', 'John 14:18', 'Revelation 21:4', 'Psalm 119:50', 'Isaiah 40:1'],
  },
  {
    slug: 'joy', title: 'Joy',
    intro: 'Joy in the Bible runs deeper than happiness. It is rooted in God\'s presence, and it can grow even in hard places.',
    spanish: { title: 'Gozo', intro: 'El gozo en la Biblia es más profundo que la felicidad. Está arraigado en la presencia de Dios y puede crecer aun en lugares difíciles.' },
    references: ['Nehemiah 8:10', 'Psalm 16:11', 'John 15:11', 'Philippians 4:4', 'Psalm 30:5', 'James 1:2', 'Galatians 5:22', 'Psalm 118:24', '1 Peter 1:8'],
  },
  {
    slug: 'prayer', title: 'Prayer',
    intro: 'Prayer is conversation with a Father who listens. These verses encourage us to pray boldly, honestly and without ceasing.',
    spanish: { title: 'Oración', intro: 'La oración es una conversación con un Padre que escucha. Estos versículos nos animan a orar con valentía, con sinceridad y sin cesar.' },
    references: ['Matthew 6:6', '1 Thessalonians 5:17', 'James 5:16', 'Matthew 7:7', 'Jeremiah 33:3', 'Mark 11:24', '1 John 5:14', 'Romans 8:26', 'Psalm 145:18'],
  },
  {
    slug: 'wisdom', title: 'Wisdom',
    intro: 'Wisdom begins with the fear of the Lord and is freely given to all who ask. Read these verses before a big decision.',
    spanish: { title: 'Sabiduría', intro: 'La sabiduría comienza con el temor del Señor y se da libremente a todos los que la piden. Lee estos versículos antes de una decisión importante.' },
    references: ['James 1:5', 'Proverbs 1:7', 'Proverbs 3:5', 'Proverbs 3:6', 'Proverbs 9:10', 'Psalm 90:12', 'Proverbs 2:6', 'James 3:17', 'Proverbs 4:7'],
  },
  {
    slug: 'healing', title: 'Healing',
    intro: 'God cares for the whole person: body, mind and soul. These verses are for those who are sick, and for those who pray for them.',
    spanish: { title: 'Sanidad', intro: 'Dios cuida de la persona completa: cuerpo, mente y alma. Estos versículos son para los enfermos y para quienes oran por ellos.' },
    references: ['Jeremiah 17:14', 'Psalm 147:3', 'Isaiah 53:5', 'James 5:15', 'Psalm 103:3', '3 John 1:2', 'Jeremiah 30:17', 'Malachi 4:2', 'Exodus 15:26'],
  },
  {
    slug: 'grace', title: 'Grace',
    intro: 'Grace is God\'s undeserved favour: the heart of the gospel. These verses show that it saves us, sustains us and is always enough.',
    spanish: { title: 'Gracia', intro: 'La gracia es el favor inmerecido de Dios: el corazón del evangelio. Estos versículos muestran que nos salva, nos sostiene y siempre es suficiente.' },
    references: ['Ephesians 2:8', '2 Corinthians 12:9', 'John 1:16', 'Hebrews 4:16', 'Romans 3:24', 'Titus 2:11', '2 Peter 3:18', 'James 4:6', 'Romans 5:20', '2 Corinthians 9:8'],
  },
  {
    slug: 'gratitude', title: 'Gratitude',
    intro: 'Thanksgiving turns our attention from what we lack to what God has given. Let these verses shape a grateful heart.',
    spanish: { title: 'Gratitud', intro: 'La acción de gracias dirige nuestra atención de lo que nos falta a lo que Dios nos ha dado. Deja que estos versículos formen un corazón agradecido.' },
    references: ['1 Thessalonians 5:18', 'Psalm 107:1', 'Colossians 3:17', 'Psalm 100:4', 'Psalm 136:1', 'Psalm 9:1', 'Colossians 2:7', 'Hebrews 12:28', 'James 1:17'],
  },
]
