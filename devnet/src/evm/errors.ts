import { BaseError } from '@foyer/core'

export class ContractCompilationError extends BaseError {
  override name = 'ContractCompilationError'
  constructor(errors: string[]) {
    super('The devnet contracts failed to compile.', {
      details: errors.join('\n'),
      metaMessages: ['Fix the Solidity sources in devnet/src/evm/contracts/.'],
    })
  }
}

export class AnvilStartError extends BaseError {
  override name = 'AnvilStartError'
  constructor({
    chainId,
    port,
    cause,
    output,
  }: { chainId: number; port: number; cause?: unknown; output: string }) {
    super(`Anvil for chain ${chainId} did not start on port ${port}.`, {
      cause,
      metaMessages: output ? ['Anvil output:', output.trim()] : ['Is the port already in use?'],
    })
  }
}

export class ContractDeploymentError extends BaseError {
  override name = 'ContractDeploymentError'
  constructor({ chainId, step, cause }: { chainId: number; step: string; cause: unknown }) {
    super(`Deploying the devnet contracts on chain ${chainId} failed at "${step}".`, { cause })
  }
}
