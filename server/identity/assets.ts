import { createHash } from 'node:crypto'
import type { Middleware } from 'koa'

/**
 * The pages' stylesheet and their one script, served as files so that the pages' Content-Security-Policy
 * needs no 'unsafe-inline'. Each is addressed with a hash of its content, so it may be cached for good.
 */
const STYLESHEET = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2937;background:#f3f5fb}
.site{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;max-width:26rem;margin:1.5rem auto 0;padding:0 1rem}
.brand{font-weight:700;font-size:1.25rem;color:#1e3a8a}
.back{font-weight:600}
main{max-width:26rem;margin:1rem auto 3rem;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px rgb(0 0 0/.12)}
h1{margin:0 0 1rem;font-size:1.5rem;color:#1e3a8a}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{width:100%;padding:.6rem .7rem;font:inherit;border:1px solid #6b7280;border-radius:.4rem}
input:focus{outline:3px solid #93c5fd;border-color:#1d4ed8}
input[aria-invalid="true"]{border:2px solid #b91c1c;background:#fef2f2}
button{margin-top:1.25rem;width:100%;padding:.7rem;font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.4rem;cursor:pointer}
button.secondary{background:#e5e7eb;color:#1f2937}
.error{padding:.6rem .8rem;margin-bottom:1rem;border-radius:.4rem;background:#fee2e2;color:#7f1d1d}
.error h2{margin:0 0 .25rem;font-size:1rem}
.error ul{margin:.25rem 0 0;padding-left:1.25rem}
.error a{color:#7f1d1d}
.field-error{color:#b91c1c;font-size:.9rem;font-weight:600;margin:.25rem 0 0}
.field-hint{color:#4b5563;font-size:.9rem;margin:.25rem 0 0}
a{color:#1d4ed8}
`

/** Signs out without asking (the page decides when): presses the form's "Yes" button. */
const SIGN_OUT_SCRIPT = `document.getElementById('confirm-logout').click();\n`

interface Asset {
  path: string
  type: string
  body: string
}

function asset(name: string, extension: string, type: string, body: string): Asset {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12)
  return { path: `/assets/${name}.${hash}.${extension}`, type, body }
}

export const STYLESHEET_ASSET = asset('lamp-idp', 'css', 'text/css; charset=utf-8', STYLESHEET)
export const SIGN_OUT_SCRIPT_ASSET = asset('sign-out', 'js', 'text/javascript; charset=utf-8', SIGN_OUT_SCRIPT)

const BY_PATH = new Map([STYLESHEET_ASSET, SIGN_OUT_SCRIPT_ASSET].map((item) => [item.path, item]))

export function assetRoutes(): Middleware {
  return async (ctx, next) => {
    const found = ctx.method === 'GET' || ctx.method === 'HEAD' ? BY_PATH.get(ctx.path) : undefined
    if (!found) return next()
    ctx.type = found.type
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable')
    ctx.body = found.body
  }
}
