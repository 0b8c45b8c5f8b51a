-- A supplier's credit memo read like an invoice (issue 28, item 2): the scan is approved onto the
-- credit request it closes, and the memo's file is kept beside the request, as an invoice's is.
alter table credit_requests add column memo_file_id uuid;
alter table credit_requests add constraint credit_requests_memo_file
  foreign key (workspace_id, memo_file_id) references document_files (workspace_id, id)
  on delete set null (memo_file_id);
alter table document_scans add column credit_request_id uuid;
alter table document_scans add constraint document_scans_credit_request
  foreign key (workspace_id, credit_request_id) references credit_requests (workspace_id, id)
  on delete set null (credit_request_id);
