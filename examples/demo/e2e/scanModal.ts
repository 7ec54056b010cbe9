import type { Page } from 'playwright-core'
import { dialog } from './demoActions.js'
import { findUnstyledElements } from './findUnstyledElements.js'
import { runAxe } from './runAxe.js'

/** axe's findings, then anything of the modal still in the browser's defaults (fieldset border, bullets, bare button). */
export async function scanModal(page: Page): Promise<string[]> {
  return [...(await runAxe(page)), ...(await findUnstyledElements(dialog(page)))]
}
