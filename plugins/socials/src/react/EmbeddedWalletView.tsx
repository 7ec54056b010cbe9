'use client'
import { BaseError } from '@foyer/core'
import { Button, Tag, usePluginContext, usePluginState } from '@foyer/react/ui'
import { useState } from 'react'
import { switchAccountType } from '../embedded/switchAccountType.js'
import type { SocialsPlugin } from '../socials.js'

const labels = { eoa: 'Externally owned account (EOA)', smartAccount: 'Smart account' } as const

/**
 * The embedded wallet's settings, from the Account view: who is signed in, and which of their accounts is the
 * connected one, the EOA or the ERC-4337 smart account (SPEC §3), where the network has smart accounts.
 */
export default function EmbeddedWalletView() {
  const context = usePluginContext<SocialsPlugin>('socials')
  const { user } = usePluginState<SocialsPlugin>('socials')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  if (!user) return <p className="foyer-view__notice">Not signed in to the embedded wallet.</p>

  async function choose(type: 'eoa' | 'smartAccount') {
    setBusy(true)
    setError(undefined)
    try {
      await switchAccountType(context, type)
    } catch (caught) {
      setError(caught instanceof BaseError ? caught.shortMessage : 'Something went wrong')
    } finally {
      setBusy(false)
    }
  }

  const current = user.preferredAccountType ?? 'eoa'
  return (
    <div className="foyer-view foyer-embedded">
      <p className="foyer-embedded__user">
        Signed in as {user.email ?? user.userName ?? 'an embedded wallet user'}
      </p>
      {user.email && (
        <Button variant="neutral" onClick={() => context.pushView('UpdateEmail')}>
          Update email
        </Button>
      )}
      <fieldset className="foyer-embedded__types" disabled={busy}>
        <legend>Account used with this app</legend>
        <ul className="foyer-embedded__list">
          {(user.accounts ?? [{ address: user.address, type: 'eoa' as const }]).map((account) => (
            <li key={account.type}>
              <Button
                variant={account.type === current ? 'accent' : 'neutral'}
                fullWidth
                aria-pressed={account.type === current}
                onClick={() => account.type !== current && void choose(account.type)}
              >
                {labels[account.type]}
              </Button>
              <span className="foyer-embedded__address">{account.address}</span>
              {account.type === 'smartAccount' && (
                <Tag>{user.smartAccountDeployed ? 'Deployed' : 'Deploys with its first transaction'}</Tag>
              )}
            </li>
          ))}
        </ul>
      </fieldset>
      {error && (
        <p className="foyer-embedded__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
