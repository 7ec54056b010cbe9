import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} prosi o połączenie z Twoim portfelem',
  thisApp: 'Ta aplikacja',
  prove: 'Podpisz tę wiadomość, aby potwierdzić, że jesteś właścicielem tego portfela, i kontynuować.',
  cancelDisconnects: 'Anulowanie spowoduje rozłączenie.',
  cancel: 'Anuluj',
  sign: 'Podpisz',
  signing: 'Uwierzytelnianie…',
  declined: 'Odrzucono podpis',
  smartAccountUnsupported: 'Ta aplikacja może nie obsługiwać smart kont',
  initFailed: 'Wystąpił problem podczas uruchamiania uwierzytelniania',
} satisfies Translation<typeof en>
