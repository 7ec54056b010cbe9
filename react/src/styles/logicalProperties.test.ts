import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

const repository = new URL('../../../', import.meta.url).pathname

/** Properties and values that name a physical side: in right-to-left text they would sit on the wrong one. */
const physical =
  /(?:^|[\s;{])((?:margin|padding|border)-(?:left|right)(?:-\w+)?|(?:left|right)\s*:(?!\s*50%)|text-align\s*:\s*(?:left|right)|float\s*:\s*(?:left|right)|(?:border-(?:top|bottom)-(?:left|right)-radius))/

it("the modal's, the views' and the approval page's stylesheets use logical properties: right to left mirrors them", () => {
  const found = ['react/src/styles/foyer.css', 'react/src/styles/views.css', 'frame/site/frame.css'].flatMap(
    (file) =>
      readFileSync(join(repository, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => {
          const match = physical.exec(line.replace(/\/\*.*?\*\//g, ''))
          return match ? [`${file}:${index + 1} ${match[1]}`] : []
        }),
  )
  // Centring (`left: 50%` with a translation) is the same in both directions and is allowed.
  expect(found).toEqual([])
})
