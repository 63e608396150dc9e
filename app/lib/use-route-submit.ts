import { useActionData, useSubmit } from "react-router";
import type { RouteReply } from "./use-form";

let submissions = 0;

/**
 * Posts a form's values to the route's clientAction, staying on the page (no new history entry,
 * no scroll), so the route loads its data again afterwards. Pass `submit` and `reply` to useForm:
 * each submission carries an id, and the route's action answers with it (a RouteReply), so the
 * form knows which answer is its own.
 */
export function useRouteSubmit<Reply extends RouteReply>() {
  const submitToRoute = useSubmit();
  const reply = useActionData<Reply>();
  return {
    reply,
    async submit(values: Record<string, string | number | boolean | null>): Promise<string> {
      submissions += 1;
      const submission = `${Date.now().toString(36)}-${submissions}`;
      await submitToRoute(
        { ...values, submission },
        {
          method: "post",
          encType: "application/json",
          replace: true,
          preventScrollReset: true,
        },
      );
      return submission;
    },
  };
}
