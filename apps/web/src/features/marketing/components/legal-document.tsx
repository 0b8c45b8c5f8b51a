import type { ReactNode } from "react";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal page: title, date of the last update, a table of contents and numbered sections. */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <div className="bg-white pb-20 pt-28 sm:pt-36">
      <article className="mx-auto max-w-3xl px-4 sm:px-6">
        <h1 className="text-4xl font-extrabold tracking-tight text-brand-950">{title}</h1>
        <p className="mt-3 text-sm font-medium text-brand-950/65">Last updated: January 2024</p>
        <div className="mt-8 text-lg leading-relaxed text-brand-950/80">{intro}</div>
        <nav aria-label="Sections" className="mt-8 rounded-2xl bg-cream p-6">
          <ol className="list-decimal space-y-1.5 pl-5 text-brand-800">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="underline-offset-2 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mt-12 scroll-mt-24"
          >
            <h2 id={`${section.id}-title`} className="text-2xl font-bold text-brand-950">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-brand-950/80 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-2">
              {section.body}
            </div>
          </section>
        ))}
      </article>
    </div>
  );
}
