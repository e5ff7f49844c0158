-- Hand-written: extensions the schema relies on. PGlite registers the same two when it opens
-- (src/server/db/pglite-host.mjs), so this runs identically on both engines.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary by name); this wrapper pins the dictionary so
-- it can back expression indexes for accent-insensitive search ('societe' finds 'Société').
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
