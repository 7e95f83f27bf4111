import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { todayOf, type CalendarDate } from '../dates/index.ts'

/**
 * "Today" is the reader's own day (a morning reader in Sydney gets their morning's devotion), but a server-rendered
 * page was rendered with the server's. Once the browser has the page, it checks: when its day differs, the route
 * runs again in the browser (beforeLoad takes the reader's today, the loader fetches that day). `null`: the page is
 * not about today.
 */
export function useReadersDay(day: CalendarDate | null): void {
  const router = useRouter()
  useEffect(() => {
    if (!day) return
    const today = todayOf()
    if (today.year !== day.year || today.month !== day.month || today.day !== day.day) void router.invalidate()
  }, [router, day])
}
