import './demo.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { appKit } from './appKit.js'

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App appKit={appKit} />
    </StrictMode>,
  )
}
