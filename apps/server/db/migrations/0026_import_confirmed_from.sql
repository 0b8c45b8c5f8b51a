-- An import is written by a background job, in the name of the person who confirmed it; the
-- audit log's entries for it (the import as one act, and each change it makes) say where that
-- person confirmed it from, as every other entry does. Widening only: imports confirmed before
-- keep an empty address, as their entries already have.
alter table import_jobs
  add column confirmed_ip text not null default '',
  add column confirmed_user_agent text not null default '';

alter table sales_imports
  add column confirmed_ip text not null default '',
  add column confirmed_user_agent text not null default '';
