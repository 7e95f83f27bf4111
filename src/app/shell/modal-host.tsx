import { Suspense } from 'react'
import { closeModal, useOpenModals } from '#src/lib/modals.ts'

/** Renders whatever openModal() opened; each modal's code (and Ariakit's Dialog) loads on first use. */
export function ModalHost() {
  const modals = useOpenModals()
  return (
    <Suspense fallback={null}>
      {modals.map(({ id, Component, props }) => (
        <Component key={id} {...props} onClose={() => closeModal(id)} />
      ))}
    </Suspense>
  )
}
