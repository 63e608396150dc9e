import { messageHtml } from "../mail/render";
import { messageFixtures } from "./message-fixtures";

// For tests/e2e/emails.spec.ts: every kind's subject, title and HTML part, as JSON on stdout.
// Playwright's loader cannot import the shop's JSON data files, so the spec runs this with tsx.
const rendered = await Promise.all(
  Object.values(messageFixtures).map(async (message) => {
    if (!message.body) throw new Error(`${message.kind} has no body`);
    return {
      kind: message.kind,
      subject: message.subject,
      title: message.body.title,
      html: await messageHtml(message.subject, message.body),
    };
  }),
);
process.stdout.write(JSON.stringify(rendered));
