/** What an article says, in one language. */
export interface ArticleText {
  title: string
  summary: string
  imageAlt: string
  /** HTML as an editor would enter it in Umbraco's rich text editor; internal links name no locale. */
  markup: string
}

export interface ArticleData extends ArticleText {
  slug: string
  author: string
  /** yyyy-mm-dd */
  publishDate: string
  spanish: ArticleText
}
