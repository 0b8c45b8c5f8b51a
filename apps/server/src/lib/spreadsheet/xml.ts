import { SaxesParser } from "saxes";

/** An element as the workbook readers see it: its name without prefix, and its attributes. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
}

export interface XmlHandlers {
  open?: (element: XmlElement) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
  /**
   * The most bytes a text or a tag may run to (bytes since the last `<`), and what to throw past
   * it: the parser holds a whole text in memory before handing it over, so this caps it.
   */
  longest: { bytes: number; error: () => Error };
}

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/**
 * A streaming XML parser (saxes) fed with the bytes of a workbook part as they unzip. Element
 * names lose their prefix (`x:row` is `row`), so workbooks written with prefixes read the same.
 * saxes expands no entities a document defines itself, so an "entity bomb" is an error.
 */
export class XmlStream {
  private readonly parser = new SaxesParser({ position: false });
  private readonly decoder = new TextDecoder("utf-8");
  private run = 0;
  private readonly longest: XmlHandlers["longest"];

  constructor(handlers: XmlHandlers) {
    const { open, text, close, longest } = handlers;
    this.longest = longest;
    if (open)
      this.parser.on("opentag", (tag) =>
        open({ name: localName(tag.name), attributes: tag.attributes as Record<string, string> }),
      );
    if (text) this.parser.on("text", text);
    if (close) this.parser.on("closetag", (tag) => close(localName(tag.name)));
    // Malformed XML stops the reading at once (the caller says the file cannot be read).
    this.parser.on("error", (error) => {
      throw error;
    });
  }

  write(chunk: Buffer): void {
    this.measureRuns(chunk, this.longest);
    this.parser.write(this.decoder.decode(chunk, { stream: true }));
  }

  /** Counts the bytes between one `<` and the next, across chunks. */
  private measureRuns(chunk: Buffer, longest: XmlHandlers["longest"]): void {
    for (let from = 0; ;) {
      const tag = chunk.indexOf(0x3c, from);
      this.run += (tag < 0 ? chunk.length : tag) - from;
      if (this.run > longest.bytes) throw longest.error();
      if (tag < 0) return;
      this.run = 0;
      from = tag + 1;
    }
  }

  end(): void {
    this.parser.write(this.decoder.decode());
    this.parser.close();
  }
}

/** An attribute by its name without prefix (`r:id` is `id`), when the element has one. */
export function prefixedAttribute(element: XmlElement, name: string): string | undefined {
  for (const [key, value] of Object.entries(element.attributes))
    if (key.includes(":") && localName(key) === name) return value;
  return undefined;
}
