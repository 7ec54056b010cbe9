'use client'
import { goBack } from '@foyer/core'
import { useKernel } from '../context/appKitInstance.js'
import { NetworkList } from './parts/NetworkList.js'

/** Every configured network, grouped by namespace; choosing one switches to it and goes back. */
export default function Networks() {
  const kernel = useKernel()
  return (
    <div className="foyer-view foyer-networks">
      <NetworkList onSwitched={() => goBack(kernel)} />
    </div>
  )
}
