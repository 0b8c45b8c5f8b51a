import { CONTACT_EMAIL } from "@/features/marketing/components/site-footer";
import { LegalDocument, type LegalSection } from "@/features/marketing/components/legal-document";
import { PublicLayout } from "@/features/marketing/components/public-layout";

const sections: LegalSection[] = [
  {
    id: "information-we-collect",
    title: "Information We Collect",
    body: (
      <>
        <p>We collect only what Larder needs to work for you:</p>
        <ul>
          <li>
            Account information: your name, email address, and the workspaces and roles you belong
            to.
          </li>
          <li>
            Workspace data you enter or import: locations, items, stock movements, counts,
            suppliers, purchase orders, invoices, recipes and sales.
          </li>
          <li>
            Usage and device information: sign-in times, the browser and device of each session, and
            server logs of requests, kept to secure your account and keep the service running.
          </li>
        </ul>
        <p>
          We do not use advertising trackers, and the public site loads no third-party scripts or
          fonts.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use-information",
    title: "How We Use Your Information",
    body: (
      <>
        <p>
          We use your information to provide and improve Larder: to sign you in, to compute stock,
          costs, forecasts and reports from your workspace's records, to send the emails you ask for
          (sign-in codes, invitations, purchase orders to your suppliers, alerts), and to answer you
          when you contact us.
        </p>
        <p>
          We do not sell your information, and we do not use your workspace data to train models for
          anyone else.
        </p>
      </>
    ),
  },
  {
    id: "information-sharing",
    title: "Information Sharing",
    body: (
      <>
        <p>
          Your workspace's data is visible only to the members of that workspace, according to their
          roles. We share information outside it only:
        </p>
        <ul>
          <li>when you tell Larder to, for example by emailing a purchase order to a supplier;</li>
          <li>
            with service providers that host or deliver the service for us, bound to use it only for
            that purpose;
          </li>
          <li>when the law requires it, in which case we tell you unless we are forbidden to.</li>
        </ul>
      </>
    ),
  },
  {
    id: "data-security",
    title: "Data Security",
    body: (
      <>
        <p>
          Each workspace's records are separated in the database itself, so one workspace can never
          read another's. Sign-in codes and session tokens are stored only as hashes, connections
          are encrypted, and access is limited to what each role needs.
        </p>
        <p>
          No system is perfectly secure. If we learn of a breach that affects your information, we
          will tell you without undue delay.
        </p>
      </>
    ),
  },
  {
    id: "contact-us",
    title: "Contact Us",
    body: (
      <p>
        Questions about this policy or about your information? Write to us at{" "}
        <a className="font-medium text-brand-700 underline" href={`mailto:${CONTACT_EMAIL}`}>
          {CONTACT_EMAIL}
        </a>
        . You can ask for a copy of your information, or for its correction or deletion, at any
        time.
      </p>
    ),
  },
];

/** `/privacy-policy` */
export function PrivacyPolicyPage() {
  return (
    <PublicLayout>
      <LegalDocument
        title="Privacy Policy"
        intro={
          <p>
            This policy explains what information Larder collects, how we use it, and the choices
            you have.
          </p>
        }
        sections={sections}
      />
    </PublicLayout>
  );
}
