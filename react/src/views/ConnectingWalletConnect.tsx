'use client'
import { closeModal, replaceView, showSnackbar, walletConnectPairingTimeoutMs } from '@foyer/core'
import { useEffect, useState } from 'react'
import { useKernel } from '../context/appKitInstance.js'
import { errorText } from '../i18n/errorText.js'
import { useTranslate } from '../i18n/useTranslate.js'
import { modalMessages } from '../locales/modalMessages.js'
import { Button } from '../ui/Button.js'
import { Icon } from '../ui/Icon.js'
import { List } from '../ui/List.js'
import { ListItem } from '../ui/ListItem.js'
import { QrCode } from '../ui/QrCode.js'
import { Spinner } from '../ui/Spinner.js'
import { WalletImage } from '../ui/WalletImage.js'
import { findWalletDetails, type WalletDetails } from '../wallets/findWalletDetails.js'
import { getWalletImageUrl } from '../wallets/getWalletApi.js'
import type { WalletLinks } from '../wallets/WalletEntry.js'
import { copyText } from './parts/copyText.js'
import { useConnectAttempt } from './parts/useConnectAttempt.js'
import { useKernelSnapshot } from './parts/useKernelSnapshot.js'
import { readString, useRouterData } from './parts/useRouterData.js'
import { useWalletConnectPairing } from './parts/useWalletConnectPairing.js'
import { getWalletConnectLinks } from './parts/walletConnectLinks.js'

/**
 * Pairs a wallet through WalletConnect: the pairing URI's QR code (from router data `uri` and `expiresAt`, which the
 * WalletConnect connector sets and renews before it expires), a copy-link button and the wallet's mobile, desktop
 * and web links carrying the URI. A wallet's refusal shows its error and a retry, and so does a relay that hands over
 * no pairing code within `walletConnectPairingTimeoutMs`. Leaving the view abandons the attempt. Without a
 * WalletConnect connector it says so instead of showing a code that could never pair.
 */
