import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint (Chrome 136+; elsewhere an ordinary comment). V8 reads it only as a script's very first
 * line: it then compiles every function of the file while the file streams in, on a background thread, instead of
 * compiling each one on the main thread the first time it is called (docs/decisions/0130).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * The hint goes into chunks of at least this much (minified) code. A smaller chunk compiles in well under a
 * millisecond on a phone, and the hint's own bytes would count against the first view that loads it.
 */
export const COMPILE_HINT_MIN_BYTES = 10 * 1024

/** A source map's mappings hold one group per generated line, separated by ';': an empty group for the hint's line. */
const belowHint = (mappings: string): string => `;${mappings}`

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
          if (chunk.type !== 'chunk' || chunk.code.length < COMPILE_HINT_MIN_BYTES || chunk.code.startsWith(COMPILE_HINT)) continue
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`
          if (chunk.map) chunk.map.mappings = belowHint(chunk.map.mappings)
          const mapAsset = bundle[`${chunk.fileName}.map`]
          if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
            const map = JSON.parse(mapAsset.source) as SourceMapFile
            mapAsset.source = JSON.stringify({ ...map, mappings: belowHint(map.mappings) })
          }
        }
      },
    },
  }
}
