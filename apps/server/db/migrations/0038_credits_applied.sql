-- A supplier's credit memo is applied to its invoices as a payment of the method 'credit', naming
-- the credit request: the invoice's balance goes down by it, and what is left of the credit is
-- what it credited less what has been applied (issue 28: credits reduce what is payable).
alter table payments drop constraint payments_method_check;
alter table payments add constraint payments_method_check
  check (method in ('bank_transfer', 'card', 'check', 'cash', 'other', 'credit'));
alter table payments add column credit_request_id uuid;
alter table payments add constraint payments_credit_request
  foreign key (workspace_id, credit_request_id) references credit_requests (workspace_id, id)
  on delete cascade;
alter table payments add constraint payments_credit_named
  check ((method = 'credit') = (credit_request_id is not null));
create index payments_credit_request on payments (workspace_id, credit_request_id)
  where credit_request_id is not null;

-- A credit the three-way match proposed, raised from the invoice that billed more than came.
alter table credit_requests add column invoice_id uuid;
alter table credit_requests add constraint credit_requests_invoice
  foreign key (workspace_id, invoice_id) references invoices (workspace_id, id) on delete set null (invoice_id);
create index credit_requests_invoice on credit_requests (workspace_id, invoice_id)
  where invoice_id is not null;
