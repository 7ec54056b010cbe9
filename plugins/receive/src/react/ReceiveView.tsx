'use client'
import {
  Button,
  Icon,
  List,
  ListItem,
  NetworkImage,
  QrCode,
  usePluginContext,
  usePluginRead,
  useTranslate,
} from '@foyer/react/ui'
import type { ReceivePlugin } from '../receive.js'
import { receiveMessages } from './receiveMessages.js'

/** The connected address as a QR code and text to copy, with the networks (of the active namespace) it receives on. */
export default function ReceiveView() {
  const context = usePluginContext<ReceivePlugin>('receive')
  const account = usePluginRead((plugin) => plugin.getAccount())
  const network = usePluginRead((plugin) => plugin.getNetwork())
  const networks = network.networks.filter((entry) => entry.chainNamespace === network.activeNamespace)
  const t = useTranslate(receiveMessages)

  if (!account.isConnected || !account.address) {
    return (
      <div className="foyer-view foyer-receive">
        <p className="foyer-view__notice">{t('notConnected')}</p>
      </div>
    )
  }
  const address = account.address
  const copy = async () => {
    const copied = await copyText(address)
    context.showSnackbar(
      copied ? { message: t('copied'), variant: 'success' } : { message: t('copyFailed'), variant: 'error' },
    )
  }

  return (
    <div className="foyer-view foyer-receive">
      <div className="foyer-receive__qr">
        <QrCode value={address} label={t('qrLabel')} />
      </div>
      <p className="foyer-receive__address" dir="ltr">
        {address}
      </p>
      <Button variant="neutral" icon={<Icon name="copy" size="sm" />} onClick={copy}>
        {t('copy')}
      </Button>
      <p className="foyer-receive__hint">{t('networksHint')}</p>
      <List aria-label={t('networks')} className="foyer-receive__networks">
        {networks.map((entry) => (
          <ListItem
            key={entry.caipNetworkId}
            label={entry.name}
            description={entry.nativeCurrency.symbol}
            image={<NetworkImage network={entry} size="sm" decorative />}
          />
        ))}
      </List>
    </div>
  )
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard) return false
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}
