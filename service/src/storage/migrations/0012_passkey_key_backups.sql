-- The embedded wallet's backup may be sealed on the user's device (passkey PRF, recovery code) instead of under the
-- operator's key-encryption key: `protection` says which, and a 'passkey' row's `sealed` is the device's envelopes.
ALTER TABLE auth_key_backups ADD COLUMN protection text NOT NULL DEFAULT 'operator';
