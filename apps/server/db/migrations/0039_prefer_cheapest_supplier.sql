-- Suggested orders may take each item from its cheapest supplier per base unit instead of its
-- preferred one, saying what that saves (issue 28, item 4). Off by default: a kitchen's
-- preferred supplier is often chosen for more than price.
alter table workspaces add column prefer_cheapest_supplier boolean not null default false;
