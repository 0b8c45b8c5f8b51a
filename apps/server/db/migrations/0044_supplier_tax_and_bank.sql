-- A supplier's tax number (VAT, TVA, USt-IdNr., EIN) and the bank account it is paid into (an
-- IBAN or an account number): both printed on its invoices, so the invoice reader knows the
-- supplier by them when its name is misread or is a trading name.
alter table suppliers add column tax_number text not null default '';
alter table suppliers add column bank_account text not null default '';
