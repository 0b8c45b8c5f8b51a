/**
 * A sentence with one address in it made a link (to `href`), as where to open Larder instead:
 * the sentence stays plain text when the address is not in it.
 */
export function TextWithLink({ text, link, href }: { text: string; link: string; href: string }) {
  const [before, ...after] = text.split(link);
  if (after.length === 0) return <>{text}</>;
  return (
    <>
      {before}
      <a href={href} className="font-semibold underline">
        {link}
      </a>
      {after.join(link)}
    </>
  );
}
