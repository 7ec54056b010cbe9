import { createTestKernel } from '@foyer/core/testing'
import { hexToString, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { checkName, NameRegistrationError, names, registerAccountName } from './exports/index.js'

const { serviceUrl, keys } = inject('namesDevnet')

/** A kernel whose wallet signs `personal_sign` with a real dev key (or refuses, as a user would). */
function setup(key: `0x${string}`, { refuse = false } = {}) {
  const wallet = privateKeyToAccount(key)
  const signed: string[] = []
  const test = createTestKernel({
    projectId: 'foyer-dev',
    apiUrl: serviceUrl,
    plugins: [names()],
    adapter: {
      accounts: [wallet.address],
      answers: {
        personal_sign: async ({ params }: { params?: unknown }) => {
          if (refuse) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
          const [message] = params as [string]
          if (!isHex(message)) throw new Error('expected a hex message')
          signed.push(hexToString(message))
          return wallet.signMessage({ message: { raw: message } })
        },
      },
    },
  })
  return { test, wallet, signed, context: test.context<ReturnType<typeof names>>('names') }
}

describe('name registration against the reference service on anvil', () => {
  it('checks a name, registers it with a signed message and the coin type, and the account gets the name', async () => {
    const { test, wallet, signed, context } = setup(keys[0] as `0x${string}`)
    await test.connect()
    const before = await checkName(context, { label: 'registrar', suffix: '.foyer.eth' })
    expect(before).toMatchObject({ name: 'registrar.foyer.eth', available: true })
    expect(before.suggestions.length).toBeGreaterThan(0)
    expect(before.suggestions).not.toContain('registrar.foyer.eth')

    await registerAccountName(context, { name: 'registrar.foyer.eth' })
    expect(context.getState()).toMatchObject({
      status: 'registered',
      name: 'registrar.foyer.eth',
      error: undefined,
    })
    expect(JSON.parse(signed[0] ?? '{}')).toMatchObject({ name: 'registrar.foyer.eth', attributes: {} })

    const lookup = (await (
      await fetch(`${serviceUrl}/v1/profile/account/registrar.foyer.eth?projectId=foyer-dev`)
    ).json()) as { addresses: Record<string, { address: string }> }
    expect(lookup.addresses[String(0x80000001)]?.address.toLowerCase()).toBe(wallet.address.toLowerCase())
    // Identity sync looked the account up again, past its cache.
    await expect
      .poll(() => test.kernel.store.getState().accounts.eip155?.profileName)
      .toBe('registrar.foyer.eth')
    expect(await checkName(context, { label: 'registrar', suffix: '.foyer.eth' })).toMatchObject({
      available: false,
    })
    test.destroy()
  })

  it("goes back to editing with the service's reason when the name is taken", async () => {
    const first = setup(keys[1] as `0x${string}`)
    await first.test.connect()
    await registerAccountName(first.context, { name: 'taken-name.foyer.eth' })
    first.test.destroy()

    const { test, context } = setup(keys[2] as `0x${string}`)
    await test.connect()
    await expect(registerAccountName(context, { name: 'taken-name.foyer.eth' })).rejects.toThrow(
      NameRegistrationError,
    )
    expect(context.getState()).toMatchObject({
      status: 'editing',
      error: 'taken-name.foyer.eth is already registered',
    })
    test.destroy()
  })

  it("says 'Signature declined' when the wallet refuses, and registers nothing", async () => {
    const { test, context } = setup(keys[3] as `0x${string}`, { refuse: true })
    await test.connect()
    await expect(registerAccountName(context, { name: 'declined.foyer.eth' })).rejects.toThrow(
      'Signature declined',
    )
    expect(context.getState()).toMatchObject({ status: 'editing', error: 'Signature declined' })
    expect(
      (await fetch(`${serviceUrl}/v1/profile/account/declined.foyer.eth?projectId=foyer-dev`)).status,
    ).toBe(404)
    test.destroy()
  })

  it('refuses a malformed label before any request, and a disconnected account', async () => {
    const { test, context } = setup(keys[3] as `0x${string}`)
    await expect(checkName(context, { label: 'ab', suffix: '.foyer.eth' })).rejects.toThrow(
      'A name needs at least 4 characters.',
    )
    await expect(registerAccountName(context, { name: 'nobody.foyer.eth' })).rejects.toThrow(
      'Connect an EVM wallet to register a name.',
    )
    test.destroy()
  })
})
