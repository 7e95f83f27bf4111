export interface QuoteData {
  text: string
  author: string
  /** Where the words were first printed, so an editor can check them. */
  source: string
}

/**
 * Public-domain words of Christian writers (all died before 1925), limited to sayings whose source is known;
 * popular lines that cannot be traced to the author's own writings are deliberately left out.
 */
export const QUOTES: readonly QuoteData[] = [
  { author: 'Augustine of Hippo', source: 'Confessions, Book I', text: 'Thou hast made us for thyself, O Lord, and our heart is restless until it finds its rest in thee.' },
  { author: 'Augustine of Hippo', source: 'Confessions, Book X', text: 'Late have I loved thee, O Beauty ever ancient, ever new; late have I loved thee!' },
  { author: 'Augustine of Hippo', source: 'Confessions, Book X', text: 'Give what thou commandest, and command what thou wilt.' },
  { author: 'Augustine of Hippo', source: 'Homilies on the First Epistle of John, VII', text: 'Love, and do what thou wilt.' },
  { author: 'Thomas à Kempis', source: 'The Imitation of Christ, Book I', text: 'Man proposes, but God disposes.' },
  { author: 'Thomas à Kempis', source: 'The Imitation of Christ, Book III', text: 'Without the Way there is no going; without the Truth there is no knowing; without the Life there is no living.' },
  { author: 'Thomas à Kempis', source: 'The Imitation of Christ, Book I', text: 'Be not angry that you cannot make others as you wish them to be, since you cannot make yourself as you wish to be.' },
  { author: 'Thomas à Kempis', source: 'The Imitation of Christ, Book I', text: 'Truly, at the day of judgment we shall not be examined what we have read, but what we have done.' },
  { author: 'Julian of Norwich', source: 'Revelations of Divine Love, chapter 27', text: 'All shall be well, and all shall be well, and all manner of thing shall be well.' },
  { author: 'Martin Luther', source: 'Preface to the Epistle to the Romans (1522)', text: 'Faith is a living, daring confidence in God\'s grace, so sure and certain that a man could stake his life on it a thousand times.' },
  { author: 'Martin Luther', source: 'A Mighty Fortress Is Our God (tr. Frederick H. Hedge)', text: 'A mighty fortress is our God, a bulwark never failing.' },
  { author: 'William Tyndale', source: 'his last words, as recorded by John Foxe', text: 'Lord, open the King of England\'s eyes.' },
  { author: 'Brother Lawrence', source: 'The Practice of the Presence of God', text: 'We ought not to be weary of doing little things for the love of God, who regards not the greatness of the work, but the love with which it is performed.' },
  { author: 'Blaise Pascal', source: 'Pensées', text: 'The heart has its reasons, which reason does not know.' },
  { author: 'Richard Baxter', source: 'Love Breathing Thanks and Praise', text: 'I preached as never sure to preach again, and as a dying man to dying men.' },
  { author: 'John Bunyan', source: 'The Pilgrim\'s Progress, Part II', text: 'He that is down needs fear no fall, he that is low, no pride; he that is humble ever shall have God to be his guide.' },
  { author: 'John Bunyan', source: 'I Will Pray with the Spirit', text: 'In prayer it is better to have a heart without words, than words without a heart.' },
  { author: 'Matthew Henry', source: 'Commentary on Genesis 2', text: 'The woman was made of a rib out of the side of Adam; not made out of his head to rule over him, nor out of his feet to be trampled upon by him, but out of his side to be equal with him, under his arm to be protected, and near his heart to be beloved.' },
  { author: 'Jonathan Edwards', source: 'Resolutions, no. 5', text: 'Resolved, never to lose one moment of time; but improve it the most profitable way I possibly can.' },
  { author: 'Isaac Watts', source: 'When I Survey the Wondrous Cross (1707)', text: 'Love so amazing, so divine, demands my soul, my life, my all.' },
  { author: 'John Wesley', source: 'Journal, 24 May 1738', text: 'I felt my heart strangely warmed. I felt I did trust in Christ, Christ alone, for salvation.' },
  { author: 'John Wesley', source: 'Journal, 11 June 1739', text: 'I look upon all the world as my parish.' },
  { author: 'John Wesley', source: 'Sermon 39, Catholic Spirit', text: 'Though we cannot think alike, may we not love alike?' },
  { author: 'John Newton', source: 'Amazing Grace (1779)', text: '\'Tis grace hath brought me safe thus far, and grace will lead me home.' },
  { author: 'John Newton', source: 'as recorded by William Jay, near the end of Newton\'s life', text: 'My memory is nearly gone; but I remember two things: that I am a great sinner, and that Christ is a great Saviour.' },
  { author: 'William Carey', source: 'sermon at Nottingham, 31 May 1792', text: 'Expect great things from God; attempt great things for God.' },
  { author: 'George Müller', source: 'A Narrative of Some of the Lord\'s Dealings with George Müller', text: 'The first great and primary business to which I ought to attend every day was, to have my soul happy in the Lord.' },
  { author: 'Charles H. Spurgeon', source: 'Morning and Evening', text: 'It is not thy hold of Christ that saves thee; it is Christ. It is not thy joy in Christ that saves thee; it is Christ.' },
  { author: 'Charles H. Spurgeon', source: 'Faith\'s Checkbook, preface', text: 'A promise from God may very instructively be compared to a check payable to order.' },
  { author: 'J. Hudson Taylor', source: 'a saying of his, often repeated in the China Inland Mission', text: 'God\'s work done in God\'s way will never lack God\'s supply.' },
  { author: 'J. Hudson Taylor', source: 'a saying of his, quoted in China Inland Mission writings', text: 'If I had a thousand pounds China should have it; if I had a thousand lives, China should have them.' },
  { author: 'D. L. Moody', source: 'Pleasure and Profit in Bible Study', text: 'I never saw a useful Christian who was not a student of the Bible.' },
  { author: 'Andrew Murray', source: 'Humility, chapter 12', text: 'Humility is perfect quietness of heart.' },
  { author: 'Andrew Murray', source: 'With Christ in the School of Prayer', text: 'Prayer is not monologue, but dialogue; God\'s voice in response to mine is its most essential part.' },
  { author: 'E. M. Bounds', source: 'Power Through Prayer, chapter 1', text: 'Men are God\'s method. The Church is looking for better methods; God is looking for better men.' },
  { author: 'E. M. Bounds', source: 'Power Through Prayer, chapter 1', text: 'What the Church needs to-day is not more machinery or better, not new organizations or more and novel methods, but men whom the Holy Ghost can use, men of prayer, men mighty in prayer.' },
  { author: 'E. M. Bounds', source: 'Purpose in Prayer, chapter 1', text: 'God shapes the world by prayer.' },
  { author: 'John Calvin', source: 'Institutes of the Christian Religion, I.1.1 (tr. Henry Beveridge)', text: 'Our wisdom, in so far as it ought to be deemed true and solid wisdom, consists almost entirely of two parts: the knowledge of God and of ourselves.' },
  { author: 'George Herbert', source: 'The Temple, "King of Glory, King of Peace"', text: 'Seven whole days, not one in seven, I will praise thee.' },
  { author: 'Charles Wesley', source: 'And Can It Be (1738)', text: 'Amazing love! how can it be that thou, my God, shouldst die for me?' },
  { author: 'Robert Murray M\'Cheyne', source: 'Memoir and Remains, letters', text: 'For every look at self, take ten looks at Christ.' },
  { author: 'Robert Murray M\'Cheyne', source: 'Memoir and Remains, letter of 2 October 1840', text: 'A holy minister is an awful weapon in the hand of God.' },
  { author: 'Fanny Crosby', source: 'Blessed Assurance (1873)', text: 'Blessed assurance, Jesus is mine! O what a foretaste of glory divine!' },
]
