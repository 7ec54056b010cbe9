import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  'title.Receive': 'प्राप्त करें',
  notConnected: 'फ़ंड प्राप्त करने के लिए वॉलेट कनेक्ट करें।',
  qrLabel: 'आपके पते का QR कोड',
  copy: 'पता कॉपी करें',
  copied: 'पता कॉपी हो गया',
  copyFailed: 'पता कॉपी नहीं हो सका',
  networksHint: 'इस पते पर केवल इन नेटवर्क के एसेट भेजें:',
  networks: 'समर्थित नेटवर्क',
} satisfies Translation<typeof en>
