import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

/** Where the committed baselines live. */
export const screenshotsDir = join(dirname(fileURLToPath(import.meta.url)), '__screenshots__')

/** `FOYER_UPDATE_SCREENSHOTS=1` (the `visual:update` script): write the baselines instead of comparing. */
export const updatingScreenshots = process.env.FOYER_UPDATE_SCREENSHOTS === '1'

/** How far one pixel's colour may move (pixelmatch's YIQ distance, 0-1) before it counts as different. */
const pixelThreshold = 0.1
/** The share of pixels that may differ before the shot fails. */
const maxDiffRatio = 0.002

const updateHint = 'run `pnpm --filter @foyer/example-demo visual:update` and commit the baselines'

/**
 * Compares a PNG with its baseline `__screenshots__/<name>.png`; returns a message naming the file when they differ
 * (the actual and the diff image are written beside the baseline), or undefined when they match. While updating, it
 * writes the baseline instead.
 */
export async function compareScreenshot(name: string, actual: Buffer): Promise<string | undefined> {
  const baselinePath = join(screenshotsDir, `${name}.png`)
  const actualPath = join(screenshotsDir, `${name}.actual.png`)
  const diffPath = join(screenshotsDir, `${name}.diff.png`)
  const shown = (path: string) => relative(process.cwd(), path)
  await mkdir(screenshotsDir, { recursive: true })
  await rm(actualPath, { force: true })
  await rm(diffPath, { force: true })
  const writeBaseline = async () => {
    await writeFile(baselinePath, actual)
    return undefined
  }
  if (!existsSync(baselinePath)) {
    if (updatingScreenshots) return writeBaseline()
    await writeFile(actualPath, actual)
    return `${shown(baselinePath)}: no baseline; ${updateHint}`
  }
  const baseline = await readFile(baselinePath)
  // Chromium encodes the same pixels to the same bytes: an equal file needs no decoding or diff.
  if (actual.equals(baseline)) return undefined
  const expected = PNG.sync.read(baseline)
  const received = PNG.sync.read(actual)
  // `visual:update` keeps a baseline that still matches: a few pixels of the icons vary from run to run, and
  // rewriting every file would bury the real changes in the diff.
  if (expected.width !== received.width || expected.height !== received.height) {
    if (updatingScreenshots) return writeBaseline()
    await writeFile(actualPath, actual)
    return `${shown(baselinePath)}: ${received.width}x${received.height} px instead of ${expected.width}x${expected.height} (actual: ${shown(actualPath)}); if the change is intended, ${updateHint}`
  }
  const { width, height } = expected
  const diff = new PNG({ width, height })
  const differing = differingPixels(expected, received, diff)
  if (differing <= width * height * maxDiffRatio) return undefined
  if (updatingScreenshots) return writeBaseline()
  await writeFile(actualPath, actual)
  await writeFile(diffPath, PNG.sync.write(diff))
  const percent = ((differing / (width * height)) * 100).toFixed(2)
  return `${shown(baselinePath)}: ${differing} px (${percent}%) differ (actual: ${shown(actualPath)}, diff: ${shown(diffPath)}); if the change is intended, ${updateHint}`
}

/**
 * Whether a PNG matches its baseline as `compareScreenshot` counts it, writing nothing: false when there is no
 * baseline, and always while updating (a baseline is then written from a shot that held still).
 */
export async function matchesBaseline(name: string, actual: Buffer): Promise<boolean> {
  const baselinePath = join(screenshotsDir, `${name}.png`)
  if (updatingScreenshots || !existsSync(baselinePath)) return false
  const baseline = await readFile(baselinePath)
  if (actual.equals(baseline)) return true
  const expected = PNG.sync.read(baseline)
  const received = PNG.sync.read(actual)
  if (expected.width !== received.width || expected.height !== received.height) return false
  return differingPixels(expected, received) <= expected.width * expected.height * maxDiffRatio
}

function differingPixels(expected: PNG, received: PNG, diff?: PNG): number {
  const { width, height } = expected
  return pixelmatch(expected.data, received.data, diff?.data, width, height, { threshold: pixelThreshold })
}
