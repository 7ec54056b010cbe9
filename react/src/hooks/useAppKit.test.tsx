import { renderToString } from 'react-dom/server'
import { expect, it } from 'vitest'
import { AppKitNotInitializedError } from '../context/appKitInstance.js'
import { useAppKit } from './useAppKit.js'
import { useAppKitAccount } from './useAppKitAccount.js'

function Open() {
  useAppKit()
  return null
}
function Account() {
  useAppKitAccount()
  return null
}

// This file never calls createAppKit: hooks have no instance to use.
it('throws before createAppKit', () => {
  expect(() => renderToString(<Open />)).toThrow(AppKitNotInitializedError)
  expect(() => renderToString(<Account />)).toThrow('Please call createAppKit before using useAppKit')
})
