-- Hand-written: a deleted client's compliance file is kept five years (CMF L561-12, schema/compliance.ts).
-- Whatever deletes clients (the sheet, the bulk action, a future path), the statement's deleted rows
-- mark the file ended with the name the client had, in the same transaction; a client inserted again
-- with the same id (the deletion's undo) takes its file back. Only clients with a file get a row:
-- one with nothing recorded leaves nothing to keep. A restore of a backup runs without these
-- triggers (backup/restore.ts) and brings client_kyc back as it was.
CREATE FUNCTION compliance_files_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_kyc (client_id, client_name, ended_at)
  SELECT d.id, d.raison_sociale, now() FROM deleted_clients d
  WHERE EXISTS (SELECT 1 FROM client_kyc k WHERE k.client_id = d.id)
     OR EXISTS (SELECT 1 FROM engagement_letters e WHERE e.client_id = d.id)
     OR EXISTS (SELECT 1 FROM beneficial_owners b WHERE b.client_id = d.id)
     OR EXISTS (SELECT 1 FROM client_documents x WHERE x.client_id = d.id)
  ON CONFLICT (client_id) DO UPDATE SET client_name = EXCLUDED.client_name, ended_at = EXCLUDED.ended_at;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION compliance_files_resumed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE client_kyc k SET client_name = NULL, ended_at = NULL
  FROM inserted_clients i WHERE k.client_id = i.id AND k.ended_at IS NOT NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER clients_compliance_ended AFTER DELETE ON clients
  REFERENCING OLD TABLE AS deleted_clients FOR EACH STATEMENT EXECUTE FUNCTION compliance_files_ended();--> statement-breakpoint
CREATE TRIGGER clients_compliance_resumed AFTER INSERT ON clients
  REFERENCING NEW TABLE AS inserted_clients FOR EACH STATEMENT EXECUTE FUNCTION compliance_files_resumed();
