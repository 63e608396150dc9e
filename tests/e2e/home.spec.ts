import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import {
  appStarted,
  holdRequests,
  createAccount,
  expect,
  expectNoA11yViolations,
  settled,
  signIn,
  test,
} from "./fixtures";
import { exampleUrl } from "./site-routes";

const catalogue = JSON.parse(readFileSync("public/catDog.json", "utf8")) as {
  id: number | string;
  name: string;
  price: number;
  description: string;
}[];

const LISTING_HEADING = "Be Part of Our Community – Join Now!";

const hero = (page: Page) => page.getByRole("region", { name: "A look inside PetBox" });
const heroPosition = (page: Page) => page.getByTestId("hero-position");

/** Scrolls the whole page, a frame or two per step, so lazy images load and sections animate in. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      // Two frames: the intersection observers see the new position and start what they start.
      await frame();
      await frame();
    }
  });
}

/** Everything scrolled into view has loaded and finished moving, the counters included. */
async function everythingShown(page: Page) {
  await scrollThrough(page);
  const band = page.getByTestId("statistics");
  const counters = band.getByTestId("statistic-value");
  if (await counters.count()) {
    // Looked at, as a person would: on a slow machine the page may have hydrated only after the
    // fast scroll had passed the band, and the count starts when the band is in view.
    await band.scrollIntoViewIfNeeded();
    await expect(counters).toHaveText(["1500+", "800+", "250+", "1200+"]);
  }
  // The lazy images scrolled past have arrived.
  await page.waitForLoadState("networkidle");
  await settled(page);
}

/**
 * The carousel's clock, under the test's control (Playwright's clock): time stands still once the
 * page has started, and `runFor` moves it on, firing the carousel's timers as they fall due.
 */
async function stopTheClock(page: Page) {
  await appStarted(page);
  await expect(page.getByRole("button", { name: "Next slide" })).toBeEnabled();
  // A moment ahead of the page's clock, which runs on while this is sent.
  for (let attempt = 0; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250);
      return;
    } catch (error) {
      if (attempt === 5 || !/to the past/.test(String(error))) throw error;
    }
  }
}

/** The slide shown, as the carousel says: "2 / 4" is 2. */
async function slideShown(page: Page): Promise<number> {
  return Number.parseInt((await heroPosition(page).textContent()) ?? "", 10);
}

test("the prerendered home page already holds the box listing in its HTML", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("<title>Home_page</title>");
  for (const box of catalogue) expect(html).toContain(box.name);
  expect(html).toContain('rel="preload"');
  expect(html).toContain("/images/home/slide-1.avif");
});

test("home: every section is there, in the spec's order", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Home_page");
  const main = page.getByRole("main");
  const carousel = hero(page);
  const steps = main.getByRole("heading", { name: "How it works", level: 2 });
  const stats = main.getByRole("heading", { name: "PetBox in numbers" });
  const thanks = main.getByRole("img", { name: /happy dog and cat/ });
  const listing = main.getByRole("heading", { name: LISTING_HEADING, exact: true });
  const explore = main.getByRole("heading", { name: "Explore Our Subscription Boxes" });
  const founder = main.getByRole("heading", { name: /^HELLO / });
  const pets = main.getByRole("heading", { name: "Featured pets" });
  const order = [carousel, steps, stats, thanks, listing, explore, founder, pets];
  const tops: number[] = [];
  for (const locator of order) {
    await expect(locator).toHaveCount(1);
    const box = await locator.boundingBox();
    tops.push(box?.y ?? Number.NaN);
  }
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  expect(new Set(tops).size).toBe(tops.length);

  // How it works: the four steps in order.
  const stepTitles = await main.getByRole("list").first().getByRole("heading").allTextContents();
  expect(stepTitles.map((t) => t.replace(/^Step \d: /, ""))).toEqual([
    "Choose",
    "Customize",
    "Receive",
    "Enjoy",
  ]);

  // The listing: one card per catalogue entry with NEW, the price in dollars and both links.
  const cards = page.getByTestId("box-list").getByRole("listitem");
  await expect(cards).toHaveCount(catalogue.length);
  for (const [i, box] of catalogue.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("heading", { name: box.name })).toBeVisible();
    await expect(card.getByText("NEW", { exact: true })).toBeVisible();
    await expect(card.getByText(box.description)).toBeVisible();
    await expect(card.getByTestId("box-price")).toHaveText(`$${box.price.toFixed(2)}`);
    await expect(card.getByRole("link", { name: /^Subscribe/ })).toHaveAttribute(
      "href",
      `/subscribe/${box.id}`,
    );
    await expect(card.getByRole("link", { name: /^View More/ })).toHaveAttribute(
      "href",
      `/boxcarddetails/${box.id}`,
    );
  }

  // Explore: the three fixed cards with the spec's texts.
  for (const [title, text] of [
    ["Wish Box", "A handpicked box full of pet wishes."],
    ["Look Book", "Trendy styles & accessories for pets."],
    ["Surprise Box", "A mystery treat every month!"],
  ] as const) {
    const card = main
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card.getByText(text, { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: "Subscribe Now" })).toBeVisible();
  }

  // Founder: a visitor is greeted warmly; the button leads to /mydetails.
  await expect(founder).toHaveText("HELLO Pet Lover");
  await expect(main.getByText(/select every single item in every box personally/)).toBeVisible();
  await expect(main.getByText(/They're family/)).toBeVisible();
  await expect(main.getByRole("img", { name: /founder of PetBox/ })).toBeVisible();
  await expect(main.getByRole("link", { name: "Follow for more !" })).toHaveAttribute(
    "href",
    "/mydetails",
  );

  // Featured pets: last, five slides, dots named "Go to slide N".
  const petsRegion = main.getByRole("region", { name: "Featured pets slides" });
  await expect(petsRegion.getByRole("group", { includeHidden: true })).toHaveCount(5);
  for (let n = 1; n <= 5; n += 1) {
    await expect(main.getByRole("button", { name: `Go to slide ${n}` })).toBeVisible();
  }
});

