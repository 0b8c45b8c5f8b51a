-- An order's lines read what came of each of them, at the price charged (issue 28): their
-- deliveries' lines are found by the order line they belong to, for every order on a page of
-- the list, without reading the workspace's other deliveries.
create index receipt_lines_order_line on receipt_lines (workspace_id, order_line_id);
