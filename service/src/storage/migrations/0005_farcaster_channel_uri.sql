-- Sign In With Farcaster: the URI (the project's app origin) a channel's message must carry besides its domain.
ALTER TABLE auth_farcaster_channels ADD COLUMN uri text;
