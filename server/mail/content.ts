/**
 * What a message says, apart from how it looks (decision 209). A message's builder
 * (services/*-messages.ts) writes its content as a list of blocks; text.ts turns them into the
 * plain-text part and layout.tsx into the HTML part, both with the same footer. A new line in a
 * message is a block added to its list; no builder knows about HTML.
 */
export type Block =
  /** A paragraph of text. */
  | { type: "paragraph"; text: string }
  /** The title of the blocks that follow ("What you ordered"). */
  | { type: "heading"; text: string }
  /** A list of short items, one per line. */
  | { type: "list"; items: string[] }
  /** Lines kept as they are, as an address on an envelope. */
  | { type: "lines"; lines: string[] }
  /**
   * What changed, as label and value ("New delivery address": its lines): the first thing the
   * customer reads after the lead sentence, marked out in the HTML.
   */
  | { type: "facts"; facts: Fact[] }
  /** A link: the words a person reads, and an absolute address (decision 180). */
  | { type: "link"; label: string; href: string }
  /** Words quoted as they were agreed or stored, such as the consent. */
  | { type: "quote"; text: string };

export interface Fact {
  label: string;
  /** One line, or several (an address). */
  value: string | string[];
}

export interface MessageBody {
  /** The HTML part's main heading ("Your box is skipped"); the text part has the subject. */
  title: string;
  /** The line inboxes show beside the subject. */
  preview: string;
  blocks: Block[];
  /** SHOP_URL: where the footer's and the wordmark's links lead. */
  shopUrl: string;
}

export const paragraph = (text: string): Block => ({ type: "paragraph", text });
export const heading = (text: string): Block => ({ type: "heading", text });
export const list = (items: string[]): Block => ({ type: "list", items });
export const lines = (...all: (string | null | undefined | false)[]): Block => ({
  type: "lines",
  lines: all.filter((line): line is string => Boolean(line)),
});
export const facts = (...all: (Fact | null | undefined | false)[]): Block => ({
  type: "facts",
  facts: all.filter((fact): fact is Fact => Boolean(fact)),
});
export const link = (label: string, href: string): Block => ({ type: "link", label, href });
export const quote = (text: string): Block => ({ type: "quote", text });
