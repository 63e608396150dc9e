import { useState } from "react";
import type { Code } from "@shared/api/codes";
import { Alert } from "~/components/ui/alert";
import { useRevalidatedData } from "~/lib/route-data";
import type { CodesData } from "../../load-admin";
import { CodeForm } from "./code-form";
import { CodeList } from "./code-list";

/** Codes (owners only, decision 267): discount codes, with their uses, and a form for a new one. */
export function CodesScreen({ data }: { data: CodesData }) {
  const [shown, written] = useRevalidatedData(data);
  const [notice, setNotice] = useState<string | null>(null);
  const changed = (code: Code, text: string) => {
    setNotice(text);
    written((current) => ({
      ...current,
      codes: current.codes.map((each) => (each.id === code.id ? code : each)),
    }));
  };
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold text-stone-900 sm:text-3xl">Codes</h1>
        <p className="max-w-2xl text-stone-700">
          Discount codes customers type at checkout. A use counts once its order is placed, and no
          longer if the order fails or is cancelled.
        </p>
      </header>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem] xl:items-start">
        <CodeList codes={shown.codes} boxes={shown.boxes} plans={shown.plans} onChanged={changed} />
        <CodeForm
          boxes={shown.boxes}
          plans={shown.plans}
          onSaved={(code) => {
            setNotice(`${code.code} was made.`);
            written((current) => ({ ...current, codes: [code, ...current.codes] }));
          }}
        />
      </div>
    </div>
  );
}
