import type { Block, MessageBody } from "./content";
import { footerOf } from "./footer";

// The plain-text part: blocks apart by a blank line, a heading on the line above what it titles,
// each link on a line of its own after its words (decision 180), then the footer.

function blockText(block: Block): string {
  switch (block.type) {
    case "paragraph":
    case "quote":
      return block.text;
    case "heading":
      return `${block.text}:`;
    case "list":
      return block.items.map((item) => `- ${item}`).join("\n");
    case "lines":
      return block.lines.join("\n");
    case "facts":
      return block.facts
        .map(({ label, value }) =>
          typeof value === "string" ? `${label}: ${value}` : [`${label}:`, ...value].join("\n"),
        )
        .join("\n");
    case "link":
      return `${block.label}:\n${block.href}`;
  }
}

export function messageText(body: MessageBody): string {
  const parts: string[] = [];
  body.blocks.forEach((block, index) => {
    const titled = body.blocks[index - 1]?.type === "heading";
    parts.push(index === 0 ? "" : titled ? "\n" : "\n\n", blockText(block));
  });
  const footer = footerOf(body.shopUrl);
  return [
    parts.join(""),
    "",
    footer.reply,
    `${footer.contact.label}:`,
    footer.contact.href,
    "",
    footer.address,
  ].join("\n");
}
