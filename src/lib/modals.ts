import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { memoryStore } from './store.ts'

/** What every modal receives: it renders its own (Ariakit) dialog and calls onClose when it is done. */
export interface ModalProps { onClose: () => void }

export type ModalLoader<P extends ModalProps> = () => Promise<{ default: ComponentType<P> }>

interface OpenModal {
  id: string
  Component: LazyExoticComponent<ComponentType<ModalProps>>
  props: Record<string, unknown>
}

/** The server renders no dialog; one opened before hydration appears right after it. */
const open = memoryStore<readonly OpenModal[]>([])
const cache = new Map<ModalLoader<never>, LazyExoticComponent<ComponentType<ModalProps>>>()
let counter = 0

/**
 * Opens a lazily loaded dialog in the modal host, e.g.
 * `openModal(() => import('../features/onboarding/components/onboarding-dialog.tsx'), { contentId })`.
 * The dialog's code loads only when it is first opened. Returns a function that closes it.
 */
export function openModal<P extends ModalProps>(loader: ModalLoader<P>, props: Omit<P, 'onClose'>): () => void {
  let Component = cache.get(loader as ModalLoader<never>)
  if (!Component) {
    Component = lazy(loader as unknown as ModalLoader<ModalProps>)
    cache.set(loader as ModalLoader<never>, Component)
  }
  const id = `modal-${++counter}`
  open.set([...open.get(), { id, Component, props }])
  return () => closeModal(id)
}

export function closeModal(id: string): void {
  open.set(open.get().filter((modal) => modal.id !== id))
}

export const useOpenModals = (): readonly OpenModal[] => open.use()
