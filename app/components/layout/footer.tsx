import { Link } from "react-router";
import { Icon, fillIcon } from "~/components/ui/icon";
import { WITHDRAW_LINK_TEXT } from "@shared/commerce/withdrawal-words";
import { paths } from "~/config/paths";

const instagramIcon = fillIcon([
  "M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2zm0 1.8A3.7 3.7 0 0 0 3.8 7.5v9a3.7 3.7 0 0 0 3.7 3.7h9a3.7 3.7 0 0 0 3.7-3.7v-9a3.7 3.7 0 0 0-3.7-3.7z",
]);

const facebookIcon = fillIcon([
  "M13.5 22v-8.2h2.8l.4-3.2h-3.2V8.5c0-.9.3-1.6 1.6-1.6h1.7V4.1c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.4H7.3v3.2h2.8V22z",
]);

const youtubeIcon = fillIcon([
  "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z",
]);

const socialLinks = [
  {
    name: "PetBox on Instagram",
    href: "https://www.instagram.com/",
    icon: instagramIcon,
  },
  {
    name: "PetBox on Facebook",
    href: "https://www.facebook.com/",
    icon: facebookIcon,
  },
  {
    name: "PetBox on YouTube",
    href: "https://www.youtube.com/",
    icon: youtubeIcon,
  },
];

const placeholderLinks = ["Home", "How It Works", "Shop", "FAQ"];

const footerLink =
  "rounded text-amber-100 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white";

export function Footer() {
  return (
    <footer className="mt-16 bg-stone-900 text-stone-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2 text-xl font-extrabold text-white">
            <img src="/images/logo.svg" alt="" width={36} height={36} />
            PetBox
          </p>
          <p className="mt-3 max-w-sm text-stone-300">
            Monthly boxes of toys, treats and cozy things for cats and dogs, many made by local
            artisans.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">Explore</h2>
          <ul className="mt-3 flex flex-col gap-2">
            {placeholderLinks.map((label) => (
              <li key={label}>
                <a href="#" className={footerLink}>
                  {label}
                </a>
              </li>
            ))}
            <li>
              <Link to={paths.help()} className={footerLink}>
                Help
              </Link>
            </li>
            <li>
              <Link to={paths.terms()} className={footerLink}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to={paths.privacy()} className={footerLink}>
                Privacy Policy
              </Link>
            </li>
            {/* The EU withdrawal function (issue 25 §7): on every page, open without signing in. */}
            <li>
              <Link to={paths.withdraw()} className={footerLink}>
                {WITHDRAW_LINK_TEXT}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">Follow us</h2>
          <ul className="mt-3 flex gap-3">
            {socialLinks.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${social.name} (opens in a new tab)`}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-stone-800 text-amber-100 hover:bg-amber-800 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
                >
                  <Icon icon={social.icon} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-stone-800 py-5 text-center text-sm text-stone-400">
        © 2025 PetBox. All rights reserved.
      </p>
    </footer>
  );
}
