-- Which items' prices changed, and in which transaction (decision 0024). A server keeps the
-- prices it has read, per workspace, under the database snapshot of the statement that read
-- them; its next read asks only for the items whose prices changed in a transaction that
-- snapshot did not see (`txid >= pg_snapshot_xmin(s) and not pg_visible_in_snapshot(txid, s)`),
-- so a receipt, an invoice or a supplier's new price made by any server process, or by plain
-- SQL, shows at the next read of every process, and a process reads 232 prices only once.
--
-- Insert-only: each change adds a row and never updates one, so concurrent receipts of the same
-- item take no lock on this table and never wait for each other here. Rows are pruned a day
-- after they were logged (larder_prune_price_changes, from the housekeeping sweep), while a
-- server discards prices kept for more than ten minutes: a row is gone long after any kept
-- snapshot could still need it, unless a transaction stayed open for a day before committing.
--
-- No foreign key: a workspace being deleted removes its item costs by cascade, and the
-- triggers below log those too; the rows go with the next pruning.
create table price_changes (
  workspace_id uuid not null,
  item_id uuid not null,
  -- The transaction that changed the price, compared with a kept snapshot.
  txid xid8 not null default pg_current_xact_id(),
  logged_at timestamptz not null default clock_timestamp()
);
create index price_changes_since on price_changes (workspace_id, txid);
create index price_changes_age on price_changes (logged_at);

alter table price_changes enable row level security;
alter table price_changes force row level security;
create policy workspace_isolation on price_changes
  using (workspace_id = larder_current_workspace())
  with check (workspace_id = larder_current_workspace());

-- One row per item whose price may have changed: the old item and the new one (a supplier item
-- moved to another item changes both).
create function larder_log_price_change() returns trigger
  language plpgsql
  as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    insert into price_changes (workspace_id, item_id) values (old.workspace_id, old.item_id);
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.item_id is distinct from old.item_id) then
    insert into price_changes (workspace_id, item_id) values (new.workspace_id, new.item_id);
  end if;
  return null;
end
$$;

-- An update is logged only when it changes what a read of prices returns (book-prices.ts):
-- a receipt at the same price moves last_receipt_at alone, a new SKU changes no cost.
create trigger item_costs_price_inserted after insert on item_costs
  for each row execute function larder_log_price_change();
create trigger item_costs_price_updated after update on item_costs
  for each row when (
    (old.item_id, old.last_receipt_cost, old.average_cost)
      is distinct from (new.item_id, new.last_receipt_cost, new.average_cost))
  execute function larder_log_price_change();
create trigger item_costs_price_deleted after delete on item_costs
  for each row execute function larder_log_price_change();

create trigger supplier_items_price_inserted after insert on supplier_items
  for each row execute function larder_log_price_change();
create trigger supplier_items_price_updated after update on supplier_items
  for each row when (
    (old.item_id, old.price, old.unit, old.preferred, old.created_at)
      is distinct from (new.item_id, new.price, new.unit, new.preferred, new.created_at))
  execute function larder_log_price_change();
create trigger supplier_items_price_deleted after delete on supplier_items
  for each row execute function larder_log_price_change();

-- Deletes the rows logged more than a day ago, in every workspace: the housekeeping sweep runs
-- outside any workspace, and a row that old says nothing any server still needs. It runs with
-- the rights of the role that applied the migrations, which normally bypasses row-level
-- security; where Larder connects as an unprivileged role that owns the tables, forced
-- row-level security binds it too and it deletes nothing (reads stay as cheap: they look only
-- at rows from the kept snapshot's xmin on).
create function larder_prune_price_changes() returns integer
  language sql
  security definer
  set search_path = pg_catalog, public
  as $$
  with pruned as (
    delete from public.price_changes where logged_at < now() - interval '1 day' returning 1)
  select count(*)::integer from pruned
$$;
