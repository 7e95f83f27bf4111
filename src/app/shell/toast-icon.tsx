import type { ToastIcon } from '#src/lib/toasts.ts'

function Glyph({ icon }: { icon: ToastIcon }) {
  switch (icon) {
    case 'check': return <path d="M5 10.5l3 3 7-7" />
    case 'info': return <path d="M10 9v5M10 6v.5" />
    case 'warning': return <path d="M10 6v5M10 14v.5" />
    case 'error': return <path d="M7 7l6 6M13 7l-6 6" />
  }
}

export function ToastIconSvg({ icon }: { icon: ToastIcon }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className="toast-icon">
      <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <Glyph icon={icon} />
      </g>
    </svg>
  )
}
