import type { Page } from 'playwright-core'
import { waitForAnimations } from './demoActions.js'

/** The screen widths every view must fit: a small phone, a phone, a tablet, a desktop. */
export const screenWidths = [320, 390, 768, 1280] as const

/**
 * What sticks out at the current width: the page wider than the viewport, or an element of the dialog wider than the
 * viewport or starting left of 0 (right of it: cut off). Elements inside a horizontal scroller are left alone.
 */
export function findOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth
    const problems: string[] = []
    const { scrollWidth } = document.documentElement
    if (scrollWidth > width) problems.push(`the page is ${scrollWidth} px wide`)
    const shadow = document.querySelector('.foyer-root')?.shadowRoot
    const dialogElement = (shadow ?? document).querySelector('[role="dialog"]')
    if (!dialogElement) return [...problems, 'no dialog']
    for (const element of [dialogElement, ...dialogElement.querySelectorAll('*')]) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      let scroller = element.parentElement
      while (scroller && scroller !== dialogElement && getComputedStyle(scroller).overflowX === 'visible')
        scroller = scroller.parentElement
      if (scroller && scroller !== dialogElement && scroller.scrollWidth > scroller.clientWidth) continue
      if (box.left < -0.5 || box.right > width + 0.5 || box.width > width + 0.5) {
        const name = `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`
        problems.push(`${name} "${(element.textContent ?? '').slice(0, 30)}" spans ${box.left}..${box.right}`)
      }
    }
    return problems
  })
}

/**
 * Resizes the page through every screen width with the current view open, noting in `problems` what sticks out at
 * each (under `<view> at <width> px`). Leaves the page at the last width, 800 px high.
 */
export async function findOverflowAtEveryWidth(
  page: Page,
  view: string,
  problems: Record<string, string[]>,
): Promise<void> {
  for (const width of screenWidths) {
    await page.setViewportSize({ width, height: 800 })
    // Crossing into the bottom sheet restarts the dialog's entrance animation.
    await waitForAnimations(page)
    problems[`${view} at ${width} px`] = await findOverflow(page)
  }
}
