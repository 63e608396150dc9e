import { useState } from "react";
import { formatCalendarDate } from "@shared/commerce/dates";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { ApiFailure } from "~/lib/api-failure";
import {
  getNewsletterCsv,
  markMessageHandled,
  replyToMessage,
  type InboxAnswer,
  type InboxMessage,
} from "../../api/messages";

const failed = (error: unknown) =>
  error instanceof ApiFailure ? error.message : "That did not work just now. Please try again.";

function MessageCard({
  message,
  onHandled,
}: {
  message: InboxMessage;
  onHandled?: (message: InboxMessage) => void;
}) {
  const [text, setText] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function act(step: () => Promise<InboxMessage>) {
    setBusy(true);
    setFailure(null);
    try {
      onHandled?.(await step());
    } catch (error) {
      setFailure(failed(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h3 className="font-bold text-stone-900">
          {message.name} <span className="font-normal text-stone-700">&lt;{message.email}&gt;</span>
        </h3>
        <span className="text-sm text-stone-700">
          {formatCalendarDate(message.receivedAt.slice(0, 10))}
        </span>
      </div>
      <p className="mt-2 wrap-anywhere whitespace-pre-line text-stone-900">{message.message}</p>
      {message.replies.map((reply) => (
        <p key={reply.sentAt} className="mt-2 border-l-4 border-amber-300 pl-3 text-stone-800">
          <span className="block text-sm text-stone-700">Reply by {reply.by}</span>
          {reply.text}
        </p>
      ))}
      {onHandled ? (
        <div className="mt-3 flex flex-col gap-2">
          <Field
            label={`Reply to ${message.name}`}
            multiline
            rows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={busy || text.trim() === ""}
              onClick={() => void act(() => replyToMessage(message.id, text))}
            >
              Send reply by e-mail
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => void act(() => markMessageHandled(message.id))}
            >
              Mark handled
            </Button>
          </div>
        </div>
      ) : (
        <p className="mt-2 text-sm text-stone-700">Handled by {message.handledBy}</p>
      )}
    </li>
  );
}

/** Support's inbox: contact messages to answer, and the newsletter list as CSV. */
export function InboxScreen({ data }: { data: InboxAnswer }) {
  const [unanswered, setUnanswered] = useState(data.unanswered);
  const [handled, setHandled] = useState(data.handled);
  const [csvFailure, setCsvFailure] = useState<string | null>(null);
  async function downloadCsv() {
    setCsvFailure(null);
    try {
      const url = URL.createObjectURL(new Blob([await getNewsletterCsv()], { type: "text/csv" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = "petbox-newsletter.csv";
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      setCsvFailure(failed(error));
    }
  }
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold text-stone-900 sm:text-3xl">Messages</h1>
          <p className="mt-1 text-stone-700">What customers wrote through the contact form.</p>
        </div>
        <Button variant="secondary" onClick={() => void downloadCsv()}>
          Newsletter list (CSV)
        </Button>
      </header>
      {csvFailure ? <Alert tone="error">{csvFailure}</Alert> : null}
      <section aria-labelledby="inbox-unanswered" className="flex flex-col gap-3">
        <h2 id="inbox-unanswered" className="text-xl font-bold text-stone-900">
          Unanswered ({unanswered.length})
        </h2>
        {unanswered.length === 0 ? (
          <p className="text-stone-700">Every message is answered.</p>
        ) : null}
        <ul className="flex flex-col gap-3">
          {unanswered.map((message) => (
            <MessageCard
              key={message.id}
              message={message}
              onHandled={(done) => {
                setUnanswered((list) => list.filter((each) => each.id !== done.id));
                setHandled((list) => [done, ...list]);
              }}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="inbox-handled" className="flex flex-col gap-3">
        <h2 id="inbox-handled" className="text-xl font-bold text-stone-900">
          Handled
        </h2>
        <ul className="flex flex-col gap-3">
          {handled.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </ul>
      </section>
    </div>
  );
}
