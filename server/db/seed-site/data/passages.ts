/**
 * Well-known passages for the daily sends, read from the seeded KJV. The order mixes Testaments and moods so
 * that neighbouring days (and the three sends of one day, a third of the list apart) never repeat a passage.
 */
export const DAILY_PASSAGES: readonly string[] = [
  'Psalm 23:1-6', 'John 3:16-17', 'Romans 8:28', 'Isaiah 40:28-31', 'Philippians 4:6-7', 'Jeremiah 29:11-13',
  'Proverbs 3:5-6', 'Matthew 6:25-34', 'Psalm 46:1-3', 'Lamentations 3:22-26', 'Romans 12:1-2', 'Ephesians 2:8-10',
  'Galatians 5:22-23', '1 Corinthians 13:4-7', 'John 14:1-6', 'Matthew 11:28-30', 'Psalm 121:1-8', 'Psalm 91:1-4',
  'Psalm 139:1-6', 'Psalm 103:1-5', 'Isaiah 41:10', 'Isaiah 43:1-3', 'Isaiah 53:4-6', 'Isaiah 55:8-11',
  'Isaiah 26:3-4', 'Joshua 1:8-9', 'Deuteronomy 31:6', 'Numbers 6:24-26', 'Micah 6:8', 'Psalm 1:1-3',
  'Psalm 19:1-4', 'Psalm 27:1-4', 'Psalm 34:1-8', 'Psalm 37:3-7', 'Psalm 40:1-3', 'Psalm 42:1-5',
  'Psalm 51:10-12', 'Psalm 62:5-8', 'Psalm 63:1-4', 'Psalm 84:10-12', 'Psalm 90:12-17', 'Psalm 100:1-5',
  'Psalm 118:22-24', 'Psalm 119:105-112', 'Psalm 145:17-21', 'Psalm 147:3-5', 'Proverbs 4:23-27', 'Proverbs 16:1-3',
  'Ecclesiastes 3:1-8', 'Habakkuk 3:17-19', 'Zephaniah 3:17', 'Nahum 1:7', 'Matthew 5:3-10', 'Matthew 5:14-16',
  'Matthew 6:9-13', 'Matthew 7:7-11', 'Matthew 22:36-40', 'Matthew 28:18-20', 'Mark 10:43-45', 'Mark 4:37-41',
  'Luke 1:46-50', 'Luke 2:8-14', 'Luke 6:35-38', 'Luke 10:38-42', 'Luke 15:4-7', 'Luke 15:20-24',
  'John 1:1-5', 'John 1:9-14', 'John 6:35-40', 'John 8:12', 'John 10:27-30', 'John 11:25-26',
  'John 13:34-35', 'John 15:1-5', 'John 15:9-13', 'John 16:33', 'Acts 2:42-47', 'Romans 5:1-5',
  'Romans 5:6-8', 'Romans 8:35-39', 'Romans 8:26-27', 'Romans 10:9-13', 'Romans 12:9-13', 'Romans 15:13',
  '1 Corinthians 10:13', '2 Corinthians 4:16-18', '2 Corinthians 5:17-21', '2 Corinthians 12:9-10', 'Galatians 2:20', 'Galatians 6:9-10',
  'Ephesians 3:17-21', 'Ephesians 4:29-32', 'Ephesians 6:10-13', 'Philippians 1:3-6', 'Philippians 2:3-8', 'Philippians 3:12-14',
  'Philippians 4:8-9', 'Philippians 4:11-13', 'Colossians 3:12-17', '1 Thessalonians 5:16-18', '2 Timothy 1:7', '2 Timothy 3:16-17',
  'Hebrews 4:14-16', 'Hebrews 11:1-6', 'Hebrews 12:1-2', 'Hebrews 13:5-8', 'James 1:2-5', 'James 1:19-22',
  '1 Peter 5:6-7', '1 Peter 1:3-5', '2 Peter 3:8-9', '1 John 1:5-9', '1 John 4:7-11', '1 John 4:16-19',
  'Revelation 21:3-5', 'Revelation 3:20', 'Genesis 1:1-5', 'Genesis 28:15', 'Exodus 14:13-14', '1 Samuel 16:7',
  '1 Kings 19:11-12', '2 Chronicles 7:14', 'Job 19:25-27', 'Isaiah 9:6-7', 'Isaiah 40:6-8', 'Psalm 16:8-11',
  'Psalm 32:8', 'Psalm 4:8', 'Psalm 8:3-5',
]
