import type { Translation } from '@foyer/react/ui'
import type en from './en.js'

export default {
  needsToConnect: '{app} cüzdanınıza bağlanmak istiyor',
  thisApp: 'Bu uygulama',
  prove: 'Bu cüzdanın size ait olduğunu kanıtlamak ve devam etmek için bu mesajı imzalayın.',
  cancelDisconnects: 'İptal ederseniz bağlantınız kesilir.',
  cancel: 'İptal',
  sign: 'İmzala',
  signing: 'Kimlik doğrulanıyor…',
  declined: 'İmza reddedildi',
  smartAccountUnsupported: 'Bu uygulama Akıllı Hesapları desteklemiyor olabilir',
  initFailed: 'Kimlik doğrulama başlatılırken bir sorun oluştu',
} satisfies Translation<typeof en>
