import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ImpressionInput, Offer, Parameter, ParameterDefinition, PendingImpression, PendingImpressionInput } from '#contracts/leads.ts'
import { log } from '#src/lib/log.ts'
import { leadPathing } from '#src/features/visitor/index.ts'

const logger = log.child('offers')
export const OFFER_COUNT = 2

/** R-LEAD-6: a failed lead call is logged and yields an empty list; nothing is shown. */
async function quietly<T>(what: string, run: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await run()
  } catch (error) {
    logger.warn(`${what} failed`, error)
    return fallback
  }
}

/** The lead's offers in the page's language: the service chooses by `Accept-Language`, like the content service. */
export const coregOffersQuery = (leadId: string, locale: string) =>
  queryOptions({
    queryKey: ['lead-pathing', 'coreg-offers', leadId, locale],
    queryFn: () => quietly('loading offers', async () =>
      (await leadPathing<{ offers: Offer[] }>(`/leads/${encodeURIComponent(leadId)}/coreg-offers`, {
        query: { count: OFFER_COUNT },
        headers: { 'Accept-Language': locale },
      })).offers.slice(0, OFFER_COUNT), [] as Offer[]),
    // An offer stays put while the reader looks at it; answered ones leave the cache by hand.
    staleTime: Infinity,
  })

export const parameterDefinitionsQuery = () =>
  queryOptions({
    queryKey: ['lead-pathing', 'params'],
    queryFn: () => quietly('loading parameter definitions', () => leadPathing<ParameterDefinition[]>('/params'), [] as ParameterDefinition[]),
    staleTime: Infinity,
  })

/**
 * Showing an offer records one pending impression. As a query keyed by lead, offer and page it is posted
 * once however often the card renders (StrictMode, re-mounts); its id goes with the outcome later.
 */
export const pendingImpressionQuery = (offerId: string, input: PendingImpressionInput) =>
  queryOptions({
    queryKey: ['lead-pathing', 'pending-impression', input.leadId, offerId, input.pageId],
    queryFn: () => quietly('recording a pending impression', () =>
      leadPathing<PendingImpression>(`/offers/${encodeURIComponent(offerId)}/pending-impressions`, { method: 'POST', body: input }), null),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  })

/** Posts the reader's answer; once saved the offer leaves the list on screen. */
export function useRecordImpression(leadId: string, locale: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (impression: ImpressionInput) =>
      leadPathing<unknown>(`/leads/${encodeURIComponent(leadId)}/impressions`, { method: 'POST', body: [impression] }),
    onSuccess: (_saved, impression) => {
      queryClient.setQueryData(coregOffersQuery(leadId, locale).queryKey, (offers) => offers?.filter((offer) => offer.id !== impression.offerId))
    },
    onError: (error) => logger.warn('recording an impression failed', error),
  })
}

/** Fills each parameter from the page: `pageId` and `rsid` are the page's own, any other name its query parameter. */
export function fillParameters(definitions: readonly ParameterDefinition[], page: { search: URLSearchParams; pageId: string; rsid: string }): Parameter[] {
  return definitions.map(({ key, value }) => ({
    key,
    value: value === 'pageId' ? page.pageId : value === 'rsid' ? page.rsid : (page.search.get(value) ?? ''),
  }))
}
