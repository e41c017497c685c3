import { SignIn } from "../../account/SignIn";

export default function SignInPage() {
  return <SignIn />;
}
