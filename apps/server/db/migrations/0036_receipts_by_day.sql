-- Spend reads the deliveries of a period that no invoice bills yet (Purchases by Supplier, the
-- locations compared): by workspace and the moment they came.
create index receipts_received on receipts (workspace_id, received_at);
