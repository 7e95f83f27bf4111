import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { usePageLocation } from '#src/lib/page-location.ts'
import { useLocale } from '#src/lib/use-locale.ts'
import { useSessionRsid } from '#src/features/identity/index.ts'
import type { Offer, PendingImpressionInput } from '#contracts/leads.ts'
import { coregOffersQuery, fillParameters, parameterDefinitionsQuery, pendingImpressionQuery, useRecordImpression } from '../api/offers.ts'

/** A known lead's offers: asks the lead-pathing service for them and records what the reader answers. */
export function LeadOffers({ leadId, placement }: { leadId: string; placement: string }) {
  const { tag } = useLocale()
  const offers = useQuery(coregOffersQuery(leadId, tag)).data ?? []
  const definitions = useQuery(parameterDefinitionsQuery())
  const rsid = useSessionRsid() ?? ''
  const { pathname, searchStr } = usePageLocation()
  // Parameters come from /params; the cards wait for them so each impression carries its parameters.
  if (offers.length === 0 || !definitions.isFetched) return null
  const base: PendingImpressionInput = {
    leadId, pageId: pathname, rsid,
    parameters: fillParameters(definitions.data ?? [], { search: new URLSearchParams(searchStr), pageId: pathname, rsid }),
    metaData: { placement, locale: tag },
  }
  return (
    <section className="offers" aria-labelledby="offers-heading">
      <h2 id="offers-heading"><Trans>Offers for you</Trans></h2>
      <ul className="card-grid">
        {offers.map((offer) => <OfferCard key={offer.id} offer={offer} impression={base} />)}
      </ul>
    </section>
  )
}

function OfferCard({ offer, impression }: { offer: Offer; impression: PendingImpressionInput }) {
  const pending = useQuery(pendingImpressionQuery(offer.id, impression))
  const { tag } = useLocale()
  const record = useRecordImpression(impression.leadId, tag)
  const titleId = `offer-${offer.id}`
  const answer = (accepted: boolean) =>
    record.mutate({ ...impression, offerId: offer.id, accepted, pendingImpressionId: pending.data?.id ?? null })
  return (
    <li className="card offer-card">
      <article className="card-body" aria-labelledby={titleId}>
        <h3 id={titleId} className="card-title">{offer.title}</h3>
        <p>{offer.description}</p>
        <div className="offer-actions">
          <button type="button" className="button" disabled={record.isPending || pending.isPending} onClick={() => answer(true)}>
            <Trans>Yes, sign me up</Trans>
          </button>
          <button type="button" className="offer-dismiss" disabled={record.isPending || pending.isPending} onClick={() => answer(false)}>
            <Trans>No thanks</Trans>
          </button>
        </div>
      </article>
    </li>
  )
}
