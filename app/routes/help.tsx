import { Link } from "react-router";
import { supportSettings } from "@shared/shop/support";
import { Page } from "~/components/layout/page";
import { paths } from "~/config/paths";
import { routeMeta } from "~/lib/page-title";
import { helpTopics } from "~/features/help/help-topics";

export const meta = routeMeta(
  "help",
  "Answers before you subscribe: where PetBox ships and how long a box takes, skipping, cancelling, allergies and payment.",
);

// Made at build time: the page is prerendered with every answer in its HTML.
const topics = helpTopics();

export default function HelpScreen() {
  const { email } = supportSettings;
  return (
    <Page
      title="Help"
      lead="Short answers about shipping, skipping, cancelling, allergies and payment, before or after you subscribe."
      width="max-w-3xl"
    >
      <nav aria-label="Help topics" className="mb-8">
        <ul className="flex flex-wrap gap-2">
          {topics.map((topic) => (
            <li key={topic.id}>
              <a
                href={`#${topic.id}`}
                className="inline-flex min-h-11 items-center rounded-full bg-amber-100 px-4 font-semibold text-amber-950 hover:bg-amber-200 focus-visible:outline-3 focus-visible:outline-amber-700"
              >
                {topic.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-8 rounded-3xl bg-white p-6 shadow-sm sm:p-10">
        {topics.map((topic) => (
          <section
            key={topic.id}
            id={topic.id}
            aria-labelledby={`${topic.id}-heading`}
            className="scroll-mt-36"
          >
            <h2 id={`${topic.id}-heading`} className="text-2xl font-bold text-stone-900">
              {topic.heading}
            </h2>
            {topic.questions.map(({ question, answer }) => (
              <div key={question} className="mt-4">
                <h3 className="text-lg font-semibold text-stone-900">{question}</h3>
                {answer.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)} className="mt-2 text-stone-800">
                    {paragraph}
                  </p>
                ))}
              </div>
            ))}
          </section>
        ))}
        <section aria-labelledby="support-heading" className="border-t border-stone-200 pt-8">
          <h2 id="support-heading" className="text-2xl font-bold text-stone-900">
            Still need help?
          </h2>
          <p className="mt-2 text-stone-800">
            Write to us at{" "}
            <a
              href={`mailto:${email}`}
              className="font-semibold wrap-anywhere text-amber-900 underline underline-offset-2"
              data-testid="support-email"
            >
              {email}
            </a>
            . The full rules are in our{" "}
            <Link to={paths.terms()} className="font-semibold text-amber-900 underline">
              Terms of Service
            </Link>
            .
          </p>
        </section>
      </div>
    </Page>
  );
}
