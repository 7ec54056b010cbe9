export type SnackbarVariant = 'success' | 'error' | 'loading'

export type SnackbarState = {
  open: boolean
  message: string
  variant: SnackbarVariant
  svg?: { icon: string; color?: string }
  autoClose: boolean
}
