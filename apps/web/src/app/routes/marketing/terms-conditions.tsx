import { CONTACT_EMAIL } from "@/features/marketing/components/site-footer";
import { LegalDocument, type LegalSection } from "@/features/marketing/components/legal-document";
import { PublicLayout } from "@/features/marketing/components/public-layout";

const sections: LegalSection[] = [
  {
    id: "acceptance-of-terms",
    title: "Acceptance of Terms",
    body: (
      <p>
        By creating an account or using Larder you agree to these terms. If you use Larder on behalf
        of a business, you agree to them for that business and confirm you may do so.
      </p>
    ),
  },
  {
    id: "description-of-service",
    title: "Description of Service",
    body: (
      <p>
        Larder is an inventory and operations platform for kitchens and restaurants: stock,
        purchasing and receiving, suppliers, invoices and payables, recipe and menu costing,
        analytics and suggested ordering, across one or many locations. Your first year is free;
        after it Larder costs $2,988 per year unless we agree otherwise in writing.
      </p>
    ),
  },
  {
    id: "user-responsibilities",
    title: "User Responsibilities",
    body: (
      <>
        <p>You are responsible for:</p>
        <ul>
          <li>keeping access to your email account and your sessions secure;</li>
          <li>the accuracy of the data you and your team enter or import;</li>
          <li>inviting only people entitled to see your workspace, with the right roles;</li>
          <li>
            using Larder lawfully, and not attempting to reach other workspaces' data or disrupt the
            service.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "limitation-of-liability",
    title: "Limitation of Liability",
    body: (
      <p>
        Larder helps you decide; it does not decide for you. Forecasts and suggested orders are
        estimates. To the extent the law allows, we are not liable for indirect or consequential
        losses, and our total liability is limited to the amount you paid us in the twelve months
        before the claim.
      </p>
    ),
  },
  {
    id: "termination",
    title: "Termination",
    body: (
      <p>
        You may stop using Larder and delete your workspace at any time, after exporting your data.
        We may suspend or end access for a serious breach of these terms, and will tell you why.
        When a workspace ends, you keep 30 days to export its data before it is deleted.
      </p>
    ),
  },
  {
    id: "changes-to-terms",
    title: "Changes to Terms",
    body: (
      <p>
        We may update these terms. For material changes we will give you at least 30 days' notice by
        email and in the app before they take effect. Continuing to use Larder after that date means
        you accept the new terms.
      </p>
    ),
  },
  {
    id: "contact-information",
    title: "Contact Information",
    body: (
      <p>
        Questions about these terms? Write to us at{" "}
        <a className="font-medium text-brand-700 underline" href={`mailto:${CONTACT_EMAIL}`}>
          {CONTACT_EMAIL}
        </a>
        .
      </p>
    ),
  },
];

/** `/terms-conditions` */
export function TermsConditionsPage() {
  return (
    <PublicLayout>
      <LegalDocument
        title="Terms & Conditions"
        intro={<p>These terms govern your use of Larder. Please read them carefully.</p>}
        sections={sections}
      />
    </PublicLayout>
  );
}
