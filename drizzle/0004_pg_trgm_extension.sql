-- Trigram matching for the catalogue's text search (ILIKE '%…%'). A trusted extension since PostgreSQL 13: a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