test("featured pets: the dots move to their slide, 550 px tall, 40 px apart, 300 ms", async ({
  page,
}) => {
  await page.goto("/");
  const petsRegion = page.getByRole("region", { name: "Featured pets slides" });
  await petsRegion.scrollIntoViewIfNeeded();
  await expect(petsRegion.getByRole("group", { name: "1 of 5" })).toContainText("Biscuit");
  await page.getByRole("button", { name: "Go to slide 3" }).click();
  const third = petsRegion.getByRole("group", { name: "3 of 5" });
  await expect(third).toContainText("Max");
  await expect(page.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(petsRegion.getByRole("group", { name: "1 of 5" })).toHaveCount(0); // hidden now
  const [slideHeight, gap, duration] = await page.getByTestId("pets-track").evaluate((track) => {
    const style = getComputedStyle(track);
    return [
      (track.firstElementChild as HTMLElement).getBoundingClientRect().height,
      style.columnGap,
      style.transitionDuration,
    ];
  });
  expect(slideHeight).toBe(550);
  expect(gap).toBe("40px");
  expect(duration).toBe("0.3s");
  // Once the 300 ms transition is over, slide 3 fills the view.
  const regionBox = await petsRegion.boundingBox();
  await expect
    .poll(async () => Math.round((await third.boundingBox())?.x ?? -1))
    .toBe(Math.round(regionBox?.x ?? 0));
});

test("carousel: Previous and Next wrap around, and it advances by itself every 4 s", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  const carousel = hero(page);
  await expect(heroPosition(page)).toHaveText("1 / 4");
  await expect(carousel.getByRole("group", { name: "1 of 4" })).toBeVisible();

  // Autoplay: the pointer is away from the carousel and nothing in it has focus. One slide in any
  // 4 s, three in 12 s: it advances every 4 s (more than 3 s, at most 4 s).
  await stopTheClock(page);
  const first = await slideShown(page);
  await page.clock.runFor(4000);
  await expect(heroPosition(page)).toHaveText(`${first + 1} / 4`);
  await expect(carousel.getByRole("group", { name: `${first + 1} of 4` })).toBeVisible();
  await page.clock.runFor(8000);
  const wrapped = ((first + 2) % 4) + 1;
  await expect(heroPosition(page)).toHaveText(`${wrapped} / 4`);
  await page.clock.resume();
  // From slide 4 the buttons below wrap to 1 and back.
  while ((await slideShown(page)) !== 4)
    await page.getByRole("button", { name: "Next slide" }).click();

  // The buttons (which take focus and so pause autoplay) wrap both ways.
  await page.getByRole("button", { name: "Next slide" }).click();
  await expect(heroPosition(page)).toHaveText("1 / 4");
  await page.getByRole("button", { name: "Previous slide" }).click();
  await expect(heroPosition(page)).toHaveText("4 / 4");
  await expect(carousel.getByRole("group", { name: "4 of 4" })).toBeVisible();
  await page.getByRole("button", { name: "Previous slide" }).click();
  await expect(heroPosition(page)).toHaveText("3 / 4");
  await page.getByRole("button", { name: "Next slide" }).click();
  await page.getByRole("button", { name: "Next slide" }).click();
  await expect(heroPosition(page)).toHaveText("1 / 4");

  // Keyboard: Enter and Space on the focused buttons work the same.
  await page.getByRole("button", { name: "Next slide" }).focus();
  await page.keyboard.press("Enter");
  await expect(heroPosition(page)).toHaveText("2 / 4");
  await page.keyboard.press("Space");
  await expect(heroPosition(page)).toHaveText("3 / 4");
  // The third slide is positioned at the bottom (spec §2), the others centred.
  await expect(carousel.getByRole("group", { name: "3 of 4" }).getByRole("img")).toHaveCSS(
    "object-position",
    "50% 100%",
  );
  await expect(
    carousel.getByRole("group", { name: "3 of 4", includeHidden: true }).getByRole("img"),
  ).toHaveCount(1);
});

