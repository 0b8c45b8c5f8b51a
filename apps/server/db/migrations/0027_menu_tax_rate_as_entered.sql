-- A plate's tax rate is kept as typed: 8.875% (New York City's sales tax) was cut to 8.88 by
-- numeric(5,2), so the menu said "8.88% added" and the net price was off by a hundredth of a
-- percent. Six places, as purchase orders and invoices keep theirs (issue 26). Widening only:
-- every value the old column held fits the new one unchanged.
alter table menu_items alter column tax_rate type numeric(9,6);
