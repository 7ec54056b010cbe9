-- Sign-In With X sessions get an unguessable id (what the app's server presents to check a session) and can be
-- revoked.
ALTER TABLE siwx_sessions ADD COLUMN session_id text;
ALTER TABLE siwx_sessions ADD COLUMN revoked_at bigint;
CREATE UNIQUE INDEX siwx_sessions_session_id ON siwx_sessions (session_id);
