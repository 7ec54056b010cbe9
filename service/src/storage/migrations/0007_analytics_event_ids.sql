-- Each analytics event is stored once per project: a resent event id is a duplicate, not a new event.
ALTER TABLE analytics_events ADD COLUMN event_id text;
UPDATE analytics_events SET event_id = event->>'eventId';
DELETE FROM analytics_events later USING analytics_events earlier
  WHERE later.project_id = earlier.project_id AND later.event_id = earlier.event_id AND later.id > earlier.id;
ALTER TABLE analytics_events ALTER COLUMN event_id SET NOT NULL;
CREATE UNIQUE INDEX analytics_events_event_id ON analytics_events (project_id, event_id);
