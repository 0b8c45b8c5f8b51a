import { SHOWCASE_BAND } from "./constants";

export interface SectionBox {
  section: string;
  top: number;
  bottom: number;
}

/**
 * Which showcase section the sticky image should show: the one lying in the band between 40%
 * and 60% of the viewport's height. When two share the band (one ending, the next beginning),
 * the one across the band's middle wins; when none reaches the band, nothing changes (null).
 */
export function sectionInBand(boxes: SectionBox[], viewportHeight: number): string | null {
  const bandTop = viewportHeight * SHOWCASE_BAND.top;
  const bandBottom = viewportHeight * SHOWCASE_BAND.bottom;
  const middle = (bandTop + bandBottom) / 2;
  const inBand = boxes.filter((box) => box.bottom > bandTop && box.top < bandBottom);
  const acrossMiddle = inBand.find((box) => box.top <= middle && box.bottom > middle);
  if (acrossMiddle) return acrossMiddle.section;
  const distance = (box: SectionBox) =>
    Math.min(Math.abs(box.top - middle), Math.abs(box.bottom - middle));
  return inBand.sort((a, b) => distance(a) - distance(b))[0]?.section ?? null;
}
