'use client'
import { BaseError } from '@foyer/core'
import { Component, type ReactNode } from 'react'
import { Button } from '../ui/Button.js'
import { Icon } from '../ui/Icon.js'

export type ViewErrorBoundaryProps = {
  children: ReactNode
  /** Called by the Retry button before the boundary renders its children again. */
  onRetry(): void
  /** The texts in the active locale; `error` says what went wrong (`errorText`). */
  texts: { generic: string; retry: string; error(error: unknown): string }
}

type State = { error: unknown }

/** Shows a view's load or render error (its short message) with a Retry button instead of breaking the modal. */
export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, State> {
  override state: State = { error: undefined }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') }
  }

  retry = () => {
    this.props.onRetry()
    this.setState({ error: undefined })
  }

  override render() {
    if (this.state.error === undefined) return this.props.children
    const { error } = this.state
    const message = error instanceof BaseError ? this.props.texts.error(error) : this.props.texts.generic
    return (
      <div className="foyer-view-error" role="alert">
        <Icon name="warning" size="lg" />
        <p className="foyer-view-error__message">{message}</p>
        <Button variant="neutral" icon={<Icon name="refresh" size="sm" />} onClick={this.retry}>
          {this.props.texts.retry}
        </Button>
      </div>
    )
  }
}
