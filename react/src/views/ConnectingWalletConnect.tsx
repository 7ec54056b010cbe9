'use client'
import type { BaseError } from '@foyer/core'
import { closeModal, connect, showSnackbar } from '@foyer/core'
import { useEffect, useRef, useState } from 'react'
import { useKernel } from '../context/appKitInstance.js'
import { Button } from '../ui/Button.js'
import { Icon } from '../ui/Icon.js'
import { List } from '../ui/List.js'
import { ListItem } from '../ui/ListItem.js'
import { QrCode } from '../ui/QrCode.js'
import { Spinner } from '../ui/Spinner.js'
import { WalletImage } from '../ui/WalletImage.js'
import { findWalletDetails, type WalletDetails } from '../wallets/findWalletDetails.js'
import { formatWalletLink } from '../wallets/formatWalletLink.js'
import { getWalletImageUrl } from '../wallets/getWalletApi.js'
import type { WalletLinks } from '../wallets/WalletEntry.js'
import { copyText } from './parts/copyText.js'
import { toBaseError } from './parts/reportError.js'
import { useKernelSnapshot } from './parts/useKernelSnapshot.js'
import { readString, useRouterData } from './parts/useRouterData.js'

const linkLabels: Record<Exclude<keyof WalletLinks, 'homepage'>, string> = {
  mobile: 'Open mobile app',
  desktop: 'Open desktop app',
  webapp: 'Open web app',
}

/**
 * Pairs a wallet through WalletConnect: the pairing URI's QR code (from router data `uri`, which the WalletConnect
 * connector sets once it has one), a copy-link button and the wallet's mobile, desktop and web links. Without a
 * WalletConnect connector it says so instead of showing a code that could never pair.
 */
export default function ConnectingWalletConnect() {
  const kernel = useKernel()
  const data = useRouterData()
  const connectors = useKernelSnapshot((state) => state.connectors)
  const activeNamespace = useKernelSnapshot((state) => state.network.activeNamespace)
  const uri = readString(data, 'uri')
  const walletId = readString(data, 'walletId')
  const details = useWalletDetails(walletId, data)
  const walletConnect =
    connectors.find((entry) => entry.type === 'WALLET_CONNECT' && entry.namespace === activeNamespace) ??
    connectors.find((entry) => entry.type === 'WALLET_CONNECT')
  const name = details?.name ?? 'WalletConnect'
  const imageUrl = details ? getWalletImageUrl(kernel, details) : undefined

  const [attempt, setAttempt] = useState(0)
  const [error, setError] = useState<BaseError | undefined>(undefined)
  const started = useRef(-1)
  useEffect(() => {
    if (!walletConnect || started.current === attempt) return
    started.current = attempt
    setError(undefined)
    connect(kernel, { namespace: walletConnect.namespace, connectorId: walletConnect.id }).then(
      () => {
        const { router } = kernel.store.getState()
        if (router.open && router.view.startsWith('ConnectingWalletConnect')) closeModal(kernel)
      },
      (cause: unknown) => setError(toBaseError(cause)),
    )
  }, [kernel, walletConnect, attempt])

  const copyLink = async () => {
    if (!uri) return
    const copied = await copyText(uri)
    showSnackbar(
      kernel,
      copied
        ? { message: 'Link copied', variant: 'success' }
        : { message: 'Failed to copy link', variant: 'error' },
    )
  }

  const links = (Object.keys(linkLabels) as (keyof typeof linkLabels)[])
    .map((key) => ({ key, href: formatWalletLink(details?.links[key], uri) }))
    .filter((link): link is { key: keyof typeof linkLabels; href: string } => link.href !== undefined)

  return (
    <div className="foyer-view foyer-walletconnect">
      {!walletConnect && !uri ? (
        <div className="foyer-walletconnect__missing">
          <WalletImage name={name} src={imageUrl} size="lg" />
          <p className="foyer-connecting__title" role="alert">
            WalletConnect is not configured
          </p>
          <p className="foyer-connecting__text">
            This app has no WalletConnect connection, so {details ? name : 'mobile wallets'} can't pair by QR
            code here.
          </p>
        </div>
      ) : uri ? (
        <>
          <div className="foyer-walletconnect__qr">
            <QrCode value={uri} label={`QR code to connect ${name}`} imageSrc={imageUrl} />
          </div>
          <p className="foyer-connecting__text">Scan this QR code with your phone</p>
          <Button variant="neutral" icon={<Icon name="copy" size="sm" />} onClick={copyLink}>
            Copy link
          </Button>
        </>
      ) : error ? (
        <>
          <p className="foyer-connecting__title foyer-connecting__title--error" role="alert">
            {error.shortMessage}
          </p>
          <Button variant="neutral" onClick={() => setAttempt((value) => value + 1)}>
            Try again
          </Button>
        </>
      ) : (
        <div className="foyer-walletconnect__waiting">
          <Spinner size="lg" label="Preparing the pairing code" />
        </div>
      )}
      {links.length ? (
        <List aria-label={`Open ${name}`} className="foyer-walletconnect__links">
          {links.map((link) => (
            <ListItem
              key={link.key}
              label={linkLabels[link.key]}
              image={
                <Icon
                  name={link.key === 'mobile' ? 'mobile' : link.key === 'desktop' ? 'desktop' : 'external'}
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
