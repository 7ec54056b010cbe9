-- On-ramp orders on networks other than EVM chains (Solana): their CAIP-2 network; EVM orders keep chain_id only.
ALTER TABLE onramp_orders ADD COLUMN network text;
