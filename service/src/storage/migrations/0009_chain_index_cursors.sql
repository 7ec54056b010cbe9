-- The built-in chain index: how far each chain's walk got, and what it found.
CREATE TABLE chain_index_cursors (
  chain text NOT NULL,
  indexed text NOT NULL,
  start_block bigint NOT NULL,
  -- The last block indexed (start_block - 1 before the first window) and its hash, to notice a replaced chain.
  last_block bigint NOT NULL,
  last_hash text,
  PRIMARY KEY (chain, indexed)
);
CREATE TABLE evm_history_transactions (
  chain_id bigint NOT NULL,
  hash text NOT NULL,
  block_number bigint NOT NULL,
  entry jsonb NOT NULL,
  PRIMARY KEY (chain_id, hash)
);
CREATE TABLE evm_history_addresses (
  chain_id bigint NOT NULL,
  address text NOT NULL,
  hash text NOT NULL,
  PRIMARY KEY (chain_id, address, hash)
);
