import { expect, it } from 'vitest'
import * as core from './index.js'
import * as networks from './networks.js'
import * as testing from './testing.js'

// Every change to the public API shows up here in review.
it('exports', () => {
  expect(Object.keys(core).sort()).toMatchSnapshot()
})

it('networks entry', () => {
  expect(Object.keys(networks).sort()).toMatchSnapshot()
})

it('testing entry', () => {
  expect(Object.keys(testing).sort()).toMatchSnapshot()
})
