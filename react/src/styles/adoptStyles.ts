const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>()

/**
 * Whether `document`'s browser can adopt constructed stylesheets (every current browser; not jsdom). Constructed
 * sheets are allowed by a strict `style-src 'self'`, unlike `<style>` elements.
 */
export function supportsAdoptedStyles(document: Document): boolean {
  const CSSStyleSheetClass = document.defaultView?.CSSStyleSheet
  return (
    'adoptedStyleSheets' in document &&
    typeof CSSStyleSheetClass === 'function' &&
    'replaceSync' in CSSStyleSheetClass.prototype
  )
}

/**
 * Adds a constructed stylesheet holding `css` to the sheets `root` adopts, once. One sheet per text and document,
 * shared by every root that adopts it. Returns false (and does nothing) where constructed sheets are unsupported.
 */
export function adoptStyles(root: Document | ShadowRoot, css: string): boolean {
  const document = isDocument(root) ? root : root.ownerDocument
  const CSSStyleSheetClass = document.defaultView?.CSSStyleSheet
  if (!CSSStyleSheetClass || !supportsAdoptedStyles(document)) return false
  let byText = sheets.get(document)
  if (!byText) {
    byText = new Map()
    sheets.set(document, byText)
  }
  let sheet = byText.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheetClass()
    sheet.replaceSync(css)
    byText.set(css, sheet)
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
  return true
}

function isDocument(root: Document | ShadowRoot): root is Document {
  return root.nodeType === 9
}
