-- An uploaded sales file kept in pieces of at most 256 KB instead of one value. The embedded
-- database runs each statement on the server's only thread: writing a 14 MB export as one value
-- held every other request for 0.4 to 0.7 s (bench:sales-import), while a piece takes a few
-- milliseconds and requests get turns in between. The pieces go when the import is done,
-- failed or cancelled, and with the import.
create table sales_import_pieces (
  workspace_id uuid not null,
  import_id uuid not null,
  n integer not null check (n >= 0),
  piece bytea not null,
  primary key (workspace_id, import_id, n),
  foreign key (workspace_id, import_id) references sales_imports (workspace_id, id) on delete cascade
);

insert into sales_import_pieces (workspace_id, import_id, n, piece)
select workspace_id, id, 0, file from sales_imports where file is not null;

alter table sales_imports drop column file;

alter table sales_import_pieces enable row level security;
alter table sales_import_pieces force row level security;
create policy workspace_isolation on sales_import_pieces
  using (workspace_id = larder_current_workspace())
  with check (workspace_id = larder_current_workspace());
