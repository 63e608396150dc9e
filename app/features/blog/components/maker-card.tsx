import { CardPhoto } from "~/components/ui/card-photo";
import type { Maker } from "../makers";

export function MakerCard({ maker }: { maker: Maker }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm">
      <CardPhoto src={maker.image} alt={maker.alt} />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-sm font-bold tracking-wide text-amber-800 uppercase">
          {maker.craft} · {maker.town}
        </p>
        <h2 className="text-xl font-bold text-stone-900">{maker.name}</h2>
        <p className="text-stone-700">{maker.story}</p>
        <p className="mt-auto rounded-2xl bg-amber-50 px-4 py-3 text-sm text-stone-800">
          <span className="font-semibold">In your box: </span>
          {maker.inTheBox}
        </p>
      </div>
    </article>
  );
}
