// A host may still import the stylesheet (for buttons given a className, or the disableAppend modal): no harm done.
import '@foyer/react/styles.css'
import './demo.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { MultichainApp } from './multichainApp.js'
import { multichainAppKit } from './multichainAppKit.js'

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <MultichainApp appKit={multichainAppKit} />
    </StrictMode>,
  )
}
