-- When the server's backups are next due, kept in the database so that every Larder server on
-- it shares one schedule (issue 27): the one that moves next_at on writes the automatic backup,
-- and "Back up now" is once in five minutes whichever server is asked. One row, no workspace.
create table backup_schedule (
  id boolean primary key default true check (id),
  next_automatic_at timestamptz,
  manual_allowed_at timestamptz not null default 'epoch'
);
insert into backup_schedule (id) values (true);
