import { render } from "@react-email/render";
import { createElement } from "react";
import type { MessageBody } from "./content";
import { MessageLayout } from "./layout";

/** The HTML part of a message (decision 209), rendered here on the server, never in a browser. */
export function messageHtml(subject: string, body: MessageBody): Promise<string> {
  return render(createElement(MessageLayout, { subject, body }));
}
