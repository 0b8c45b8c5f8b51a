-- Vendor credits (issue 28): what a supplier owes the restaurant back for a delivery that came
-- short, damaged or refused, or at a price above the one agreed on the order. A delivery raises
-- one credit request (CR-2026-001) with a line per reason, valued at the order's agreed price
-- and tax rate; it is sent to the supplier as a PDF, and closed when the supplier's credit memo
-- comes (its number, date and the amount it credits) or cancelled with a reason.

alter table document_counters drop constraint document_counters_kind_check;
alter table document_counters add constraint document_counters_kind_check
  check (kind in ('PO', 'INV', 'CR'));

create table credit_requests (
  workspace_id uuid not null,
  id uuid not null default gen_random_uuid(),
  number text not null check (length(number) between 1 and 60),
  supplier_id uuid not null,
  location_id uuid not null,
  order_id uuid,
  -- The delivery it came from: one request per delivery.
  receipt_id uuid,
  status text not null default 'open' check (status in ('open', 'sent', 'credited', 'cancelled')),
  raised_at timestamptz not null default now(),
  raised_by uuid references users (id) on delete set null,
  sent_at timestamptz,
  sent_to text check (length(sent_to) <= 254),
  -- The supplier's credit memo: its own number, its date, and what it credits incl. tax.
  memo_number text check (length(memo_number) between 1 and 60),
  memo_date date,
  credited_amount numeric(14,2) check (credited_amount >= 0),
  credited_at timestamptz,
  credited_by uuid references users (id) on delete set null,
  cancelled_at timestamptz,
  cancel_reason text not null default '' check (length(cancel_reason) <= 500),
  primary key (workspace_id, id),
  unique (workspace_id, number),
  unique (workspace_id, receipt_id),
  check ((status = 'credited') = (credited_amount is not null and memo_date is not null)),
  foreign key (workspace_id, supplier_id) references suppliers (workspace_id, id) on delete cascade,
  foreign key (workspace_id, location_id) references locations (workspace_id, id) on delete cascade,
  foreign key (workspace_id, order_id) references purchase_orders (workspace_id, id) on delete cascade,
  foreign key (workspace_id, receipt_id) references receipts (workspace_id, id) on delete cascade
);
create index credit_requests_supplier on credit_requests (workspace_id, supplier_id, raised_at desc);
create index credit_requests_order on credit_requests (workspace_id, order_id);
create index credit_requests_outstanding on credit_requests (workspace_id, raised_at)
  where status in ('open', 'sent');

create table credit_request_lines (
  workspace_id uuid not null,
  id uuid not null default gen_random_uuid(),
  credit_request_id uuid not null,
  position integer not null default 0,
  receipt_line_id uuid,
  order_line_id uuid,
  item_id uuid,
  description text not null check (length(description) between 1 and 200),
  -- short: never came; damaged: came unusable; refused: sent back whole; price: charged above
  -- the agreed price (quantity is what came, unit_price the difference per unit).
  reason text not null check (reason in ('short', 'damaged', 'refused', 'price')),
  unit text not null,
  quantity numeric(20,6) not null check (quantity > 0),
  unit_price numeric(14,4) not null check (unit_price > 0),
  tax_rate numeric(9,6) not null default 0 check (tax_rate between 0 and 100),
  photo_id uuid,
  note text not null default '' check (length(note) <= 500),
  primary key (workspace_id, id),
  foreign key (workspace_id, credit_request_id) references credit_requests (workspace_id, id) on delete cascade,
  foreign key (workspace_id, receipt_line_id) references receipt_lines (workspace_id, id) on delete cascade,
  foreign key (workspace_id, order_line_id) references purchase_order_lines (workspace_id, id) on delete cascade,
  foreign key (workspace_id, item_id) references items (workspace_id, id) on delete cascade,
  foreign key (workspace_id, photo_id) references uploads (workspace_id, id) on delete set null (photo_id)
);
create index credit_request_lines_request on credit_request_lines (workspace_id, credit_request_id, position);

do $$
declare
  tenant_table text;
begin
  foreach tenant_table in array array['credit_requests', 'credit_request_lines'] loop
    execute format('alter table %I enable row level security', tenant_table);
    execute format('alter table %I force row level security', tenant_table);
    execute format(
      'create policy workspace_isolation on %I
         using (workspace_id = larder_current_workspace())
         with check (workspace_id = larder_current_workspace())',
      tenant_table
    );
  end loop;
end
$$;
