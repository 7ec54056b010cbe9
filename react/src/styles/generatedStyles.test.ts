import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'

const generator = new URL('../../scripts/generateStyles.mjs', import.meta.url).href

it('the generated style modules match foyer.css and views.css (run `pnpm --filter @foyer/react build`)', async () => {
  const { generateStyleModules } = (await import(generator)) as {
    generateStyleModules(): Record<string, string>
  }
  for (const [file, text] of Object.entries(generateStyleModules())) {
    expect(readFileSync(new URL(file, import.meta.url), 'utf8'), file).toBe(text)
  }
})

it("the buttons' stylesheet holds their rules and the theme, not the modal's", async () => {
  const { buttonStyles, tokenStyles } = await import('./buttonStyles.generated.js')
  const { modalStyles } = await import('./modalStyles.generated.js')
  expect(buttonStyles).toContain('.foyer-account-button__balance')
  expect(buttonStyles).toContain('.foyer-theme[data-theme="light"]')
  expect(buttonStyles).not.toContain('.foyer-modal')
  expect(tokenStyles).toMatch(/^\s*:where\(:root\) \{/)
  expect(modalStyles).toContain('.foyer-modal__body')
  expect(modalStyles).toContain('.foyer-connect__section')
  expect(modalStyles).not.toContain('@import')
})
