import { E2E_EMULATOR_URL } from "../env";

const PROJECT = "demo-petbox";

/** Switches the emulator's e-mail enumeration protection (the production default is on). */
export async function setEmailEnumerationProtection(enabled: boolean) {
  const response = await fetch(`${E2E_EMULATOR_URL}/emulator/v1/projects/${PROJECT}/config`, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
  });
  if (!response.ok) throw new Error(`emulator config: ${response.status} ${await response.text()}`);
  const config = (await response.json()) as {
    emailPrivacyConfig?: { enableImprovedEmailPrivacy?: boolean };
  };
  if (Boolean(config.emailPrivacyConfig?.enableImprovedEmailPrivacy) !== enabled)
    throw new Error("the emulator did not take the e-mail privacy setting");
}

/** The out-of-band codes (reset and verification e-mails) the emulator has "sent". */
export async function sentEmails(): Promise<{ email: string; requestType: string }[]> {
  const response = await fetch(`${E2E_EMULATOR_URL}/emulator/v1/projects/${PROJECT}/oobCodes`);
  if (!response.ok) throw new Error(`oobCodes: ${response.status}`);
  const body = (await response.json()) as { oobCodes: { email: string; requestType: string }[] };
  return body.oobCodes;
}