export default function ConnectingWalletConnect() {
  const kernel = useKernel()
  const data = useRouterData()
  const connectors = useKernelSnapshot((state) => state.connectors)
  const activeNamespace = useKernelSnapshot((state) => state.network.activeNamespace)
  const pairing = useWalletConnectPairing()
  const walletId = readString(data, 'walletId')
  const details = useWalletDetails(walletId, data)
  const walletConnect =
    connectors.find((entry) => entry.type === 'WALLET_CONNECT' && entry.namespace === activeNamespace) ??
    connectors.find((entry) => entry.type === 'WALLET_CONNECT')
  const t = useTranslate(modalMessages)
  const name = details?.name ?? 'WalletConnect'
  const imageUrl = details ? getWalletImageUrl(kernel, details) : undefined

  const {
    error,
    retry: retryAttempt,
    cancel,
  } = useConnectAttempt(
    walletConnect ? { namespace: walletConnect.namespace, connectorId: walletConnect.id } : undefined,
    () => {
      const { router } = kernel.store.getState()
      if (router.open && router.view.startsWith('ConnectingWalletConnect')) closeModal(kernel)
    },
  )
  const [stalled, setStalled] = useState(false)
  const waiting = Boolean(walletConnect) && !pairing && !error && !stalled
  useEffect(() => {
    if (!waiting) return
    // The relay never handed over a pairing code (unreachable, or not answering): stop and offer a retry.
    const timer = setTimeout(() => {
      cancel()
      setStalled(true)
    }, walletConnectPairingTimeoutMs)
    return () => clearTimeout(timer)
  }, [waiting, cancel])

  const retry = () => {
    // The old URI can never pair again: drop it so the QR code waits for the new one.
    const { router } = kernel.store.getState()
    const { uri: _uri, expiresAt: _expiresAt, ...rest } = router.history.at(-1)?.data ?? {}
    replaceView(kernel, router.view, rest)
    setStalled(false)
    retryAttempt()
  }

  const uri = pairing?.state === 'fresh' ? pairing.uri : undefined
  const copyLink = async () => {
    if (!uri) return
    const copied = await copyText(uri)
    showSnackbar(
      kernel,
      copied
        ? { message: t('common.linkCopied'), variant: 'success' }
        : { message: t('common.linkCopyFailed'), variant: 'error' },
    )
  }
  const links = getWalletConnectLinks(details?.links ?? {}, uri)
  const linkLabels = {
    mobile: t('walletConnect.openMobile'),
    desktop: t('walletConnect.openDesktop'),
    webapp: t('walletConnect.openWeb'),
  }

  return (
    <div className="foyer-view foyer-walletconnect">
      {!walletConnect && !pairing ? (
        <div className="foyer-walletconnect__missing">
          <WalletImage name={name} src={imageUrl} size="lg" />
          <p className="foyer-connecting__title" role="alert">
            {t('walletConnect.notConfigured')}
          </p>
          <p className="foyer-connecting__text">
            {details
              ? t('walletConnect.noConnectionWallet', { wallet: name })
              : t('walletConnect.noConnection')}
          </p>
        </div>
      ) : error || stalled ? (
        <>
          <WalletImage name={name} src={imageUrl} size="lg" />
          <p className="foyer-connecting__title foyer-connecting__title--error" role="alert">
            {error ? errorText(t, error) : t('walletConnect.unreachable')}
          </p>
          <Button variant="neutral" onClick={retry}>
            {t('common.tryAgain')}
          </Button>
        </>
      ) : uri ? (
        <>
          <div className="foyer-walletconnect__qr">
            <QrCode value={uri} label={t('walletConnect.qrLabel', { wallet: name })} imageSrc={imageUrl} />
          </div>
          <p className="foyer-connecting__text">{t('walletConnect.scan')}</p>
          <Button variant="neutral" icon={<Icon name="copy" size="sm" />} onClick={copyLink}>
            {t('common.copyLink')}
          </Button>
        </>
      ) : pairing?.state === 'expired' ? (
        <>
          <p className="foyer-connecting__title" role="alert">
            {t('walletConnect.expired')}
          </p>
          <Button variant="neutral" onClick={retry}>
            {t('walletConnect.newCode')}
          </Button>
        </>
      ) : (
        <div className="foyer-walletconnect__waiting">
          <Spinner size="lg" label={t('walletConnect.preparing')} />
        </div>
      )}
      {links.length ? (
        <List aria-label={t('walletConnect.open', { wallet: name })} className="foyer-walletconnect__links">
          {links.map((link) => (
            <ListItem
              key={link.kind}
              label={linkLabels[link.kind]}
              image={
                <Icon
                  name={link.kind === 'mobile' ? 'mobile' : link.kind === 'desktop' ? 'desktop' : 'external'}
                />
              }
              end={<Icon name="external" size="sm" />}
              href={link.href}
            />
          ))}
        </List>
      ) : null}
    </div>
  )
}

/** The wallet's name, image and links: from router data when the list pushed them, else looked up by id. */
function useWalletDetails(
  walletId: string | undefined,
  data: Readonly<Record<string, unknown>>,
): WalletDetails | undefined {
  const kernel = useKernel()
  const fromData = readString(data, 'name')
  const [found, setFound] = useState<WalletDetails | undefined>(undefined)
  const pushedLinks = data.links
  const inline: WalletDetails | undefined = fromData
    ? {
        name: fromData,
        ...(readString(data, 'imageUrl') ? { imageUrl: readString(data, 'imageUrl') as string } : {}),
        ...(readString(data, 'imageId') ? { imageId: readString(data, 'imageId') as string } : {}),
        links: isLinks(pushedLinks) ? pushedLinks : {},
      }
    : undefined
  useEffect(() => {
    if (fromData || !walletId) return
    let live = true
    findWalletDetails(kernel, walletId).then(
      (details) => live && setFound(details),
      () => {},
    )
    return () => {
      live = false
    }
  }, [kernel, walletId, fromData])
  return inline ?? found
}

function isLinks(value: unknown): value is WalletLinks {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((link) => typeof link === 'string')
  )
}
