/** The translatable text of a study: in English, and again in Spanish under `spanish`. */
export interface StudyText {
  title: string
  introduction: string
  observations: readonly [string, string, string]
  reflection: string
  questions: readonly [string, string, string]
}

/** A short Bible study, written for Lamp; `keyPassage` must be a reference the seeded KJV contains. */
export interface StudyData extends StudyText {
  keyPassage: string
  spanish: StudyText
}
