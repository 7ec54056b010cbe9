import { BaseError, type Translate } from '@foyer/react/ui'
