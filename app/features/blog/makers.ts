/** The three makers of the blog (spec §2: 'Support Local Heroes', three maker cards). */
export interface Maker {
  name: string;
  craft: string;
  town: string;
  image: string;
  alt: string;
  story: string;
  inTheBox: string;
}

export const makers: readonly Maker[] = [
  {
    name: "Wool & Whiskers",
    craft: "Knitting studio",
    town: "Asheville, NC",
    image: "/images/blog/knitting-studio.jpg",
    alt: "Balls of soft yarn and a knitted cat toy on a studio table",
    story:
      "Agnes and her daughter Ruth knit every cat toy by hand from undyed wool from a sheep farm down the valley, stuffed with organic catnip grown behind the studio. What began as presents for their own two tabbies is now a studio of six knitters.",
    inTheBox: "The felted mice and cozy mats in our cat boxes.",
  },
  {
    name: "The Corner Bakehouse",
    craft: "Neighborhood bakery",
    town: "Portland, ME",
    image: "/images/blog/neighbourhood-bakery.jpg",
    alt: "Bone-shaped dog biscuits cooling on a bakery rack",
    story:
      "Before the bread goes in at dawn, Tom bakes a tray of dog biscuits from oat flour, pumpkin and peanut butter, with no added salt or sugar. The recipe was checked by a local vet, and the regulars' dogs are his toughest critics.",
    inTheBox: "The training treats and birthday biscuits in our dog boxes.",
  },
  {
    name: "Sage & Paw Apothecary",
    craft: "Herb apothecary",
    town: "Boulder, CO",
    image: "/images/blog/herb-apothecary.jpg",
    alt: "Jars of dried herbs and a small tin of paw balm",
    story:
      "Priya, a trained herbalist, makes small batches of paw balm from beeswax, shea butter and calendula grown in her community garden plot. Everything is unscented and safe if licked, because every pet licks.",
    inTheBox: "The paw balm and calming lavender pillows in our winter boxes.",
  },
];
