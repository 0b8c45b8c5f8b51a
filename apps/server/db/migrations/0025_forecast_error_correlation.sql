-- How alike the errors of a forecast's days are (0 independent … 0.75; decision 0030, "Safety
-- stock for the order's total"): a suggested order's safety stock covers the total over the days
-- it must last, which spreads wider than the daily spread × √days when a level that is off stays
-- off. Widening only: forecasts stored before it count their days as independent, as they were
-- sized, until the next forecast run rewrites them. The table's row-level security covers the
-- new column as it does the others.
alter table item_forecasts
  add column error_correlation numeric(6,4) not null default 0
    check (error_correlation >= 0 and error_correlation <= 1);
