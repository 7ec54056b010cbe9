// Scrolls All Wallets through the whole registry with the mouse wheel, in Chromium against the devnet's registry (on
// the multichain page, which lists every namespace's wallets), and prints the frame gaps (requestAnimationFrame
// deltas: p50, p99, max) and the dialog's DOM elements (most during the scroll, and at the end). A figure, not a test:
// the machine's load average is printed beside it. Run with `pnpm --filter @foyer/example-demo bench:wallets`.
import { loadavg } from 'node:os'
import { dialog } from '../e2e/demoActions.js'
import { devWalletScripts, openDemo } from '../e2e/demoPage.js'
import { launchChromium } from '../e2e/launchChromium.js'
import { prepareDemo } from '../e2e/prepareDemo.js'

const wheelStep = 400
const scrollLimitMs = 180_000

const demo = await prepareDemo()
const browser = await launchChromium()

try {
  // The multichain page asks the registry for every namespace's wallets: the whole registry (the single-chain page's
  // EVM filter leaves about 400).
  const session = await openDemo(browser, {
    demoDist: demo.demoDist,
    initScripts: await devWalletScripts(demo.devnet, demo.walletsDir, { account: 5 }),
    query: 'multichain.html',
  })
  const { page } = session
  await page.getByRole('button', { name: 'Open modal' }).click()
  await dialog(page)
    .getByRole('button', { name: /^All Wallets/ })
    .click()
  const list = dialog(page).getByRole('list', { name: 'All wallets' })
  await list.getByRole('listitem').first().waitFor()

  // Each frame: its gap from the last, and the dialog's element count.
  // A string, not a function: tsx would wrap the function's inner functions in a helper the page does not have.
  await page.evaluate(`(() => {
    const probe = { gaps: [], nodes: [], running: true }
    window.__scrollProbe = probe
    const root = document.querySelector('.foyer-root')?.shadowRoot ?? document
    const elements = root.querySelector('[role="dialog"]')?.getElementsByTagName('*')
    let last = performance.now()
    const frame = (now) => {
      probe.gaps.push(now - last)
      probe.nodes.push(elements?.length ?? 0)
      last = now
      if (probe.running) requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })()`)

  await list.getByRole('listitem').first().hover()
  const started = Date.now()
  const modal = dialog(page)
  const atEnd = () =>
    modal.evaluate((element) => {
      const scroller = element.querySelector('.foyer-modal__scroll')
      const bottom = scroller ? scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1 : true
      return bottom && !element.querySelector('.foyer-all-wallets__sentinel')
    })
  while (!(await atEnd())) {
    if (Date.now() - started > scrollLimitMs)
      throw new Error(`the registry's end not reached in ${scrollLimitMs} ms`)
    await page.mouse.wheel(0, wheelStep)
    await page.waitForTimeout(16)
  }
  const scrollMs = Date.now() - started

  const result = await modal.evaluate((element) => {
    const probe = (
      window as unknown as { __scrollProbe: { gaps: number[]; nodes: number[]; running: boolean } }
    ).__scrollProbe
    probe.running = false
    const items = element.querySelectorAll('ul[aria-label="All wallets"] > li')
    const last = items[items.length - 1]
    return {
      gaps: probe.gaps.slice(1),
      nodes: probe.nodes,
      endNodes: element.getElementsByTagName('*').length,
      wallets: Number(last?.getAttribute('aria-setsize') ?? items.length),
      lastWallet: last?.textContent ?? '',
    }
  })
  await session.close()

  const sorted = [...result.gaps].sort((a, b) => a - b)
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0
  const ms = (value: number) => `${value.toFixed(1)} ms`
  console.log(
    `All Wallets scrolled to the end of ${result.wallets} wallets (last: ${result.lastWallet}) in ${scrollMs} ms, ${wheelStep} px a wheel step`,
  )
  console.log(
    `frame gaps over ${sorted.length} frames: p50 ${ms(at(0.5))}, p99 ${ms(at(0.99))}, max ${ms(sorted.at(-1) ?? 0)}`,
  )
  console.log(
    `dialog DOM elements: most ${Math.max(...result.nodes)} during the scroll, ${result.endNodes} at the end`,
  )
  console.log(
    `load average (1, 5, 15 min): ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  )
} finally {
  await browser.close()
  await demo.stop()
}
