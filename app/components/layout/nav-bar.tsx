import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { Button, ButtonLink, PlainButton } from "~/components/ui/button";
import { Icon, strokeIcon } from "~/components/ui/icon";
import { paths } from "~/config/paths";

const menuIcon = strokeIcon(["M4 7h16M4 12h16M4 17h16"], 2.5);

const closeIcon = strokeIcon(["M6 6l12 12M18 6L6 18"], 2.5);

export interface NavSession {
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 font-semibold transition-colors hover:bg-amber-100 focus-visible:outline-3 focus-visible:outline-amber-700 ${
    isActive ? "bg-amber-100 text-amber-950" : "text-stone-800"
  }`;

/** Spec §2 navigation bar: signed-out shows a guest label and SIGN IN; signed-in shows who and SIGN OUT. */
export function NavBar({
  session,
  checking = false,
  onSignOut,
  signingOut = false,
  cart,
}: {
  session: NavSession | null;
  /** The stored session is being checked: the account slot says so instead of guessing. */
  checking?: boolean;
  onSignOut: () => void;
  signingOut?: boolean;
  /** The cart link, shown beside the account on every width (composed in by the root). */
  cart?: ReactNode;
}) {
  const menuId = useId();
  const { pathname } = useLocation();
  // The phone menu closes by itself after navigating: it is open only on the page it was opened on.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Escape closes the open menu and puts focus back on its toggle (issue 11).
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setMenuOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const links = (
    <>
      <li>
        <NavLink to={paths.home()} end className={linkClasses}>
          Home
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.myProfile()} className={linkClasses}>
          My Profile
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.contact()} className={linkClasses}>
          Contact
        </NavLink>
      </li>
      {session ? (
        <li>
          <NavLink to={paths.blog()} className={linkClasses}>
            Blog
          </NavLink>
        </li>
      ) : null}
    </>
  );

  // The signed-in account's own pages, named in words on every width (issue 25 §8): a second row
  // on a wide screen, a group of the phone menu.
  const accountLinkItems = (
    <>
      <li>
        <NavLink to={paths.accountSubscriptions()} className={linkClasses}>
          My subscriptions
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.accountOrders()} className={linkClasses}>
          My orders
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.accountGifts()} className={linkClasses}>
          My gifts
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.pets()} className={linkClasses}>
          My pets
        </NavLink>
      </li>
    </>
  );
  const accountLinks = session ? accountLinkItems : null;

  const account = checking ? (
    <div className="flex h-10 items-center" role="status">
      <span className="text-sm font-medium text-stone-600" data-testid="nav-checking">
        Checking your sign-in…
      </span>
    </div>
  ) : session ? (
    <div className="flex min-w-0 items-center gap-3">
      <a
        href="#"
        aria-label="Account"
        className="rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
      >
        <Avatar src={session.photoURL} alt="" size={40} />
      </a>
      <div className="min-w-0 leading-tight">
        <p className="truncate font-semibold text-stone-900" data-testid="nav-user-name">
          {session.displayName || "Pet lover"}
        </p>
        <p className="truncate text-sm text-stone-600" data-testid="nav-user-email">
          {session.email}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={onSignOut} disabled={signingOut}>
        SIGN OUT
      </Button>
    </div>
  ) : (
    <div className="flex items-center gap-3">
      <span className="text-sm font-medium text-stone-600" data-testid="nav-guest">
        Hello, Guest
      </span>
      <ButtonLink to={paths.login()} size="sm">
        SIGN IN
      </ButtonLink>
    </div>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-amber-200 bg-amber-50/95 backdrop-blur">
      <nav aria-label="Main">
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
          <Link
            to={paths.home()}
            className="flex items-center gap-2 rounded-lg text-xl font-extrabold text-amber-900 focus-visible:outline-3 focus-visible:outline-amber-700"
          >
            <img src="/images/logo.svg" alt="" width={40} height={40} />
            <span>PetBox</span>
          </Link>
          <ul className="ml-4 hidden items-center gap-1 lg:flex">{links}</ul>
          <div className="ml-auto flex min-w-0 items-center gap-2">
            {cart}
            <div className="hidden min-w-0 lg:block">{account}</div>
          </div>
          <PlainButton
            ref={toggleRef}
            className="inline-flex size-11 items-center justify-center rounded-full text-amber-950 hover:bg-amber-100 focus-visible:outline-3 focus-visible:outline-amber-700 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            <Icon icon={menuOpen ? closeIcon : menuIcon} className="size-6" />
          </PlainButton>
        </div>
        {accountLinks ? (
          <ul
            aria-label="Your account"
            className="mx-auto hidden max-w-7xl items-center gap-1 px-4 pb-2 text-sm lg:flex"
          >
            {accountLinks}
          </ul>
        ) : checking ? (
          // A stored session is most likely still signed in: its row keeps its place, unseen and
          // out of reach, so the page does not move down when the check ends.
          <ul
            inert
            data-testid="account-row-reserved"
            className="invisible mx-auto hidden max-w-7xl items-center gap-1 px-4 pb-2 text-sm lg:flex"
          >
            {accountLinkItems}
          </ul>
        ) : null}
        <div
          id={menuId}
          hidden={!menuOpen}
          className="border-t border-amber-200 px-4 pt-3 pb-4 lg:hidden"
        >
          <ul className="flex flex-col gap-1">{links}</ul>
          {accountLinks ? (
            <ul
              aria-label="Your account"
              className="mt-3 flex flex-col gap-1 border-t border-amber-200 pt-3"
            >
              {accountLinks}
            </ul>
          ) : null}
          <div className="mt-4">{account}</div>
        </div>
      </nav>
    </header>
  );
}
