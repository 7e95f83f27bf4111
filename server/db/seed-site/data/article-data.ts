export interface ArticleData {
  slug: string
  title: string
  summary: string
  author: string
  /** yyyy-mm-dd */
  publishDate: string
  imageAlt: string
  /** HTML as an editor would enter it in Umbraco's rich text editor. */
  markup: string
  spanish: { title: string; summary: string }
}
