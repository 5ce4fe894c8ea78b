-- A session's last activity moves with every message stored in it, in the same statement, so
-- storing a message is one INSERT instead of a transaction of INSERT and UPDATE.
CREATE FUNCTION chat_sessions_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE chat_sessions SET last_active_at = now() WHERE id IN (SELECT DISTINCT session_id FROM inserted);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER chat_messages_touch_session
  AFTER INSERT ON chat_messages
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION chat_sessions_touch();
