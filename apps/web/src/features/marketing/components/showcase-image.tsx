import { useEffect, useState } from "react";
import type { ShowcaseSection } from "@/features/marketing/constants";
import { sectionInBand } from "@/features/marketing/showcase-band";

export interface ShowcaseImageProps {
  images: { section: ShowcaseSection; src: string; alt: string; width: number; height: number }[];
}

/**
 * The sticky picture beside the showcase. It shows the section lying in the middle band of the
 * viewport (40%–60% of its height), measured on every scroll frame and once on hydration, so a
 * visitor who scrolled before the script arrived sees the right picture too.
 */
export function ShowcaseImage({ images }: ShowcaseImageProps) {
  const [active, setActive] = useState<ShowcaseSection>(images[0]?.section ?? "inventory");

  useEffect(() => {
    const sections = [...document.querySelectorAll<HTMLElement>("[data-showcase-section]")];
    let frame = 0;
    const measure = () => {
      frame = 0;
      const boxes = sections.map((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        return { section: element.dataset.showcaseSection ?? "", top, bottom };
      });
      const section = sectionInBand(boxes, window.innerHeight);
      if (section) setActive(section as ShowcaseSection);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div className="sticky top-28 grid" data-active={active}>
      {images.map((image) => (
        <img
          key={image.section}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          aria-hidden={image.section !== active}
          data-section={image.section}
          className={`col-start-1 row-start-1 h-auto w-full rounded-2xl shadow-xl ring-1 ring-brand-900/10 transition-opacity duration-500 ${
            image.section === active ? "opacity-100" : "opacity-0"
          }`}
        />
      ))}
    </div>
  );
}
