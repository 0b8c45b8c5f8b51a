import { POS_FORMAT_LABELS, type SalesImport } from "@larder/contracts";
import type { ReactNode } from "react";
import { Notice } from "@/components/ui/notice";
import { formatUsd } from "@/lib/format";
import { daysCovered, firstProblems, lines } from "@/features/sales/review";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl bg-brand-50/60 px-3 py-2">
      <dt className="text-xs font-semibold text-brand-950/65">{label}</dt>
      <dd className="font-semibold tabular-nums text-brand-950">{children}</dd>
    </div>
  );
}

/**
 * What was read from a sales file, before it is posted: the POS, the days, how many lines are
 * new and how many an earlier file already brought (skipped), net sales, what was left out, and
 * the rows that could not be read.
 */
export function ReviewFacts({ job, showMoney }: { job: SalesImport; showMoney: boolean }) {
  // A problem of the whole file is also the import's error, said once above the list.
  const problems = firstProblems(job.problems.filter((problem) => problem.message !== job.error));
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Fact label="POS recognised">
          {job.posFormat ? POS_FORMAT_LABELS[job.posFormat] : "Not recognised"}
        </Fact>
        <Fact label="Lines read">{job.lines.toLocaleString("en-US")}</Fact>
        <Fact label="New">{job.newLines.toLocaleString("en-US")}</Fact>
        <Fact label="Already imported">{job.alreadyImported.toLocaleString("en-US")}</Fact>
        {showMoney ? (
          <Fact label="Net sales">{job.netSales === null ? "—" : formatUsd(job.netSales)}</Fact>
        ) : null}
        <Fact label="Voided, not sales">{job.voided.toLocaleString("en-US")}</Fact>
        <div className="col-span-2 min-w-0 rounded-xl bg-brand-50/60 px-3 py-2 sm:col-span-3">
          <dt className="text-xs font-semibold text-brand-950/65">Days covered</dt>
          <dd className="font-semibold text-brand-950">{daysCovered(job.firstDay, job.lastDay)}</dd>
        </div>
      </dl>
      {job.alreadyImported > 0 ? (
        <Notice tone="info">
          {lines(job.alreadyImported)} of this file {job.alreadyImported === 1 ? "was" : "were"}{" "}
          imported before, from an earlier file or a ticket.{" "}
          {job.alreadyImported === 1 ? "It is" : "They are"} skipped: importing the same sales again
          adds nothing.
        </Notice>
      ) : null}
      {job.voided > 0 ? (
        <p className="text-sm text-brand-950/75">
          {lines(job.voided)} voided or not a sale (a void, a comp, a gift card sold){" "}
          {job.voided === 1 ? "is" : "are"} left out.
        </p>
      ) : null}
      <Notice tone="error">{job.error}</Notice>
      {job.unknownLocations.length > 0 ? (
        <Notice tone="error">
          No location of yours is called{" "}
          {job.unknownLocations.map((name) => `“${name}”`).join(", ")}: those lines are left out.
          Rename the location in Settings → Locations to match the POS, or choose no location
          column.
        </Notice>
      ) : null}
      {problems.lines.length > 0 ? (
        <section aria-labelledby="sales-problems">
          <h3 id="sales-problems" className="text-base font-bold text-tomato-deep">
            Rows that cannot be read
          </h3>
          <p className="text-sm text-brand-950/70">They are left out when you post.</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {problems.lines.map((line, index) => (
              <li key={index} className="break-words">
                {line}
              </li>
            ))}
          </ul>
          {problems.more > 0 ? (
            <p className="mt-1 text-sm font-semibold text-brand-950/75">
              and {problems.more} more.
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
