import { AccountPage } from "../../account/AccountPage";

export default function Account() {
  return <AccountPage />;
}
