import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ApiFailure } from "~/lib/api-failure";
import { track } from "~/lib/route-data";
import { Loading, Resolve } from "./load-state";

/** A route whose loader returns `load()`'s promise, not awaited, and a screen that reads it. */
function renderRoute(load: () => Promise<string>) {
  function Screen() {
    const { name } = useLoaderData<{ name: Promise<string> }>();
    return (
      <Resolve data={name} fallback={<Loading label="Loading your pet" />}>
        {(value) => <p>Hello {value}</p>}
      </Resolve>
    );
  }
  const router = createMemoryRouter(
    [
      {
        path: "/",
        loader: () => ({ name: track(load()) }),
        Component: Screen,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
}

describe("Resolve", () => {
  it("names what is loading, then shows the data", async () => {
    let arrive: (name: string) => void = () => {};
    renderRoute(() => new Promise((resolve) => (arrive = resolve)));
    expect(await screen.findByRole("status")).toHaveTextContent("Loading your pet");
    await act(async () => arrive("Biscuit"));
    expect(await screen.findByText("Hello Biscuit")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows data that has already come without a spinner in between", async () => {
    const data = track(Promise.resolve("Biscuit"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(
      <Resolve data={data} fallback={<Loading label="Loading your pet" />}>
        {(value) => <p>Hello {value}</p>}
      </Resolve>,
    );
    expect(screen.getByText("Hello Biscuit")).toBeInTheDocument();
  });

  it("shows the shop's words for a failure, and Try again runs the route's loader again", async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(
        new ApiFailure({ kind: "unavailable", message: "The shop is resting." }),
      )
      .mockResolvedValueOnce("Biscuit");
    renderRoute(load);
    expect(await screen.findByRole("alert")).toHaveTextContent("The shop is resting.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Hello Biscuit")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("says it could not load, in its own words, for a failure without the shop's", async () => {
    renderRoute(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We could not load this just now. Please try again.",
    );
  });
});
