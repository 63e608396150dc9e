import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

// Runs only at build time: the shop is static (ssr: false), its open pages prerendered to HTML
// (decision 001). React Router's default would stream; a file written once has nothing to
// stream, so the whole page is waited for and written in document order. React would otherwise
// move large Suspense boundaries (the parts hydrated later, app/lib/hydrate-later.tsx) to the
// end of the file behind a script, which hides them until it runs (and with them the target of
// an address such as /#boxes) (decision 259).

/** No part of a page is sent ahead of the rest: the whole document is one chunk. */
const WHOLE_DOCUMENT = Number.MAX_SAFE_INTEGER;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        progressiveChunkSize: WHOLE_DOCUMENT,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
