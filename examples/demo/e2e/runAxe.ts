import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Frame, Page } from 'playwright-core'

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export type AxeViolation = {
  id: string
  impact: string | null
  help: string
  nodes: { target: unknown[]; any?: { data?: unknown }[] }[]
}

/**
 * Runs axe-core on the whole page (shadow roots included), or on one frame's document (an iframe of another origin,
 * which a scan of its parent does not enter), and returns its violations, compactly.
 */
export async function runAxe(page: Page | Frame): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // A frame under a strict policy (the embedded wallet's) refuses an inline script tag; DevTools evaluation is not
    // subject to the page's policy, and the page's own policy stays as it is.
    if ('parentFrame' in page) await page.evaluate(await axeSource)
    else await page.addScriptTag({ content: await axeSource })
  }
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document): Promise<{ violations: AxeViolation[] }> } }
    ).axe
    const result = await axe.run(document)
    return result.violations
  })
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => `${JSON.stringify(node.target)} ${JSON.stringify(node.any?.[0]?.data ?? '')}`).join(', ')}`,
  )
}
