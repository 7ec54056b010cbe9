import { privateKeyToAccount } from 'viem/accounts'

/** Registers `label.foyer.eth` for the dev account of `privateKey` on the reference service, as a user would. */
export async function registerName({
  serviceUrl,
  privateKey,
  name,
}: {
  serviceUrl: string
  privateKey: `0x${string}`
  name: string
}): Promise<void> {
  const account = privateKeyToAccount(privateKey)
  const message = JSON.stringify({ name, timestamp: Math.floor(Date.now() / 1000) })
  const signature = await account.signMessage({ message })
  const response = await fetch(`${serviceUrl}/v1/profile/account?projectId=foyer-dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: 60, address: account.address, message, signature }),
  })
  if (!response.ok) throw new Error(`registering ${name}: ${response.status} ${await response.text()}`)
}
