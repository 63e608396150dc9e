import { apiErrorSchema } from "../../shared/api/errors";
import { z } from "../../shared/zod";
import type { Access, Operation } from "./operation";
import { operations } from "./operations";
import { answerSchemas, requestSchemas } from "./schemas";

type Json = Record<string, unknown>;
type Registry = typeof requestSchemas;

const COMPONENTS = "#/components/schemas/";

const SUMMARY = `The shop server's JSON API, generated from the zod schemas the server validates with
(shared/api/) and the list of operations in server/openapi/.

- Every refusal has one body, \`ApiError\`: a stable \`code\`, a sentence for people, and for bad
  input \`fields\` with one message per field (decision 041). An unexpected failure is a 500 with a
  fixed sentence; no answer carries a stack trace.
- Another method on a known path is 405 with \`Allow\`; an unknown path under /api is a JSON 404.
- Every answer carries \`X-Request-Id\` (a load balancer's well-formed id is kept) and
  \`Cache-Control: no-store\`.
- Writes take an optional \`Idempotency-Key\` header: a retry with the same key, on any server,
  within 24 hours, gets the first answer (decision 061).`;

function security(access: Access): Json[] {
  if (access === "anyone") return [];
  if (access === "anyone, signed in or not") return [{}, { firebaseIdToken: [] }];
  if (access === "Stripe") return [{ stripeSignature: [] }];
  return [{ firebaseIdToken: [] }]; // signed in, and staff
}

/** Each registry's schemas as components, referring to each other by `#/components/schemas/…`. */
function components(registry: Registry, io: "input" | "output"): Record<string, Json> {
  const { schemas } = z.toJSONSchema(registry, { io, uri: (id) => COMPONENTS + id });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, converted]) => {
      // OpenAPI 3.1's dialect is JSON Schema 2020-12 already; the component's name is its id.
      const { $schema: _dialect, $id: _id, ...schema } = converted;
      return [id, schema];
    }),
  );
}

function ref(registry: Registry, schema: z.ZodMiniType, where: string): Json {
  const id = registry.get(schema)?.id;
  if (!id) throw new Error(`${where}: its schema is not named in server/openapi/schemas.ts.`);
  return { $ref: COMPONENTS + id };
}

const json = (schema: Json) => ({ "application/json": { schema } });

/** "/api/pets/:id" → "/api/pets/{id}" */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

/** "post", "/api/subscriptions/:id/cancel" → "postSubscriptionsIdCancel" */
function operationId({ method, path }: Operation): string {
  const words = path
    .replace(/^\/api\//, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");
}

function parameters(operation: Operation): Json[] {
  const list: Json[] = [];
  for (const [, name] of operation.path.matchAll(/:(\w+)/g)) {
    const { description = "", pattern } =
      (name === "id" ? operation.id : operation.params?.[name ?? ""]) ?? {};
    list.push({
      name,
      in: "path",
      required: true,
      description,
      schema: pattern ? { type: "string", pattern } : { type: "string" },
    });
  }
  if (operation.query) {
    const query = z.toJSONSchema(operation.query, { io: "input" }) as {
      properties?: Record<string, Json>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      list.push({ name, in: "query", required: !!query.required?.includes(name), schema });
    }
  }
  if (operation.idempotent) {
    list.push({
      name: "Idempotency-Key",
      in: "header",
      required: false,
      description: "1 to 255 printable ASCII characters, new for each new request.",
      schema: { type: "string", pattern: "^[\\x20-\\x7e]{1,255}$" },
    });
  }
  return list;
}

function operationObject(operation: Operation): Json {
  const where = `${operation.method.toUpperCase()} ${operation.path}`;
  const responses: Record<string, Json> = {};
  for (const [status, answer] of Object.entries(operation.answers)) {
    responses[status] = {
      description: answer.description,
      ...(answer.schema ? { content: json(ref(answerSchemas, answer.schema, where)) } : {}),
    };
  }
  const error = ref(answerSchemas, apiErrorSchema, where);
  for (const [status, description] of Object.entries(operation.refusals)) {
    responses[status] = { description, content: json(error) };
  }
  return {
    operationId: operationId(operation),
    tags: [operation.tag],
    summary: operation.summary,
    description: [operation.description, `Who may call: ${operation.access}.`]
      .filter(Boolean)
      .join("\n\n"),
    "x-access": operation.access,
    security: security(operation.access),
    parameters: parameters(operation),
    ...(operation.body
      ? {
          requestBody: {
            required: !operation.bodyOptional,
            content: json(ref(requestSchemas, operation.body, where)),
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of `list` (every operation of the API by default). */
export function openApiDocument(list: readonly Operation[] = operations) {
  const paths: Record<string, Record<string, Json>> = {};
  for (const operation of list) {
    const item = (paths[openApiPath(operation.path)] ??= {});
    item[operation.method] = operationObject(operation);
  }
  return {
    openapi: "3.1.0",
    info: { title: "PetBox shop API", version: "1", description: SUMMARY },
    tags: [...new Set(list.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...components(requestSchemas, "input"), ...components(answerSchemas, "output") },
      securitySchemes: {
        firebaseIdToken: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description:
            "A current Firebase ID token of the shop's project (FIREBASE_PROJECT_ID); the " +
            "account must exist, be enabled and not have its sessions revoked.",
        },
        stripeSignature: {
          type: "apiKey",
          in: "header",
          name: "Stripe-Signature",
          description: "Stripe's signature of the body with the webhook secret.",
        },
      },
    },
  };
}
