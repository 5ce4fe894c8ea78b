ALTER TABLE "chat_sessions" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Storing a message also moves its session's version (in the same statement, so no reader can see
-- the message with the old version): another api process's cached read of the session is then known
-- to be older than the database.
CREATE OR REPLACE FUNCTION chat_sessions_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE chat_sessions SET last_active_at = now(), version = version + 1 WHERE id IN (SELECT DISTINCT session_id FROM inserted);
  RETURN NULL;
END;
$$;
