/**
 * The fallback where constructed stylesheets are unsupported (see `adoptStyles`). Gives a shadow root the page's styles, so `@foyer/react/styles.css` (imported by the host) reaches buttons rendered
 * inside it: stylesheet links are cloned (same URL, served from cache, allowed by `style-src 'self'`), and the rules
 * of `<style>` elements (a bundler's dev mode) are copied into constructed stylesheets where supported.
 */
export function adoptDocumentStyles(shadow: ShadowRoot): void {
  const document = shadow.ownerDocument
  for (const link of document.querySelectorAll('link[rel~="stylesheet"]')) shadow.append(link.cloneNode())
  if (!('adoptedStyleSheets' in shadow) || typeof CSSStyleSheet === 'undefined') return
  const sheets: CSSStyleSheet[] = []
  for (const style of document.querySelectorAll('style')) {
    if (!style.sheet) continue
    try {
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(Array.from(style.sheet.cssRules, (rule) => rule.cssText).join('\n'))
      sheets.push(sheet)
    } catch {
      // A sheet we cannot read or rebuild is skipped; the button still works, unstyled by it.
    }
  }
  shadow.adoptedStyleSheets = sheets
}
