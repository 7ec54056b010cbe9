'use client'
import type { ConnectMethod } from '@foyer/core'
import { getConnectMethods, pushView } from '@foyer/core'
import { useMemo, useState } from 'react'
import { useKernel } from '../context/appKitInstance.js'
import { useTranslate } from '../i18n/useTranslate.js'
import { modalMessages } from '../locales/modalMessages.js'
import { viewRegistryOf } from '../modal/viewRegistryOf.js'
import { Icon } from '../ui/Icon.js'
import { List } from '../ui/List.js'
import { ListItem } from '../ui/ListItem.js'
import { shouldShowAllWallets } from '../wallets/shouldShowAllWallets.js'
import { isOfferedIn } from './parts/isOfferedIn.js'
import { LegalText } from './parts/LegalText.js'
import { PluginSlot } from './parts/PluginSlot.js'
import { slotViewIds } from './parts/slotViewIds.js'
import { useKernelSnapshot } from './parts/useKernelSnapshot.js'
import { useOpenNamespace } from './parts/useOpenNamespace.js'
import { WalletSection } from './parts/WalletSection.js'

/**
 * The sections of the Connect view, in core's `getConnectMethods` order. Email and social login belong to the
 * embedded-wallet plugin, which fills them through `slotViewIds.connectEmail`/`connectSocial`; without that
 * plugin they render nothing.
 */
const sectionSlots: Record<Exclude<ConnectMethod, 'wallet'>, string> = {
  email: slotViewIds.connectEmail,
  social: slotViewIds.connectSocial,
}

/**
 * The Connect view. AppKit's options shape it: `enableWallets: false` leaves the wallets out;
 * `features.collapseWallets` (or `features.emailShowWallets`/`showWallets` false) folds them behind "Continue with a
 * wallet" when email or social login is offered; `enableWalletGuide` adds "Haven't got a wallet? Get started" then;
 * `termsConditionsUrl`/`privacyPolicyUrl` add a notice with the links, or with `features.legalCheckbox` a checkbox
 * that must be ticked before any way to connect can be used.
 */
export default function Connect() {
  const kernel = useKernel()
  const t = useTranslate(modalMessages)
  const connectors = useKernelSnapshot((state) => state.connectors)
  const features = useKernelSnapshot((state) => state.features)
  const namespace = useOpenNamespace()
  const [walletsExpanded, setWalletsExpanded] = useState(false)
  const [agreed, setAgreed] = useState(false)
  const { enableWallets, showWallets, enableWalletGuide, termsConditionsUrl, privacyPolicyUrl } =
    kernel.options
  // biome-ignore lint/correctness/useExhaustiveDependencies: the order depends on which connectors are usable and on the features
  const methods = useMemo(
    () =>
      getConnectMethods(kernel).filter((method) =>
        method === 'wallet'
          ? enableWallets
          : // Email and socials only where their wallet works (not when the modal opened for Polkadot, say).
            viewRegistryOf(kernel).has(sectionSlots[method]) &&
            isOfferedIn(kernel, sectionSlots[method], namespace),
      ),
    [kernel, connectors, features, namespace, enableWallets],
  )
  const hasLogin = methods.some((method) => method !== 'wallet')
  const walletsCollapsed =
    hasLogin &&
    !walletsExpanded &&
    (features.collapseWallets || !features.emailShowWallets || showWallets === false)
  const hasLegal = Boolean(termsConditionsUrl || privacyPolicyUrl)
  const legalCheckbox = hasLegal && features.legalCheckbox
  const gated = legalCheckbox && !agreed
  const walletGuide =
    enableWalletGuide && hasLogin && methods.includes('wallet') && shouldShowAllWallets(kernel)

  return (
    <div className="foyer-view foyer-connect">
      {legalCheckbox ? (
        <label className="foyer-connect__legal-checkbox">
          <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          <span>
            <LegalText sentence="legal.agree" termsUrl={termsConditionsUrl} privacyUrl={privacyPolicyUrl} />
          </span>
        </label>
      ) : null}
      {/* Until the terms are accepted, no way to connect takes a click or the focus. */}
      <div className="foyer-connect__methods" inert={gated} data-gated={gated || undefined}>
        {methods.map((method) =>
          method !== 'wallet' ? (
            <div key={method} className="foyer-connect__section" data-method={method}>
              <PluginSlot viewId={sectionSlots[method]} />
            </div>
          ) : walletsCollapsed ? (
            <div key={method} className="foyer-connect__section" data-method={method}>
              <List aria-label={t('wallets.label')}>
                <ListItem
                  label={t('connect.continueWithWallet')}
                  image={
                    <span className="foyer-connect__all-icon">
                      <Icon name="wallet" />
                    </span>
                  }
                  onClick={() => setWalletsExpanded(true)}
                />
              </List>
            </div>
          ) : (
            <WalletSection key={method} onAllWallets={() => pushView(kernel, 'AllWallets')} />
          ),
        )}
        {walletGuide ? (
          <p className="foyer-connect__guide">
            {t('connect.noWallet')}{' '}
            <button
              type="button"
              className="foyer-connect__guide-link"
              onClick={() => pushView(kernel, 'AllWallets')}
            >
              {t('connect.getStarted')}
            </button>
          </p>
        ) : null}
      </div>
      {hasLegal && !legalCheckbox ? (
        <p className="foyer-connect__legal-notice">
          <LegalText
            sentence="legal.byConnecting"
            termsUrl={termsConditionsUrl}
            privacyUrl={privacyPolicyUrl}
          />
        </p>
      ) : null}
    </div>
  )
}
