/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2937;background:#f3f5fb}
  main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px rgb(0 0 0/.12)}
  h1{margin:0 0 1rem;font-size:1.5rem;color:#1e3a8a}
  label{display:block;margin:.75rem 0 .25rem;font-weight:600}
  input{width:100%;padding:.6rem .7rem;font:inherit;border:1px solid #9ca3af;border-radius:.4rem}
  input:focus{outline:3px solid #93c5fd;border-color:#1d4ed8}
  button{margin-top:1.25rem;width:100%;padding:.7rem;font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.4rem;cursor:pointer}
  button.secondary{background:#e5e7eb;color:#1f2937}
  .error{padding:.6rem .8rem;margin-bottom:1rem;border-radius:.4rem;background:#fee2e2;color:#7f1d1d}
  .field-error{color:#b91c1c;font-size:.9rem;margin:.25rem 0 0}
  a{color:#1d4ed8}
`

/** The provider's pages share one small layout (no external fonts or scripts). */
export function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Lamp</title>
<style>${STYLE}</style>
</head>
<body><main>
${body}
</main></body>
</html>`
}

export function errorSummary(message: string | undefined): string {
  return message ? `<p class="error" role="alert" id="form-error">${escapeHtml(message)}</p>` : ''
}
