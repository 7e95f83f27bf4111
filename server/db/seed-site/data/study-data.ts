/** A short Bible study, written for Lamp; `keyPassage` must be a reference the seeded KJV contains. */
export interface StudyData {
  title: string
  keyPassage: string
  introduction: string
  observations: readonly [string, string, string]
  reflection: string
  questions: readonly [string, string, string]
}
