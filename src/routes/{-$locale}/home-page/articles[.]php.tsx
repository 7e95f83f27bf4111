import { createFileRoute } from '@tanstack/react-router'
import { redirectByRule, REDIRECT_PAGE_META } from '../../../features/legacy/redirect-route.ts'

export const Route = createFileRoute('/{-$locale}/home-page/articles.php')({ staticData: REDIRECT_PAGE_META, beforeLoad: redirectByRule('articles') })
