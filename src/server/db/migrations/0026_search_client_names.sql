-- The global search's clients by name (issue 27): those whose folded name holds a word close to
-- the typed text (word_similarity, `<%`) or is close to it as a whole (similarity, `%`), each test
-- read through clients_name_folded_trgm_idx. The planner prices a trigram test like a plain
-- comparison: for a common word (« societe », a tenth of the names) it then scanned the whole
-- table and computed word_similarity on every name, 31 ms at 10,000 clients against 5 ms for the
-- index read. A function's SET holds the index for its own statement only, which the planner
-- cannot be told otherwise; `query` is already folded (f_unaccent(lower(…))) by the caller.
CREATE FUNCTION clients_named_like(query text) RETURNS SETOF uuid
  LANGUAGE sql STABLE PARALLEL SAFE
  SET enable_seqscan = off
AS $$
  SELECT id FROM clients WHERE query <% name_folded
  UNION
  SELECT id FROM clients WHERE query % name_folded
$$;
