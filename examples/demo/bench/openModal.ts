// Time from `open()` to the Connect view painted, in Chromium against the built demo: median of 20 opens, cold (a
// fresh page each time) opened at once (the modal's chunk may still load) and once the page is idle (the idle preload
// has fetched the modal's and the Connect view's chunks), and warm (the same page, opened again). A figure, not a test.
import { devWalletScripts, openDemo } from '../e2e/demoPage.js'
import { launchChromium } from '../e2e/launchChromium.js'
import { prepareDemo } from '../e2e/prepareDemo.js'
import { median } from './median.js'

const runs = 20
const demo = await prepareDemo()
const browser = await launchChromium()

/** Clicks "Open modal" and resolves on the first frame painted after the Connect view's wallet list appears. */
const timeOpen = `new Promise((resolve) => {
  const start = performance.now()
  const observer = new MutationObserver(() => {
    if (document.querySelector('[role="dialog"] .foyer-wallet-list li')) {
      observer.disconnect()
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)))
    }
  })
  observer.observe(document.body, { childList: true, subtree: true })
  ;[...document.querySelectorAll('button')].find((button) => button.textContent === 'Open modal').click()
})`

try {
  const initScripts = await devWalletScripts(demo.devnet, demo.walletsDir, { account: 9 })
  const cold: number[] = []
  for (let run = 0; run < runs; run++) {
    const session = await openDemo(browser, { demoDist: demo.demoDist, initScripts })
    await session.page.getByRole('button', { name: 'Open modal' }).waitFor()
    cold.push((await session.page.evaluate(timeOpen)) as number)
    await session.close()
  }
  const idle: number[] = []
  let idleRequests = 0
  for (let run = 0; run < runs; run++) {
    const session = await openDemo(browser, { demoDist: demo.demoDist, initScripts })
    const origin = new URL(session.url).origin
    let clicked = false
    session.page.on('request', (request) => {
      if (!clicked && new URL(request.url()).origin !== origin) idleRequests++
    })
    await session.page.getByRole('button', { name: 'Open modal' }).waitFor()
    await session.page.waitForLoadState('networkidle')
    clicked = true
    idle.push((await session.page.evaluate(timeOpen)) as number)
    await session.close()
  }
  const warm: number[] = []
  const session = await openDemo(browser, { demoDist: demo.demoDist, initScripts })
  await session.page.getByRole('button', { name: 'Open modal' }).waitFor()
  await session.page.evaluate(timeOpen)
  for (let run = 0; run < runs; run++) {
    await session.page.keyboard.press('Escape')
    await session.page.getByRole('dialog').waitFor({ state: 'detached' })
    warm.push((await session.page.evaluate(timeOpen)) as number)
  }
  await session.close()
  const ms = (value: number) => `${value.toFixed(1)} ms`
  console.log(`open() → Connect view painted, Chromium headless, median of ${runs}`)
  console.log(
    `cold (fresh page, modal chunk loads): ${ms(median(cold))} (min ${ms(Math.min(...cold))}, max ${ms(Math.max(...cold))})`,
  )
  console.log(
    `cold, once the page is idle (idle preload done): ${ms(median(idle))} (min ${ms(Math.min(...idle))}, max ${ms(Math.max(...idle))})`,
  )
  console.log(`requests to another origin before the click while idle, over ${runs} pages: ${idleRequests}`)
  console.log(
    `warm (same page, opened again): ${ms(median(warm))} (min ${ms(Math.min(...warm))}, max ${ms(Math.max(...warm))})`,
  )
} finally {
  await browser.close()
  await demo.stop()
}
