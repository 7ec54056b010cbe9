'use client'
import type { ChainNamespace } from '@foyer/core'
import { closeModal, connectTimeoutMs, isChainNamespace } from '@foyer/core'
import { useKernel } from '../context/appKitInstance.js'
import { errorText } from '../i18n/errorText.js'
import { useTranslate } from '../i18n/useTranslate.js'
import { modalMessages } from '../locales/modalMessages.js'
import { Button } from '../ui/Button.js'
import { Spinner } from '../ui/Spinner.js'
import { WalletImage } from '../ui/WalletImage.js'
import { getWalletImageUrl } from '../wallets/getWalletApi.js'
import { useConnectAttempt } from './parts/useConnectAttempt.js'
import { useKernelSnapshot } from './parts/useKernelSnapshot.js'
import { readString, useRouterData } from './parts/useRouterData.js'

/**
 * Connects through a wallet's own connector (router data `{ connectorId, namespace? }`): asks the wallet, says
 * "Continue in <wallet>", and closes the modal on success. A rejection, or a wallet that has not answered after
 * `connectTimeoutMs`, shows the message and a retry; nothing else changes. Leaving the view cancels the attempt.
 */
export default function ConnectingExternal() {
  const kernel = useKernel()
  const data = useRouterData()
  const connectors = useKernelSnapshot((state) => state.connectors)
  const activeNamespace = useKernelSnapshot((state) => state.network.activeNamespace)
  const connectorId = readString(data, 'connectorId')
  const wantedNamespace = readString(data, 'namespace')
  const connector = connectors.find(
    (entry) => entry.id === connectorId && (!wantedNamespace || entry.namespace === wantedNamespace),
  )
  const namespace: ChainNamespace | undefined =
    connector?.namespace ?? (isChainNamespace(wantedNamespace) ? wantedNamespace : activeNamespace)
  const t = useTranslate(modalMessages)
  const name = connector?.name ?? readString(data, 'name') ?? t('connecting.yourWallet')
  const imageUrl = getWalletImageUrl(kernel, {
    imageUrl: connector?.imageUrl ?? readString(data, 'imageUrl'),
    imageId: readString(data, 'imageId'),
  })

  const { error, retry } = useConnectAttempt(
    connectorId && namespace ? { namespace, connectorId, timeoutMs: connectTimeoutMs } : undefined,
    () => {
      const { router } = kernel.store.getState()
      if (router.open && router.view === 'ConnectingExternal') closeModal(kernel)
    },
  )

  if (!connectorId || !namespace) {
    return (
      <div className="foyer-view foyer-connecting">
        <p className="foyer-view__notice foyer-view__notice--error" role="alert">
          {t('connecting.unavailable')}
        </p>
      </div>
    )
  }
  return (
    <div className="foyer-view foyer-connecting">
      <div
        className={
          error ? 'foyer-connecting__image foyer-connecting__image--error' : 'foyer-connecting__image'
        }
      >
        <WalletImage name={name} src={imageUrl} size="lg" />
        {error ? null : <Spinner size="lg" className="foyer-connecting__spinner" />}
      </div>
      {error ? (
        <>
          <p className="foyer-connecting__title foyer-connecting__title--error" role="alert">
            {errorText(t, error)}
          </p>
          <p className="foyer-connecting__text">{t('connecting.declined')}</p>
          <Button variant="neutral" onClick={retry}>
            {t('common.tryAgain')}
          </Button>
        </>
      ) : (
        <>
          <p className="foyer-connecting__title" role="status">
            {t('connecting.continueIn', { wallet: name })}
          </p>
          <p className="foyer-connecting__text">{t('connecting.accept')}</p>
        </>
      )}
    </div>
  )
}
