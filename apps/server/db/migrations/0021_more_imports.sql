-- Imports beyond items (decision 0014): suppliers, supplier items and prices, par levels and
-- opening invoices go through the same jobs as items. Widening only: every import so far was
-- of items, which stays the default.
alter table import_jobs add column kind text not null default 'items'
  check (kind in ('items', 'suppliers', 'supplier_items', 'par_levels', 'opening_invoices'));
