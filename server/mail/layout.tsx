import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";
import type { Block, MessageBody } from "./content";
import { footerOf } from "./footer";

// How every message looks (decision 209): the site's warm palette (amber and stone), the PetBox
// wordmark, one column that fits a 390 px phone, and inline styles, which mail programs keep.
// Tailwind's amber and stone, as hex: mail programs do not know oklch.
const color = {
  page: "#fffbeb", // amber-50
  card: "#ffffff",
  border: "#fde68a", // amber-200
  tint: "#fef3c7", // amber-100
  brand: "#92400e", // amber-800: 7.1:1 on white, 6.8:1 on amber-50
  ink: "#1c1917", // stone-900
  muted: "#57534e", // stone-600: 7.0:1 on amber-50
};

const font =
  'ui-rounded, "SF Pro Rounded", Nunito, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

const text: CSSProperties = {
  margin: "0 0 16px",
  fontSize: "16px",
  lineHeight: "24px",
  color: color.ink,
  overflowWrap: "anywhere",
};

const styles = {
  body: { margin: 0, padding: "24px 12px", backgroundColor: color.page, fontFamily: font },
  container: { width: "100%", maxWidth: "600px" },
  wordmark: {
    display: "inline-block",
    padding: "0 4px 16px",
    fontSize: "28px",
    lineHeight: "32px",
    fontWeight: 800,
    letterSpacing: "-0.5px",
    color: color.brand,
    textDecoration: "none",
  },
  card: {
    padding: "24px 20px 8px",
    backgroundColor: color.card,
    border: `1px solid ${color.border}`,
    borderRadius: "16px",
  },
  h1: { margin: "0 0 16px", fontSize: "24px", lineHeight: "32px", color: color.ink },
  h2: { margin: "24px 0 8px", fontSize: "18px", lineHeight: "26px", color: color.ink },
  text,
  titled: { ...text, marginTop: 0 },
  list: { margin: "0 0 16px", paddingLeft: "20px", color: color.ink },
  item: { ...text, margin: "0 0 4px" },
  facts: {
    margin: "0 0 16px",
    padding: "12px 16px",
    backgroundColor: color.tint,
    borderRadius: "12px",
  },
  fact: { ...text, margin: "4px 0" },
  quote: {
    ...text,
    padding: "12px 16px",
    borderLeft: `4px solid ${color.border}`,
    backgroundColor: color.page,
    fontSize: "14px",
    lineHeight: "21px",
    whiteSpace: "pre-line",
  },
  button: {
    display: "inline-block",
    padding: "12px 22px",
    borderRadius: "999px",
    backgroundColor: color.brand,
    color: "#ffffff",
    fontSize: "16px",
    fontWeight: 700,
    textDecoration: "none",
  },
  link: { color: color.brand, fontWeight: 700, textDecoration: "underline" },
  rule: { margin: "24px 0 16px", borderColor: color.border },
  footer: { ...text, margin: "0 0 8px", fontSize: "14px", lineHeight: "21px", color: color.muted },
} satisfies Record<string, CSSProperties>;

function BlockView({ block, after, primary }: { block: Block; after?: Block; primary: boolean }) {
  // A block under a heading sits close to it.
  const style = after?.type === "heading" ? styles.titled : styles.text;
  switch (block.type) {
    case "paragraph":
      return <Text style={style}>{block.text}</Text>;
    case "heading":
      return (
        <Heading as="h2" style={styles.h2}>
          {block.text}
        </Heading>
      );
    case "list":
      return (
        <ul style={styles.list}>
          {block.items.map((item, index) => (
            <li key={index} style={styles.item}>
              {item}
            </li>
          ))}
        </ul>
      );
    case "lines":
      return <Text style={style}>{withBreaks(block.lines)}</Text>;
    case "facts":
      return (
        <Section style={styles.facts}>
          {block.facts.map(({ label, value }, index) => (
            <Text key={index} style={styles.fact}>
              <strong>{`${label}:`}</strong>{" "}
              {typeof value === "string" ? value : withBreaks(["", ...value])}
            </Text>
          ))}
        </Section>
      );
    case "link":
      return primary ? (
        <Section style={{ margin: "8px 0 20px" }}>
          <Button href={block.href} style={styles.button}>
            {block.label}
          </Button>
        </Section>
      ) : (
        <Text style={style}>
          <Link href={block.href} style={styles.link}>
            {block.label}
          </Link>
        </Text>
      );
    case "quote":
      return <Text style={styles.quote}>{block.text}</Text>;
  }
}

function withBreaks(lines: readonly string[]): ReactNode[] {
  return lines.flatMap((line, index) => (index === 0 ? [line] : [<br key={index} />, line]));
}

/** One message as HTML: wordmark, the title and blocks on a white card, the footer under it. */
export function MessageLayout({ subject, body }: { subject: string; body: MessageBody }) {
  const footer = footerOf(body.shopUrl);
  const firstLink = body.blocks.findIndex((block) => block.type === "link");
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <title>{subject}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{body.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Link href={body.shopUrl} style={styles.wordmark}>
            PetBox
          </Link>
          <Section style={styles.card}>
            <Heading as="h1" style={styles.h1}>
              {body.title}
            </Heading>
            {body.blocks.map((block, index) => (
              <BlockView
                key={index}
                block={block}
                after={body.blocks[index - 1]}
                primary={index === firstLink}
              />
            ))}
          </Section>
          <Section style={{ padding: "0 8px" }}>
            <Hr style={styles.rule} />
            <Text style={styles.footer}>
              {footer.reply}{" "}
              <Link href={footer.contact.href} style={styles.link}>
                {footer.contact.label}
              </Link>
              .
            </Text>
            <Text style={styles.footer}>{footer.address}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
