import type { Database } from 'better-sqlite3'
import type { Offer } from '#contracts/leads.ts'

/**
 * The offers in the site's other language: one row per offer and culture, over the English columns of `offers`.
 * An offer with no row in the culture asked for is listed in English.
 */
export const OFFER_TRANSLATIONS_SQL = `
  CREATE TABLE offer_translations (
    offer_id TEXT NOT NULL REFERENCES offers(id),
    culture TEXT NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    PRIMARY KEY (offer_id, culture)
  );
  INSERT INTO offer_translations (offer_id, culture, title, description) VALUES
    ('offer-daily-devotional', 'es-ES', 'Boletín devocional diario',
     'Una lectura breve, una reflexión y una oración en tu bandeja de entrada cada mañana.'),
    ('offer-psalms-30', 'es-ES', 'Plan de lectura de 30 días por los Salmos (curso por correo)',
     'Un salmo al día durante treinta días, con una nota sobre su contexto y una pregunta para llevar contigo todo el día.'),
    ('offer-prayer-journal', 'es-ES', 'Diario de oración para imprimir',
     'Un diario gratuito para imprimir, con páginas para peticiones, oraciones respondidas y gratitud.'),
    ('offer-verse-of-the-day', 'es-ES', 'El versículo del día por correo',
     'Un versículo de la versión King James cada día, elegido según el tiempo del año litúrgico.');
`

/** The same offers, with title and description in `culture` where a translation exists. */
export function inCulture(db: Database, offers: Offer[], culture: string): Offer[] {
  const find = db.prepare<[string, string], { title: string; description: string }>(
    'SELECT title, description FROM offer_translations WHERE offer_id = ? AND culture = ?')
  return offers.map((offer) => ({ ...offer, ...find.get(offer.id, culture) }))
}
