/** A quotation as shown: the words, who said them and where they were first printed. */
export interface QuoteText {
  text: string
  author: string
  /** Where the words were first printed, so an editor can check them. */
  source: string
}

/** The Spanish is Lamp's own translation of the English wording (the authors' names as Spanish readers know them). */
export interface QuoteData extends QuoteText {
  spanish: QuoteText
}

/**
 * Public-domain words of Christian writers (all died before 1925), limited to sayings whose source is known;
 * popular lines that cannot be traced to the author's own writings are deliberately left out.
 */
export const QUOTES: readonly QuoteData[] = [
  {
    author: 'Augustine of Hippo', source: 'Confessions, Book I', text: 'Thou hast made us for thyself, O Lord, and our heart is restless until it finds its rest in thee.',
    spanish: { author: 'Agustín de Hipona', source: 'Confesiones, libro I', text: 'Nos hiciste, Señor, para ti, y nuestro corazón está inquieto hasta que descanse en ti.' },
  },
  {
    author: 'Augustine of Hippo', source: 'Confessions, Book X', text: 'Late have I loved thee, O Beauty ever ancient, ever new; late have I loved thee!',
    spanish: { author: 'Agustín de Hipona', source: 'Confesiones, libro X', text: '¡Tarde te amé, hermosura tan antigua y tan nueva, tarde te amé!' },
  },
  {
    author: 'Augustine of Hippo', source: 'Confessions, Book X', text: 'Give what thou commandest, and command what thou wilt.',
    spanish: { author: 'Agustín de Hipona', source: 'Confesiones, libro X', text: 'Da lo que mandas y manda lo que quieras.' },
  },
  {
    author: 'Augustine of Hippo', source: 'Homilies on the First Epistle of John, VII', text: 'Love, and do what thou wilt.',
    spanish: { author: 'Agustín de Hipona', source: 'Homilías sobre la Primera Carta de Juan, VII', text: 'Ama y haz lo que quieras.' },
  },
  {
    author: 'Thomas à Kempis', source: 'The Imitation of Christ, Book I', text: 'Man proposes, but God disposes.',
    spanish: { author: 'Tomás de Kempis', source: 'La imitación de Cristo, libro I', text: 'El hombre propone, pero Dios dispone.' },
  },
  {
    author: 'Thomas à Kempis', source: 'The Imitation of Christ, Book III', text: 'Without the Way there is no going; without the Truth there is no knowing; without the Life there is no living.',
    spanish: { author: 'Tomás de Kempis', source: 'La imitación de Cristo, libro III', text: 'Sin camino no se anda; sin verdad no se conoce; sin vida no se vive.' },
  },
  {
    author: 'Thomas à Kempis', source: 'The Imitation of Christ, Book I', text: 'Be not angry that you cannot make others as you wish them to be, since you cannot make yourself as you wish to be.',
    spanish: { author: 'Tomás de Kempis', source: 'La imitación de Cristo, libro I', text: 'No te enojes porque no puedes hacer a los demás como quisieras, pues tampoco puedes hacerte a ti mismo como deseas.' },
  },
  {
    author: 'Thomas à Kempis', source: 'The Imitation of Christ, Book I', text: 'Truly, at the day of judgment we shall not be examined what we have read, but what we have done.',
    spanish: { author: 'Tomás de Kempis', source: 'La imitación de Cristo, libro I', text: 'Ciertamente, en el día del juicio no se nos preguntará qué hemos leído, sino qué hemos hecho.' },
  },
  {
    author: 'Julian of Norwich', source: 'Revelations of Divine Love, chapter 27', text: 'All shall be well, and all shall be well, and all manner of thing shall be well.',
    spanish: { author: 'Juliana de Norwich', source: 'Revelaciones del amor divino, capítulo 27', text: 'Todo irá bien, y todo irá bien, y toda clase de cosas irá bien.' },
  },
  {
    author: 'Martin Luther', source: 'Preface to the Epistle to the Romans (1522)', text: 'Faith is a living, daring confidence in God\'s grace, so sure and certain that a man could stake his life on it a thousand times.',
    spanish: { author: 'Martín Lutero', source: 'Prefacio a la Epístola a los Romanos (1522)', text: 'La fe es una confianza viva y audaz en la gracia de Dios, tan segura y cierta que uno podría jugarse la vida por ella mil veces.' },
  },
  {
    author: 'Martin Luther', source: 'A Mighty Fortress Is Our God (tr. Frederick H. Hedge)', text: 'A mighty fortress is our God, a bulwark never failing.',
    spanish: { author: 'Martín Lutero', source: 'Castillo fuerte es nuestro Dios (himno)', text: 'Castillo fuerte es nuestro Dios, defensa que nunca falla.' },
  },
  {
    author: 'William Tyndale', source: 'his last words, as recorded by John Foxe', text: 'Lord, open the King of England\'s eyes.',
    spanish: { author: 'William Tyndale', source: 'sus últimas palabras, según las recogió John Foxe', text: 'Señor, abre los ojos del rey de Inglaterra.' },
  },
  {
    author: 'Brother Lawrence', source: 'The Practice of the Presence of God', text: 'We ought not to be weary of doing little things for the love of God, who regards not the greatness of the work, but the love with which it is performed.',
    spanish: { author: 'Hermano Lorenzo', source: 'La práctica de la presencia de Dios', text: 'No debemos cansarnos de hacer cosas pequeñas por amor a Dios, que no mira la grandeza de la obra, sino el amor con que se hace.' },
  },
  {
    author: 'Blaise Pascal', source: 'Pensées', text: 'The heart has its reasons, which reason does not know.',
    spanish: { author: 'Blaise Pascal', source: 'Pensamientos', text: 'El corazón tiene razones que la razón no conoce.' },
  },
  {
    author: 'Richard Baxter', source: 'Love Breathing Thanks and Praise', text: 'I preached as never sure to preach again, and as a dying man to dying men.',
    spanish: { author: 'Richard Baxter', source: 'Love Breathing Thanks and Praise (poema)', text: 'Prediqué como quien no está seguro de volver a predicar, y como un moribundo a hombres que mueren.' },
  },
  {
    author: 'John Bunyan', source: 'The Pilgrim\'s Progress, Part II', text: 'He that is down needs fear no fall, he that is low, no pride; he that is humble ever shall have God to be his guide.',
    spanish: { author: 'John Bunyan', source: 'El progreso del peregrino, segunda parte', text: 'Quien está abajo no teme caer; quien es pequeño no teme el orgullo; quien es humilde tendrá siempre a Dios por guía.' },
  },
  {
    author: 'John Bunyan', source: 'I Will Pray with the Spirit', text: 'In prayer it is better to have a heart without words, than words without a heart.',
    spanish: { author: 'John Bunyan', source: 'Oraré con el espíritu', text: 'En la oración es mejor tener un corazón sin palabras que palabras sin corazón.' },
  },
  {
    author: 'Matthew Henry', source: 'Commentary on Genesis 2', text: 'The woman was made of a rib out of the side of Adam; not made out of his head to rule over him, nor out of his feet to be trampled upon by him, but out of his side to be equal with him, under his arm to be protected, and near his heart to be beloved.',
    spanish: { author: 'Matthew Henry', source: 'Comentario a Génesis 2', text: 'La mujer fue hecha de una costilla del costado de Adán; no de su cabeza, para gobernarlo, ni de sus pies, para ser pisoteada por él, sino de su costado, para ser su igual; de debajo de su brazo, para ser protegida; y de cerca de su corazón, para ser amada.' },
  },
  {
    author: 'Jonathan Edwards', source: 'Resolutions, no. 5', text: 'Resolved, never to lose one moment of time; but improve it the most profitable way I possibly can.',
    spanish: { author: 'Jonathan Edwards', source: 'Resoluciones, n.º 5', text: 'Resuelvo no perder jamás un solo momento de tiempo, sino aprovecharlo de la manera más provechosa que me sea posible.' },
  },
  {
    author: 'Isaac Watts', source: 'When I Survey the Wondrous Cross (1707)', text: 'Love so amazing, so divine, demands my soul, my life, my all.',
    spanish: { author: 'Isaac Watts', source: 'When I Survey the Wondrous Cross (himno, 1707)', text: 'Un amor tan asombroso, tan divino, pide mi alma, mi vida, mi todo.' },
  },
  {
    author: 'John Wesley', source: 'Journal, 24 May 1738', text: 'I felt my heart strangely warmed. I felt I did trust in Christ, Christ alone, for salvation.',
    spanish: { author: 'Juan Wesley', source: 'Diario, 24 de mayo de 1738', text: 'Sentí que mi corazón ardía de un modo extraño. Sentí que confiaba en Cristo, solo en Cristo, para mi salvación.' },
  },
  {
    author: 'John Wesley', source: 'Journal, 11 June 1739', text: 'I look upon all the world as my parish.',
    spanish: { author: 'Juan Wesley', source: 'Diario, 11 de junio de 1739', text: 'Considero el mundo entero como mi parroquia.' },
  },
  {
    author: 'John Wesley', source: 'Sermon 39, Catholic Spirit', text: 'Though we cannot think alike, may we not love alike?',
    spanish: { author: 'Juan Wesley', source: 'Sermón 39, «El espíritu católico»', text: 'Aunque no podamos pensar igual, ¿no podemos amar igual?' },
  },
  {
    author: 'John Newton', source: 'Amazing Grace (1779)', text: '\'Tis grace hath brought me safe thus far, and grace will lead me home.',
    spanish: { author: 'John Newton', source: 'Amazing Grace (himno, 1779)', text: 'La gracia me ha traído a salvo hasta aquí, y la gracia me llevará a casa.' },
  },
  {
    author: 'John Newton', source: 'as recorded by William Jay, near the end of Newton\'s life', text: 'My memory is nearly gone; but I remember two things: that I am a great sinner, and that Christ is a great Saviour.',
    spanish: { author: 'John Newton', source: 'según lo recogió William Jay, al final de la vida de Newton', text: 'Casi he perdido la memoria, pero recuerdo dos cosas: que soy un gran pecador y que Cristo es un gran Salvador.' },
  },
  {
    author: 'William Carey', source: 'sermon at Nottingham, 31 May 1792', text: 'Expect great things from God; attempt great things for God.',
    spanish: { author: 'William Carey', source: 'sermón en Nottingham, 31 de mayo de 1792', text: 'Espera grandes cosas de Dios; emprende grandes cosas para Dios.' },
  },
  {
    author: 'George Müller', source: 'A Narrative of Some of the Lord\'s Dealings with George Müller', text: 'The first great and primary business to which I ought to attend every day was, to have my soul happy in the Lord.',
    spanish: { author: 'Jorge Müller', source: 'Relato de algunos de los tratos del Señor con George Müller', text: 'La primera y principal tarea a la que debía atender cada día era tener mi alma feliz en el Señor.' },
  },
  {
    author: 'Charles H. Spurgeon', source: 'Morning and Evening', text: 'It is not thy hold of Christ that saves thee; it is Christ. It is not thy joy in Christ that saves thee; it is Christ.',
    spanish: { author: 'Carlos H. Spurgeon', source: 'Lecturas matutinas y vespertinas (Morning and Evening)', text: 'No es tu asidero en Cristo lo que te salva: es Cristo. No es tu gozo en Cristo lo que te salva: es Cristo.' },
  },
  {
    author: 'Charles H. Spurgeon', source: 'Faith\'s Checkbook, preface', text: 'A promise from God may very instructively be compared to a check payable to order.',
    spanish: { author: 'Carlos H. Spurgeon', source: 'El libro de cheques del banco de la fe, prefacio', text: 'Una promesa de Dios puede compararse, con mucho provecho, a un cheque pagadero a la orden.' },
  },
  {
    author: 'J. Hudson Taylor', source: 'a saying of his, often repeated in the China Inland Mission', text: 'God\'s work done in God\'s way will never lack God\'s supply.',
    spanish: { author: 'J. Hudson Taylor', source: 'dicho suyo, muy repetido en la Misión al Interior de China', text: 'La obra de Dios hecha a la manera de Dios nunca carecerá de la provisión de Dios.' },
  },
  {
    author: 'J. Hudson Taylor', source: 'a saying of his, quoted in China Inland Mission writings', text: 'If I had a thousand pounds China should have it; if I had a thousand lives, China should have them.',
    spanish: { author: 'J. Hudson Taylor', source: 'dicho suyo, citado en escritos de la Misión al Interior de China', text: 'Si tuviera mil libras, serían para China; si tuviera mil vidas, serían para China.' },
  },
  {
    author: 'D. L. Moody', source: 'Pleasure and Profit in Bible Study', text: 'I never saw a useful Christian who was not a student of the Bible.',
    spanish: { author: 'D. L. Moody', source: 'Placer y provecho en el estudio de la Biblia', text: 'Nunca he visto a un cristiano útil que no fuera estudiante de la Biblia.' },
  },
  {
    author: 'Andrew Murray', source: 'Humility, chapter 12', text: 'Humility is perfect quietness of heart.',
    spanish: { author: 'Andrew Murray', source: 'Humildad, capítulo 12', text: 'La humildad es la perfecta quietud del corazón.' },
  },
  {
    author: 'Andrew Murray', source: 'With Christ in the School of Prayer', text: 'Prayer is not monologue, but dialogue; God\'s voice in response to mine is its most essential part.',
    spanish: { author: 'Andrew Murray', source: 'Con Cristo en la escuela de la oración', text: 'La oración no es un monólogo, sino un diálogo; la voz de Dios que responde a la mía es su parte más esencial.' },
  },
  {
    author: 'E. M. Bounds', source: 'Power Through Prayer, chapter 1', text: 'Men are God\'s method. The Church is looking for better methods; God is looking for better men.',
    spanish: { author: 'E. M. Bounds', source: 'El poder a través de la oración, capítulo 1', text: 'Los hombres son el método de Dios. La Iglesia busca mejores métodos; Dios busca mejores hombres.' },
  },
  {
    author: 'E. M. Bounds', source: 'Power Through Prayer, chapter 1', text: 'What the Church needs to-day is not more machinery or better, not new organizations or more and novel methods, but men whom the Holy Ghost can use, men of prayer, men mighty in prayer.',
    spanish: { author: 'E. M. Bounds', source: 'El poder a través de la oración, capítulo 1', text: 'Lo que la Iglesia necesita hoy no es más maquinaria ni mejor, ni nuevas organizaciones ni métodos más novedosos, sino hombres a quienes el Espíritu Santo pueda usar: hombres de oración, hombres poderosos en la oración.' },
  },
  {
    author: 'E. M. Bounds', source: 'Purpose in Prayer, chapter 1', text: 'God shapes the world by prayer.',
    spanish: { author: 'E. M. Bounds', source: 'El propósito de la oración, capítulo 1', text: 'Dios da forma al mundo por medio de la oración.' },
  },
  {
    author: 'John Calvin', source: 'Institutes of the Christian Religion, I.1.1 (tr. Henry Beveridge)', text: 'Our wisdom, in so far as it ought to be deemed true and solid wisdom, consists almost entirely of two parts: the knowledge of God and of ourselves.',
    spanish: { author: 'Juan Calvino', source: 'Institución de la religión cristiana, I.1.1', text: 'Casi toda nuestra sabiduría, en cuanto merece ser tenida por verdadera y sólida, consiste en dos partes: el conocimiento de Dios y el de nosotros mismos.' },
  },
  {
    author: 'George Herbert', source: 'The Temple, "King of Glory, King of Peace"', text: 'Seven whole days, not one in seven, I will praise thee.',
    spanish: { author: 'George Herbert', source: 'El templo, «Rey de gloria, Rey de paz»', text: 'Siete días enteros, no uno de cada siete, te alabaré.' },
  },
  {
    author: 'Charles Wesley', source: 'And Can It Be (1738)', text: 'Amazing love! how can it be that thou, my God, shouldst die for me?',
    spanish: { author: 'Carlos Wesley', source: 'And Can It Be (himno, 1738)', text: '¡Amor asombroso! ¿Cómo puede ser que tú, mi Dios, murieras por mí?' },
  },
  {
    author: 'Robert Murray M\'Cheyne', source: 'Memoir and Remains, letters', text: 'For every look at self, take ten looks at Christ.',
    spanish: { author: 'Robert Murray M\'Cheyne', source: 'Memorias y escritos, cartas', text: 'Por cada mirada que eches a ti mismo, echa diez a Cristo.' },
  },
  {
    author: 'Robert Murray M\'Cheyne', source: 'Memoir and Remains, letter of 2 October 1840', text: 'A holy minister is an awful weapon in the hand of God.',
    spanish: { author: 'Robert Murray M\'Cheyne', source: 'Memorias y escritos, carta del 2 de octubre de 1840', text: 'Un ministro santo es un arma temible en la mano de Dios.' },
  },
  {
    author: 'Fanny Crosby', source: 'Blessed Assurance (1873)', text: 'Blessed assurance, Jesus is mine! O what a foretaste of glory divine!',
    spanish: { author: 'Fanny Crosby', source: 'Blessed Assurance (himno, 1873)', text: '¡Bendita certeza: Jesús es mío! ¡Qué anticipo de la gloria divina!' },
  },
]
