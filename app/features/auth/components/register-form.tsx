import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { CheckboxField, TextField } from "~/components/ui/field";
import { paths } from "~/config/paths";
import { createAccount } from "../api/create-account";
import { registerErrorMessage, toAuthFailure } from "../auth-errors";
import { useAuth } from "../auth-provider";
import { fieldErrors, registerSchema } from "../schemas";
import { FormError } from "./form-error";
import { PasswordField } from "./password-field";
import { SocialSignIn } from "./social-sign-in";

const fields = ["firstName", "lastName", "photoURL", "email", "password", "termsAccepted"] as const;
type Field = (typeof fields)[number];
type Values = Record<Exclude<Field, "termsAccepted">, string> & { termsAccepted: boolean };

const empty: Values = {
  firstName: "",
  lastName: "",
  photoURL: "",
  email: "",
  password: "",
  termsAccepted: false,
};

export function RegisterForm() {
  const navigate = useNavigate();
  const { store } = useAuth();
  const errorId = useId();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [succeeded, setSucceeded] = useState(false);

  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({
      ...current,
      [field]: field === "termsAccepted" ? event.target.checked : event.target.value,
    }));
  const register = (field: Field) => ({
    name: field,
    onChange: set(field),
  });

  // The password and terms checks share the one announced message (spec order); the required
  // fields show their own message under the field.
  const credentialMessage = errors.password ?? errors.termsAccepted ?? failure;
  const credentialInvalid = (field: "password" | "termsAccepted") =>
    errors[field] && !(field === "termsAccepted" && errors.password)
      ? { "aria-invalid": true, "aria-describedby": errorId }
      : {};

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    const parsed = registerSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error) as Partial<Record<Field, string>>;
      setErrors(found);
      const first = fields.find((field) => found[field]);
      const input = first ? form.elements.namedItem(first) : null;
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const user = await createAccount(parsed.data);
      // The service does not report a profile change as a new sign-in: tell the store.
      store.endProfileUpdate(user);
      setSucceeded(true);
    } catch (error) {
      const { code } = toAuthFailure(error);
      console.warn("Registration failed", code);
      setFailure(registerErrorMessage(code));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            required
            value={values.firstName}
            error={errors.firstName}
            {...register("firstName")}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            required
            value={values.lastName}
            error={errors.lastName}
            {...register("lastName")}
          />
        </div>
        <TextField
          label="Photo URL"
          type="url"
          inputMode="url"
          required
          placeholder="https://…"
          value={values.photoURL}
          error={errors.photoURL}
          {...register("photoURL")}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          {...register("email")}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          value={values.password}
          {...credentialInvalid("password")}
          {...register("password")}
        />
        <CheckboxField
          label="Accept Terms and Conditions"
          checked={values.termsAccepted}
          {...credentialInvalid("termsAccepted")}
          {...register("termsAccepted")}
        />
        <FormError id={errorId} message={credentialMessage ?? null} />
        <Button type="submit" disabled={pending}>
          {pending ? "Creating your account…" : "SIGN UP"}
        </Button>
      </form>
      <SocialSignIn onSignedIn={() => navigate(paths.home(), { replace: true })} />
      <Dialog
        open={succeeded}
        tone="success"
        title="Registration Successful!"
        actionLabel="Continue"
        onAction={() => navigate(paths.login(), { replace: true })}
      >
        Your account has been created successfully
      </Dialog>
    </div>
  );
}
