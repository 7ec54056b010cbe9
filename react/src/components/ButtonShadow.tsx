'use client'
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { adoptStyles, supportsAdoptedStyles } from '../styles/adoptStyles.js'
import { buttonStyles, tokenStyles } from '../styles/buttonStyles.generated.js'

/** True inside a button's shadow root (or an `appkit-*` element's): buttons nested there render as they are. */
export const InsideButtonShadow = createContext(false)

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * Moves a button into an open shadow root that adopts the buttons' stylesheet, so the page needs no stylesheet import
 * and its CSS (`button { display: block }`) does not reach the button. The server and the first client render put the
 * button in the page (hydration matches); the move happens before the first paint. A button given a `className` is
 * styled by the host and stays in the page, as it does where constructed stylesheets are unsupported.
 */
export function ButtonShadow({ children, isolate }: { children: ReactNode; isolate: boolean }) {
  const inside = useContext(InsideButtonShadow)
  if (inside || !isolate) return children
  return <ShadowHost>{children}</ShadowHost>
}

function ShadowHost({ children }: { children: ReactNode }) {
  const host = useRef<HTMLSpanElement>(null)
  const [shadow, setShadow] = useState<ShadowRoot | null>(null)
  useIsomorphicLayoutEffect(() => {
    const element = host.current
    if (!element || !supportsAdoptedStyles(element.ownerDocument)) return
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
    adoptStyles(root, buttonStyles)
    adoptStyles(element.ownerDocument, tokenStyles)
    setShadow(root)
  }, [])
  return (
    <span ref={host} className="foyer-button-host">
      <InsideButtonShadow.Provider value={true}>
        {shadow ? createPortal(children, shadow) : children}
      </InsideButtonShadow.Provider>
    </span>
  )
}
