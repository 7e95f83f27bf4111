import { Fragment, type ReactNode } from 'react'
import type { CompactRichText, CompactRichTextNode, RichTextNode, RichTextRoot } from '#src/lib/content.ts'

// Umbraco's JSON rich text mapped to React elements: no innerHTML, so content can never inject markup.
const INLINE_TAGS = { em: 'em', i: 'em', strong: 'strong', b: 'strong', sup: 'sup', sub: 'sub', span: 'span' } as const
type InlineTag = keyof typeof INLINE_TAGS
const isInline = (tag: string): tag is InlineTag => Object.hasOwn(INLINE_TAGS, tag)

function renderNode(node: RichTextNode | CompactRichTextNode, key: number): ReactNode {
  if (typeof node === 'string') return node
  if ('text' in node) return node.text
  const children = node.elements.map(renderNode)
  if (node.tag === 'br') return <br key={key} />
  if (node.tag === 'p') return <p key={key}>{children}</p>
  if (isInline(node.tag)) {
    const Tag = INLINE_TAGS[node.tag]
    return <Tag key={key}>{children}</Tag>
  }
  // An unknown element keeps its text but not its markup.
  return <Fragment key={key}>{children}</Fragment>
}

/** Umbraco's form (a verse page's own verse, topics, devotionals) or the compact one (a chapter's verses). */
export function RichText({ value }: { value: RichTextRoot | CompactRichText }) {
  return <>{value.elements.map((node: RichTextNode | CompactRichTextNode, key) => renderNode(node, key))}</>
}
