'use client'
import { closeModal, disconnect, showSnackbar } from '@foyer/core'
import { useState } from 'react'
import { useKernel } from '../context/appKitInstance.js'
import { errorText } from '../i18n/errorText.js'
import { useTranslate } from '../i18n/useTranslate.js'
import { modalMessages } from '../locales/modalMessages.js'
import { Button } from '../ui/Button.js'
import { Icon } from '../ui/Icon.js'
import { NetworkList } from './parts/NetworkList.js'
import { useKernelSnapshot } from './parts/useKernelSnapshot.js'

/** The wallet sits on a network the app does not support: switch to a supported one, or disconnect. */
export default function UnsupportedChain() {
  const kernel = useKernel()
  const unsupported = useKernelSnapshot((state) => state.network.unsupported)
  const [leaving, setLeaving] = useState(false)
  const t = useTranslate(modalMessages)
  const leave = async () => {
    setLeaving(true)
    try {
      await disconnect(kernel)
      closeModal(kernel)
    } catch (error) {
      showSnackbar(kernel, { message: errorText(t, error), variant: 'error' })
    } finally {
      setLeaving(false)
    }
  }
  return (
    <div className="foyer-view foyer-unsupported">
      <p className="foyer-unsupported__text">{t('unsupported.text')}</p>
      <NetworkList
        {...(unsupported.length ? { namespaces: unsupported } : {})}
        onSwitched={() => closeModal(kernel)}
      />
      <Button
        variant="neutral"
        fullWidth
        icon={<Icon name="disconnect" size="sm" />}
        loading={leaving}
        onClick={leave}
      >
        {t('common.disconnect')}
      </Button>
    </div>
  )
}