test("carousel: rests while focused or hovered, and the Pause button stops it", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  const next = page.getByRole("button", { name: "Next slide" });
  // Buttons are disabled (so not focusable) until the page's script has taken over.
  await stopTheClock(page);
  await next.focus();
  await page.clock.runFor(4600);
  await expect(heroPosition(page)).toHaveText("1 / 4");

  await next.blur();
  await hero(page).hover();
  await page.clock.runFor(4600);
  await expect(heroPosition(page)).toHaveText("1 / 4");

  await page.getByRole("button", { name: "Pause slideshow" }).click();
  await page.mouse.move(0, 0);
  await page.getByRole("button", { name: "Play slideshow" }).blur();
  await page.clock.runFor(4600);
  await expect(heroPosition(page)).toHaveText("1 / 4");
  await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  // Left alone and playing, it moves on: what held it still above was the focus, the pointer
  // and the Pause button.
  await page.getByRole("button", { name: "Play slideshow" }).click();
  await page.mouse.move(0, 0);
  await page.getByRole("button", { name: "Pause slideshow" }).blur();
  await page.clock.runFor(4000);
  await expect(heroPosition(page)).toHaveText("2 / 4");
});

test("statistics count up over about 3 s once scrolled into view, to the spec's values", async ({
  page,
}) => {
  await page.goto("/");
  const band = page.getByTestId("statistics");
  const values = band.getByTestId("statistic-value");
  await expect(band).not.toBeInViewport();
  await expect(values).toHaveText(["0+", "0+", "0+", "0+"]);
  // Screen readers get the final value from the start, never a running number.
  await expect(band.getByText("1500+", { exact: true })).toHaveCount(1);
  await expect(band.getByText("1500+", { exact: true })).toHaveClass(/sr-only/);

  const run = await band.evaluate(async (element) => {
    const first = element.querySelector('[data-testid="statistic-value"]')!;
    const seen: string[] = [];
    const start = performance.now();
    element.scrollIntoView({ block: "center" });
    while (first.textContent !== "1500+" && performance.now() - start < 8000) {
      seen.push(first.textContent ?? "");
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return { seen, elapsed: performance.now() - start };
  });
  const between = run.seen
    .map((text) => Number.parseInt(text, 10))
    .filter((value) => value > 0 && value < 1500);
  expect(between.length).toBeGreaterThan(5);
  expect(run.elapsed).toBeGreaterThan(2500);
  expect(run.elapsed).toBeLessThan(4500);
  await expect(values).toHaveText(["1500+", "800+", "250+", "1200+"]);
  await expect(band).toContainText("boxes delivered");
  await expect(band).toContainText("happy subscribers");
  await expect(band).toContainText("pet products");
  await expect(band).toContainText("5-star reviews");
});

test("View More sends a visitor to sign in, to come back to that box's page", async ({ page }) => {
  const box = catalogue[1]!;
  await page.goto("/");
  await page
    .getByTestId("box-list")
    .getByRole("link", { name: `View More about ${box.name}` })
    .click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(`/boxcarddetails/${box.id}`);
  // Signing in there and landing on the box's page: shell.spec.ts, "a visitor on
  // /boxcarddetails/2 signs in and comes back to it".
});

test("Subscribe on a box card opens that box's subscription page", async ({ page }) => {
  const box = catalogue[0]!;
  await page.goto("/");
  await page
    .getByTestId("box-list")
    .getByRole("link", { name: `Subscribe to ${box.name}` })
    .click();
  await expect(page).toHaveURL(`/subscribe/${box.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("Subscribe Now in the explore cards leads to the box listing", async ({ page }) => {
  await page.goto("/");
  const link = page.getByRole("link", { name: "Subscribe Now" }).nth(1);
  // As a person would: once the card has slid in. Scrolling it into view starts its entrance
  // (0.8 s, after 0.2 s), and a click while it moves can land beside the link.
  await link.scrollIntoViewIfNeeded();
  await expect(link.locator("xpath=ancestor::*[@data-reveal]")).toHaveAttribute(
    "data-reveal",
    "shown",
  );
  await link.evaluate((element) =>
    Promise.all(
      element
        .closest("[data-reveal]")!
        .getAnimations({ subtree: true })
        .map((animation) => animation.finished),
    ),
  );
  await link.click();
  await expect(page).toHaveURL(/\/#boxes$/);
  await expect(page.getByRole("heading", { name: LISTING_HEADING })).toBeInViewport();
});

test("an address ending in #boxes opens at the box listing and stays there once the app starts", async ({
  page,
}) => {
  await page.goto("/#boxes");
  await appStarted(page);
  // Let any late scroll (smooth scrolling takes a few hundred ms) finish before judging.
  await settled(page);
  await expect(page.getByRole("heading", { name: LISTING_HEADING })).toBeInViewport();
});

test("a visitor who scrolls down while the scripts load is not thrown back to the top", async ({
  page,
}) => {
  const release = await holdRequests(page, "**/assets/*.js");
  await page.goto("/", { waitUntil: "commit" });
  await page.getByRole("heading", { name: LISTING_HEADING }).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  release();
  await appStarted(page);
  await page.waitForLoadState("networkidle");
  await settled(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test("'Browse the boxes' on the founder page opens the home page at the box listing", async ({
  page,
}) => {
  await page.goto("/mydetails");
  await page.getByRole("link", { name: "Browse the boxes" }).click();
  await expect(page).toHaveURL(/\/#boxes$/);
  await expect(page.getByRole("heading", { name: LISTING_HEADING })).toBeInViewport();
  await settled(page);
  await expect(page.getByRole("heading", { name: LISTING_HEADING })).toBeInViewport();
});

test("a signed-in user is greeted by name, and 'Follow for more !' opens the founder page", async ({
  page,
}) => {
  await signIn(page, await createAccount({ displayName: "Noor Haddad" }));
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /^HELLO / })).toHaveText("HELLO Noor Haddad");
  await page.getByRole("link", { name: "Follow for more !" }).click();
  await expect(page).toHaveURL("/mydetails");
  await expect(page.getByRole("heading", { level: 1, name: "Maya Brooks" })).toBeVisible();
  await expect(page).toHaveTitle(/founder/i);
});

test.describe("the listing in the browser", () => {
  test("navigating to / in the app fetches /catDog.json and shows the boxes", async ({ page }) => {
    await page.goto("/slider");
    await appStarted(page);
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === "/catDog.json");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Home" })
      .click();
    await request;
    await expect(page).toHaveTitle("Home_page");
    await expect(page.getByTestId("box-list").getByRole("listitem")).toHaveCount(catalogue.length);
  });

  for (const failure of [
    {
      name: "the file cannot be fetched (500)",
      respond: { status: 500, body: "oops" },
      message: "The list of boxes is not available right now.",
      log: /status of 500/,
    },
    {
      name: "the file is malformed",
      respond: { status: 200, contentType: "application/json", body: '[{"id":1,"name":"half"}]' },
      message: "The list of boxes could not be read.",
      log: null,
    },
    {
      name: "the file is not JSON",
      respond: { status: 200, contentType: "application/json", body: "<html>nope" },
      message: "The list of boxes could not be read.",
      log: null,
    },
  ]) {
    test(`when ${failure.name}, the listing shows the error with Retry, and Retry recovers`, async ({
      page,
      consoleErrors,
    }) => {
      if (failure.log) consoleErrors.allow(failure.log);
      await page.route("**/catDog.json", (route) => route.fulfill(failure.respond));
      await page.goto("/howitworks");
      // A click before hydration is a full page load, and / then comes prerendered: no fetch.
      await appStarted(page);
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Home" })
        .click();
      const error = page.getByRole("alert").filter({ hasText: "Our boxes are hiding" });
      await expect(error).toBeVisible();
      await expect(error).toContainText(failure.message);
      // The rest of the page still shows.
      await expect(page.getByRole("heading", { name: LISTING_HEADING })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Featured pets" })).toBeVisible();
      await expect(page.getByTestId("box-list")).toHaveCount(0);
      await expectNoA11yViolations(page);

      await page.unroute("**/catDog.json");
      await error.getByRole("button", { name: "Retry" }).click();
      await expect(page.getByTestId("box-list").getByRole("listitem")).toHaveCount(
        catalogue.length,
      );
      await expect(error).toHaveCount(0);
    });
  }
});

const ownRoutes = (["home", "slider", "howItWorks", "countUp", "myDetails"] as const).map(
  exampleUrl,
);

test.describe("accessibility", () => {
  for (const path of ownRoutes) {
    test(`${path}: no axe violations once everything has loaded and animated`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Entry animations last 0.8 s plus up to 0.4 s of delay; the counters 3 s.
      await everythingShown(page);
      await expectNoA11yViolations(page);
    });
  }
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const path of ownRoutes) {
    test(`${path} never scrolls sideways and has no axe violations`, async ({ page }) => {
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Before anything has been scrolled to (cards still waiting to slide in) and after.
      expect(await overflow()).toBeLessThanOrEqual(0);
      await everythingShown(page);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await expectNoA11yViolations(page);
    });
  }
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the carousel does not play by itself, counters show their final values at once, cards do not move", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    const values = page.getByTestId("statistics").getByTestId("statistic-value");
    await expect(values).toHaveText(["1500+", "800+", "250+", "1200+"], { timeout: 1000 });
    await stopTheClock(page);
    await page.clock.runFor(4600);
    await expect(heroPosition(page)).toHaveText("1 / 4");
    await page.clock.resume();
    // Next still works by hand.
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(heroPosition(page)).toHaveText("2 / 4");

    await scrollThrough(page);
    const phases = await page
      .locator("[data-reveal]")
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-reveal")));
    expect(phases).toEqual(["static", "static", "static"]);
  });

  test("Play starts the slideshow when the visitor asks for it", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await stopTheClock(page);
    await page.getByRole("button", { name: "Play slideshow" }).click();
    await page.mouse.move(0, 0);
    await page.getByRole("button", { name: "Pause slideshow" }).blur();
    await page.clock.runFor(4000);
    await expect(heroPosition(page)).toHaveText("2 / 4");
  });
});

test("explore cards slide in from the left, the bottom and the right, staggered", async ({
  page,
}) => {
  await page.goto("/");
  const reveals = page.locator("[data-reveal]");
  await expect(reveals).toHaveCount(3);
  await expect
    .poll(() => reveals.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-reveal"))))
    .toEqual(["waiting", "waiting", "waiting"]);
  const waiting = await reveals.evaluateAll((nodes) =>
    nodes.map((n) => (n as HTMLElement).style.translate),
  );
  expect(waiting).toEqual(["-4rem", "0px 4rem", "4rem"]);
  await page
    .getByRole("heading", { name: "Explore Our Subscription Boxes" })
    .scrollIntoViewIfNeeded();
  await expect
    .poll(() => reveals.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-reveal"))))
    .toEqual(["shown", "shown", "shown"]);
  const timings = await reveals.evaluateAll((nodes) =>
    nodes.map((n) => {
      const style = getComputedStyle(n);
      return `${style.transitionDuration.split(",")[0]} ${style.transitionDelay.split(",")[0]}`;
    }),
  );
  expect(timings).toEqual(["0.8s 0s", "0.8s 0.2s", "0.8s 0.4s"]);
  // Hover, once the cards have slid in: scale 1.05 and rotate 5°.
  const card = page.getByRole("article").filter({ hasText: "Wish Box" });
  await settled(page);
  await card.hover();
  await expect(card).toHaveCSS("scale", "1.05");
  await expect(card).toHaveCSS("rotate", "5deg");
});

test("the box listing and the featured pets start working as a visitor comes near them, not before (decision 259)", async ({
  page,
}) => {
  // React marks each element it has hydrated with its own properties; the server's HTML has none.
  const hydrated = (locator: Locator) =>
    locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__react")));
  const listing = page.getByTestId("box-list");
  const pets = page.getByRole("region", { name: "Featured pets slides" });
  await page.goto("/");
  await appStarted(page);
  await settled(page);
  // Shown from the first paint, as prerendered, but not yet worked on by the scripts.
  await expect(listing).toBeVisible();
  expect(await hydrated(listing)).toBe(false);
  expect(await hydrated(pets)).toBe(false);
  // Scrolling to the listing makes it work.
  await listing.scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(listing)).toBe(true);
  // The featured pets' dots (disabled in the prerendered HTML) answer once they are reached.
  await pets.scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: "Go to slide 3" }).click();
  await expect(page.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(pets.getByRole("group", { name: "3 of 5" })).toContainText("Max");
});
