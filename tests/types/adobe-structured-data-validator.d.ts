// The parts of @adobe/structured-data-validator (plain JavaScript) the structured-data test uses.
declare module "@adobe/structured-data-validator" {
  export interface ValidationIssue {
    severity: "ERROR" | "WARNING";
    issueMessage: string;
    fieldNames?: string[];
  }
  export default class Validator {
    /** Without schema.org's vocabulary it checks Google's rich-result rules only. */
    constructor(schemaOrgJson?: unknown);
    validate(data: { jsonld?: Record<string, unknown[]> }): Promise<ValidationIssue[]>;
  }
}
