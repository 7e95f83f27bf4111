import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint (Chrome 136+; elsewhere an ordinary comment). V8 reads it only as a script's very first
 * line: it then compiles every function of the file while the file streams in, on a background thread, instead of
 * compiling each one on the main thread the first time it is called (docs/decisions/0130).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * The hint goes into chunks of at least this much (minified) code. A smaller chunk compiles in well under a
 * millisecond on a phone, and the hint's ~20 gzip bytes would count against the first view that loads it.
 */
export const COMPILE_HINT_MIN_BYTES = 10 * 1024

/** A chunk's code with the hint as its first line, and its source map's mappings moved down by that line. */
export function withCompileHint(code: string, mappings: string | undefined): { code: string; mappings: string | undefined } {
  // A source map's mappings hold one group per generated line, separated by ';': an empty group for the new line.
  return { code: `${COMPILE_HINT}\n${code}`, mappings: mappings === undefined ? undefined : `;${mappings}` }
}

export const wantsCompileHint = (code: string): boolean => code.length >= COMPILE_HINT_MIN_BYTES && !code.startsWith(COMPILE_HINT)

interface SourceMapFile { mappings: string }

/**
 * Puts the compile hint at the top of each large client chunk. It runs after every other plugin's `generateBundle`,
 * because Vite's preload helper prepends its dependency list there and the hint must come before it.
 */
export function compileHintPlugin(): Plugin {
  return {
    name: 'lamp-compile-hint',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle: {
      order: 'post',
      handler(_outputOptions, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !wantsCompileHint(chunk.code)) continue
          const mapAsset = bundle[`${chunk.fileName}.map`]
          const hinted = withCompileHint(chunk.code, chunk.map?.mappings)
          chunk.code = hinted.code
          if (chunk.map && hinted.mappings !== undefined) chunk.map.mappings = hinted.mappings
          if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
            const map = JSON.parse(mapAsset.source) as SourceMapFile
            map.mappings = withCompileHint('', map.mappings).mappings ?? map.mappings
            mapAsset.source = JSON.stringify(map)
          }
        }
      },
    },
  }
}
