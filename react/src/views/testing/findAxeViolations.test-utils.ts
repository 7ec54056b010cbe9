import axe from 'axe-core'

/**
 * Runs axe-core (its default rules, as the demo's browser scan does) on `element` in the jsdom document and returns
 * the violations as "rule: selectors" lines, so a failure names what to fix. jsdom paints nothing, so colour contrast
 * is left to the browser scan.
 */
export async function findAxeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  })
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')} (${violation.help})`,
  )
}
