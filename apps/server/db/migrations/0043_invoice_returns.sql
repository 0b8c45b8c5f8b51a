-- A return credited on an invoice ("CR … -1 CS"): its line's quantity is below zero. The lines of
-- an invoice still come to zero or more (checked where the invoice is entered).
alter table invoice_lines drop constraint invoice_lines_quantity_check;
