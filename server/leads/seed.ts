/**
 * Reference data the stand-in service starts with. The ids are stable so end-to-end tests and the README
 * can name them: `?rsid=Va12abcdefghijkl`, `?recipId=1001&siteId=lamp`, `?subid=gr-7`.
 */
export const SEEDED = {
  sessionRsid: 'Va12abcdefghijkl',
  sessionEmail: 'reader@example.com',
  recipientId: '1001',
  recipientSiteId: 'lamp',
  recipientEmail: 'subscriber@example.com',
  contactId: 'gr-7',
  contactEmail: 'devotion@example.com',
  offerIds: ['offer-daily-devotional', 'offer-psalms-30', 'offer-prayer-journal', 'offer-verse-of-the-day'],
} as const

export const SEED_SQL = `
  INSERT INTO offers (id, title, description, image_url, advertiser, sort_order) VALUES
    ('offer-daily-devotional', 'Daily Devotional Newsletter',
     'A short reading, reflection and prayer in your inbox every morning.', NULL, 'Lamp Devotions', 1),
    ('offer-psalms-30', '30-Day Psalms Reading Plan (email course)',
     'One psalm a day for thirty days, with a note on its background and a question to carry through the day.', NULL, 'Lamp Reading Plans', 2),
    ('offer-prayer-journal', 'Prayer Journal Printable',
     'A free printable journal with pages for requests, answered prayers and gratitude.', NULL, 'Grace & Ink Printables', 3),
    ('offer-verse-of-the-day', 'Verse of the Day by Email',
     'One King James verse each day, chosen to match the season of the church year.', NULL, 'Lamp Daily', 4);
  INSERT INTO session_emails_leads (rsid, email, linked_at) VALUES ('${SEEDED.sessionRsid}', '${SEEDED.sessionEmail}', '2025-01-01T00:00:00.000Z');
  INSERT INTO recipients (id, site_id, email) VALUES ('${SEEDED.recipientId}', '${SEEDED.recipientSiteId}', '${SEEDED.recipientEmail}');
  INSERT INTO getresponse_contacts (id, email) VALUES ('${SEEDED.contactId}', '${SEEDED.contactEmail}');
`
