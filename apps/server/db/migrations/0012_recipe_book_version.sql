-- The recipe book's version (decision 0024). Recipes and the menu are costed on every read; what
-- that costing learns from the book's structure (recipes with their lines and method, items with
-- their units and packs, the menu) changes rarely, so a server keeps it in memory under this version and
-- reads only the costs on each request. The version changes in the same transaction as any
-- change to those tables, whichever server process (or SQL session) makes it, so every process
-- sees the change at its next read. Costs (item_costs, supplier_items) and the workspace's
-- costing basis and target are read afresh on every request and have no version.
create table recipe_book_versions (
  workspace_id uuid primary key references workspaces (id) on delete cascade,
  -- A new random value at every change, never a counter: a version is never given twice, not
  -- after a rolled-back change nor in a copy of the database, so a book kept under one version
  -- can only ever be the book of that version.
  version uuid not null default gen_random_uuid(),
  changed_at timestamptz not null default now()
);

alter table recipe_book_versions enable row level security;
alter table recipe_book_versions force row level security;
create policy workspace_isolation on recipe_book_versions
  using (workspace_id = larder_current_workspace())
  with check (workspace_id = larder_current_workspace());

-- One new version per statement and workspace changed (statement triggers see the rows changed
-- in `changed_rows`), so an import of many items or a recipe saved with all its lines bumps it
-- once. A workspace being deleted (its rows going by cascade) gets no new version.
create function larder_recipe_book_changed() returns trigger
  language plpgsql
  as $$
begin
  insert into recipe_book_versions (workspace_id)
  select distinct c.workspace_id from changed_rows c
   where exists (select 1 from workspaces w where w.id = c.workspace_id)
  on conflict (workspace_id) do update set version = gen_random_uuid(), changed_at = now();
  return null;
end
$$;

-- A statement trigger with a transition table serves one kind of change, hence three each.
do $$
declare
  book_table text;
begin
  foreach book_table in array array[
    'recipes', 'recipe_lines', 'recipe_steps', 'items', 'item_packs', 'menu_sections',
    'menu_items', 'menu_item_lines', 'menu_modifiers', 'menu_modifier_lines'
  ] loop
    execute format(
      'create trigger %I after insert on %I referencing new table as changed_rows
         for each statement execute function larder_recipe_book_changed()',
      book_table || '_book_inserted', book_table);
    execute format(
      'create trigger %I after update on %I referencing new table as changed_rows
         for each statement execute function larder_recipe_book_changed()',
      book_table || '_book_updated', book_table);
    execute format(
      'create trigger %I after delete on %I referencing old table as changed_rows
         for each statement execute function larder_recipe_book_changed()',
      book_table || '_book_deleted', book_table);
  end loop;
end
$$;

-- Every workspace starts with a version, so a book is never kept under none.
insert into recipe_book_versions (workspace_id) select id from workspaces;
