// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApprovalMessage, ApprovalPort } from './approvalMessages.js'
import { startApprovalPage } from './startApprovalPage.js'

const approvalId = 'c'.repeat(32)
const account = '0x1111111111111111111111111111111111111111'
const display = {
  title: 'توقيع رسالة',
  sections: [
    {
      heading: 'الطلب',
      rows: [
        { label: 'الطريقة', value: 'personal_sign' },
        { label: 'الحساب', value: account },
      ],
    },
  ],
  raw: '{"method":"personal_sign"}',
}

/** The signing frame's end of the channel, as the page sees it. */
function fakePort() {
  const target = new EventTarget()
  const sent: ApprovalMessage[] = []
  const port: ApprovalPort = {
    postMessage: (message) => void sent.push(message),
    addEventListener: (type, listener) => target.addEventListener(type, listener as EventListener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener as EventListener),
  }
  const frameSays = (message: ApprovalMessage) =>
    target.dispatchEvent(new MessageEvent('message', { data: message }))
  return { port, sent, frameSays }
}

const until = (check: () => boolean) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: 2_000, interval: 5 })
const text = (selector: string) => document.querySelector(selector)?.textContent

let stop = () => {}
afterEach(() => {
  stop()
  document.documentElement.removeAttribute('dir')
  document.documentElement.lang = ''
})

describe('startApprovalPage', () => {
  it("shows its texts in the request's locale, right to left for Arabic, addresses and the raw request left to right", async () => {
    const { port, sent, frameSays } = fakePort()
    stop = startApprovalPage(window, approvalId, port)
    // Before the request arrives: the browser's language (jsdom's is English).
    await until(() => text('button.approval__approve') === 'Approve')
    expect(text('h1')).toBe('Approve request')
    expect(text('[role="status"]')).toBe('Loading the request…')
    expect(sent).toEqual([{ type: 'hello', approvalId }])
    frameSays({ type: 'show', approvalId, display, locale: 'ar' })
    await until(() => document.documentElement.dir === 'rtl')
    expect(document.documentElement.lang).toBe('ar')
    expect(text('h1')).toBe('توقيع رسالة')
    expect(text('[role="status"]')).toBe('راجِع الطلب، ثم وافق عليه أو ارفضه.')
    expect(text('button.approval__approve')).toBe('موافقة')
    expect(text('button.approval__reject')).toBe('رفض')
    expect(text('summary')).toBe('التفاصيل')
    expect(document.querySelector('pre')?.getAttribute('aria-label')).toBe('الطلب الخام')
    expect(document.querySelector('pre')?.dir).toBe('ltr')
    const values = [...document.querySelectorAll('dd')]
    expect(values.map((value) => [value.textContent, value.dir])).toEqual([
      ['personal_sign', 'auto'],
      [account, 'auto'],
    ])
    // The decision and the frame's answer read in Arabic too.
    await until(() => !(document.querySelector('button.approval__reject') as HTMLButtonElement).disabled)
    ;(document.querySelector('button.approval__reject') as HTMLButtonElement).click()
    expect(text('[role="status"]')).toBe('تم الرفض.')
    expect(sent.at(-1)).toEqual({ type: 'decide', approvalId, approved: false })
    frameSays({ type: 'done', approvalId, ok: false })
    expect(text('[role="status"]')).toBe('تعذّر تنفيذ الطلب.')
  })

  it('Japanese reads left to right, with its own texts', async () => {
    const { port, frameSays } = fakePort()
    stop = startApprovalPage(window, approvalId, port)
    frameSays({ type: 'show', approvalId, display: { ...display, title: 'メッセージに署名' }, locale: 'ja' })
    await until(() => document.documentElement.lang === 'ja')
    expect(document.documentElement.dir).toBe('ltr')
    expect(text('button.approval__approve')).toBe('承認')
    expect(text('[role="status"]')).toBe('リクエストの内容を確認してから、承認または拒否してください。')
  })
})
