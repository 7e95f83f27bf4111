import { lazy, Suspense } from 'react'
import { useLead } from '#src/features/visitor/index.ts'
import './offers.css'

// Only a known lead sees offers, and a lead is known only in the browser (local storage): a first, anonymous view
// never needs the offers' code, the lead-pathing client or its mutation, so they load when a lead is there.
const LeadOffers = lazy(async () => ({ default: (await import('./lead-offers.tsx')).LeadOffers }))

/** Up to two co-registration offers for a known lead (home and devotional pages); nothing for anyone else. */
export function Offers({ placement }: { placement: 'home' | 'devotional' }) {
  const lead = useLead()
  if (!lead) return null
  return <Suspense fallback={null}><LeadOffers leadId={lead.id} placement={placement} /></Suspense>
}
