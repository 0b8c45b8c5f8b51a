-- A request key is bound to the action it was first used for and to the details sent with it.
-- The same key sent again with the same action and details gets the first answer back (a double
-- tap, a retry); with another action or other details it is refused, instead of answering with
-- another action's result or silently recording nothing. Keys written before this migration
-- have neither (empty) and keep the old behaviour until they expire a day later.
alter table request_keys
  add column action text not null default '',
  add column fingerprint text not null default '';
