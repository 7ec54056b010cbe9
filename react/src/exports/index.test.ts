import { expect, it } from 'vitest'
import * as react from './index.js'

// Every change to the public API shows up here in review.
it('exports', () => {
  expect(Object.keys(react).sort()).toMatchSnapshot()
})
